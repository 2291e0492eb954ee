import { describe, expect, it } from 'vitest';
import { resources } from './index';

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('UI catalogues', () => {
  it('zh-CN and en-US hold the same keys', () => {
    const zh = keys(resources['zh-CN'].translation).sort();
    const en = keys(resources['en-US'].translation).sort();
    expect(zh.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !zh.includes(k))).toEqual([]);
    expect(zh.length).toBeGreaterThan(50);
  });
});
