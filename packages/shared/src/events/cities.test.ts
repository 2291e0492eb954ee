import { describe, expect, it } from 'vitest';
import { cityLabel, normalizeCity } from './cities';

describe('normalizeCity', () => {
  it('writes a known city by its Chinese name in any spelling', () => {
    for (const s of [
      '杭州',
      '杭州市',
      ' 杭州 ',
      'hangzhou',
      'HANGZHOU',
      'Hangzhou City',
      'hang zhou',
      '杭州市',
    ])
      expect(normalizeCity(s)).toBe('杭州');
    expect(normalizeCity("xi'an")).toBe('西安');
    expect(normalizeCity('Xian')).toBe('西安');
    expect(normalizeCity('hong kong')).toBe('香港');
  });
  it('tidies an unknown city and keeps a lone 市', () => {
    expect(normalizeCity('  new   york ')).toBe('New York');
    expect(normalizeCity('NEW YORK')).toBe('New York');
    expect(normalizeCity("o'fallon")).toBe("O'Fallon");
    // words with digits or other scripts are kept as typed
    expect(normalizeCity('E2E城3f')).toBe('E2E城3f');
    expect(normalizeCity('São Paulo')).toBe('São Paulo');
    expect(normalizeCity('绍兴市')).toBe('绍兴');
    expect(normalizeCity('市')).toBe('市');
    expect(normalizeCity('')).toBe('');
  });
  it('labels known cities in English on English pages', () => {
    expect(cityLabel('杭州', 'en-US')).toBe('Hangzhou');
    expect(cityLabel('杭州', 'zh-CN')).toBe('杭州');
    expect(cityLabel('New York', 'en-US')).toBe('New York');
  });
});
