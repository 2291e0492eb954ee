import { describe, expect, it } from 'vitest';
import { detailPath, filtersFromSearch, listApiQuery, withFilter } from './query';

describe('community list filters', () => {
  it('reads the URL with defaults and ignores unknown sorts and bad pages', () => {
    const f = filtersFromSearch(new URLSearchParams('plate=course&sort=bogus&page=-2'), 'question');
    expect(f).toEqual({
      kind: 'question',
      zone: undefined,
      plate: 'course',
      tag: undefined,
      sort: 'latest',
      page: 1,
    });
  });

  it('builds the canonical API query, with the RISC-V zone', () => {
    const f = filtersFromSearch(new URLSearchParams('tag=linux&sort=hottest&page=2'), 'question', 'riscv');
    expect(listApiQuery(f)).toBe('kind=question&zone=riscv&tag=linux&sort=hottest&page=2');
  });

  it('returns to page 1 when a filter changes and drops default values', () => {
    const sp = new URLSearchParams('plate=course&page=3&sort=hottest');
    expect(withFilter(sp, 'tag', 'riscv').toString()).toBe('plate=course&sort=hottest&tag=riscv');
    expect(withFilter(sp, 'sort', 'latest').toString()).toBe('plate=course');
    expect(withFilter(sp, 'page', '4').toString()).toBe('plate=course&page=4&sort=hottest');
  });

  it('links RISC-V questions to the zone detail route', () => {
    expect(detailPath({ id: 'x', zone: 'riscv' })).toBe('/community/rv_qa/detail?id=x');
    expect(detailPath({ id: 'x', zone: 'general' })).toBe('/community/qa/detail?id=x');
  });
});
