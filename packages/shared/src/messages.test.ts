import { describe, expect, it } from 'vitest';
import { fieldLabel, messageGroups, messages } from './messages';

describe('server messages', () => {
  it('defines each key in one group only (a second definition would silently replace the first)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [group, entries] of Object.entries(messageGroups))
      for (const key of Object.keys(entries)) {
        if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${group}`);
        seen.set(key, group);
      }
    expect(twice).toEqual([]);
    expect(Object.keys(messages).length).toBe(seen.size);
  });

  it('has every message in both complete locales, with the same placeholders', () => {
    for (const [key, text] of Object.entries(messages)) {
      const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(holes(text['zh-CN']), key).toEqual(holes(text['en-US']));
    }
  });
});

describe('field labels', () => {
  it('names an item of a list by its list and number, and falls back to the path', () => {
    expect(fieldLabel('tags.0', 'en-US')).toBe('Tags 1');
    expect(fieldLabel('tags.2', 'zh-CN')).toBe('标签 3');
    expect(fieldLabel('teachers.0.nameZh', 'en-US')).toBe('Name (Chinese)');
    expect(fieldLabel('nope.1', 'en-US')).toBe('nope.1');
  });
});
