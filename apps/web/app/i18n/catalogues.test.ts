import { describe, expect, it } from 'vitest';
import publicEn from './catalog-en-US';
import publicZh from './catalog-zh-CN';
import consoleEn from './console-catalog-en-US';
import consoleZh from './console-catalog-zh-CN';

// both tiers: the public site's and the console's
const en = { ...publicEn, ...consoleEn };
const zh = { ...publicZh, ...consoleZh };

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
