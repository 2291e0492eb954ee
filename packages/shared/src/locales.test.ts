import { describe, expect, it } from 'vitest';
import {
  contentLocale,
  dirOf,
  isRtl,
  LOCALES,
  normaliseLocale,
  pickLocale,
  RTL_LANGUAGES,
  weekStartOf,
} from './locales';

describe('locale list', () => {
  it('holds about 55 unique locales with zh-CN first', () => {
    expect(LOCALES.length).toBeGreaterThanOrEqual(50);
    expect(LOCALES.length).toBeLessThanOrEqual(60);
    expect(new Set(LOCALES.map(([t]) => t)).size).toBe(LOCALES.length);
    expect(LOCALES[0]![0]).toBe('zh-CN');
  });

  it('writes exactly he, ar, fa and ku right to left', () => {
    expect([...RTL_LANGUAGES].sort()).toEqual(['ar', 'fa', 'he', 'ku']);
    const rtl = LOCALES.filter(([t]) => isRtl(t)).map(([t]) => t.split('-')[0]);
    expect(rtl.sort()).toEqual(['ar', 'fa', 'he', 'ku']);
    expect(dirOf('ar-EG')).toBe('rtl');
    expect(dirOf('he-IL')).toBe('rtl');
    expect(dirOf('en-US')).toBe('ltr');
    expect(dirOf('zh-CN')).toBe('ltr');
  });

  it('normalises en_US (the spec global) and rejects unknown tags', () => {
    expect(normaliseLocale('en_US')).toBe('en-US');
    expect(normaliseLocale('ZH-cn')).toBe('zh-CN');
    expect(normaliseLocale('xx-YY')).toBeNull();
    expect(normaliseLocale('')).toBeNull();
  });

  it('picks the cookie, then Accept-Language, then zh-CN', () => {
    expect(pickLocale('en-US', 'zh-CN')).toBe('en-US');
    expect(pickLocale(undefined, 'fr-FR,fr;q=0.9')).toBe('fr-FR');
    expect(pickLocale(undefined, 'en;q=0.9')).toBe('en-US');
    expect(pickLocale('bogus', undefined)).toBe('zh-CN');
  });

  it('shows zh-CN or en-US text, weeks starting Monday in Chinese', () => {
    expect(contentLocale('zh-TW')).toBe('zh-CN');
    expect(contentLocale('ar-EG')).toBe('en-US');
    expect(weekStartOf('zh-CN')).toBe(1);
    expect(weekStartOf('en-US')).toBe(0);
  });
});
