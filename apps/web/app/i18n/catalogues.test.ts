import { describe, expect, it } from 'vitest';
import en from './catalog-en-US';
import zh from './catalog-zh-CN';

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('UI catalogues', () => {
  it('zh-CN and en-US hold the same keys', () => {
    const zhKeys = keys(zh).sort();
    const enKeys = keys(en).sort();
    expect(zhKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !zhKeys.includes(k))).toEqual([]);
    expect(zhKeys.length).toBeGreaterThan(50);
  });
});
