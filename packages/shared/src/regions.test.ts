import { describe, expect, it } from 'vitest';
import { REGIONS, regionNames, regionPath, type Region } from './regions';

const all = (rs: readonly Region[]): Region[] => rs.flatMap((r) => [r, ...all(r.children ?? [])]);

describe('region tree', () => {
  it('holds the 34 provincial-level divisions with 6-digit GB/T 2260 codes, each code once', () => {
    expect(REGIONS).toHaveLength(34);
    const codes = all(REGIONS).map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    for (const p of REGIONS) expect(p.code.endsWith('0000')).toBe(true);
  });

  it('puts every city under the province its code starts with, with both names', () => {
    for (const p of REGIONS)
      for (const c of p.children ?? []) {
        expect(c.code.slice(0, 2)).toBe(p.code.slice(0, 2));
        expect(c.zh).toMatch(/\p{Script=Han}/u);
        expect(c.en).toMatch(/^[A-Z][\w’' -]+$/);
      }
  });

  it('resolves code paths to names in both locales and refuses paths not in the tree', () => {
    expect(regionNames(['330000', '330100'], 'zh-CN')).toEqual(['浙江省', '杭州市']);
    expect(regionNames(['330000', '330100'], 'en-US')).toEqual(['Zhejiang', 'Hangzhou']);
    expect(regionNames(['110000'], 'en-US')).toEqual(['Beijing']);
    expect(regionPath(['330000', '320100'])).toBeNull();
    expect(regionPath(['999999'])).toBeNull();
    // Laiwu was merged into Jinan in 2019
    expect(regionPath(['370000', '371200'])).toBeNull();
  });
});
