import { describe, expect, it } from 'vitest';
import { filtersFromSearch, listApiQuery, withFilter } from './query';

describe('blog list filters', () => {
  it('reads the URL with defaults for missing or bad values', () => {
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual({ tag: undefined, sort: 'latest', page: 1 });
    expect(filtersFromSearch(new URLSearchParams('tag=linux&sort=hottest&page=3'))).toEqual({
      tag: 'linux',
      sort: 'hottest',
      page: 3,
    });
    expect(filtersFromSearch(new URLSearchParams('sort=oldest&page=-2'))).toEqual({
      tag: undefined,
      sort: 'latest',
      page: 1,
    });
  });

  it('builds the API query', () => {
    expect(listApiQuery({ tag: 'c++', sort: 'latest', page: 2 })).toBe('tag=c%2B%2B&sort=latest&page=2');
    expect(listApiQuery({ sort: 'hottest', page: 1 }, 30)).toBe('sort=hottest&page=1&pageSize=30');
  });

  it('returns to page 1 when a filter changes and leaves defaults out', () => {
    const sp = new URLSearchParams('tag=linux&page=4');
    expect(withFilter(sp, 'sort', 'hottest').toString()).toBe('tag=linux&sort=hottest');
    expect(withFilter(sp, 'page', '5').toString()).toBe('tag=linux&page=5');
    expect(withFilter(sp, 'tag').toString()).toBe('');
    expect(withFilter(new URLSearchParams('sort=hottest'), 'sort', 'latest').toString()).toBe('');
  });
});
