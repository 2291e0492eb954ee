import { describe, expect, it } from 'vitest';
import { formatDuration, percentOf } from './format';
import { filtersFromSearch, listApiQuery, withFilter } from './query';

describe('video list filters', () => {
  it('reads the URL with safe defaults and builds one canonical API query', () => {
    expect(filtersFromSearch(new URLSearchParams('sort=bogus&page=-2'))).toEqual({ sort: 'latest', page: 1 });
    const f = filtersFromSearch(new URLSearchParams('page=3&tag=riscv&sort=hottest'));
    expect(listApiQuery(f)).toBe('tag=riscv&sort=hottest&page=3&pageSize=10');
  });

  it('goes back to page 1 when a filter changes', () => {
    const sp = new URLSearchParams('tag=a&page=4');
    expect(withFilter(sp, 'sort', 'hottest').toString()).toBe('tag=a&sort=hottest');
    expect(withFilter(sp, 'page', '5').toString()).toBe('tag=a&page=5');
    expect(withFilter(sp, 'tag').toString()).toBe('');
  });
});

describe('formatting', () => {
  it('shows running times and whole percentages', () => {
    expect(formatDuration(2000)).toBe('0:02');
    expect(formatDuration(125_400)).toBe('2:05');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
    expect(formatDuration(null)).toBe('');
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
  });
});
