import { describe, expect, it } from 'vitest';
import { dictsArea, faqsArea } from '@occ/shared/admin';
import { apiQueryOf, listViewOf, searchOf, sortOrderOf } from './list-view';

describe('declared area list view', () => {
  it('reads page, search, sort and valid filters from the URL', () => {
    const view = listViewOf(
      dictsArea,
      new URLSearchParams('page=3&q=+risc+&sort=-value&type=industry&enabled=false&other=1'),
    );
    expect(view).toEqual({
      page: 3,
      q: 'risc',
      sort: '-value',
      filters: { type: 'industry', enabled: 'false' },
    });
  });

  it('drops what the server would refuse: unknown options, switch values and sorts', () => {
    const view = listViewOf(dictsArea, new URLSearchParams('page=-2&sort=labelZh&type=nope&enabled=yes'));
    expect(view).toEqual({ page: 1, q: '', sort: 'type', filters: {} });
  });

  it('accepts any short dictionary code for a dictionary filter', () => {
    expect(listViewOf(faqsArea, new URLSearchParams('category=account')).filters).toEqual({
      category: 'account',
    });
  });

  it('writes the URL without defaults and the API query with the filters', () => {
    const view = { page: 1, q: '', sort: 'type', filters: { type: 'tag' } };
    expect(searchOf(dictsArea, view).toString()).toBe('type=tag');
    expect(searchOf(dictsArea, { ...view, page: 2, sort: '-sort', q: 'a b' }).toString()).toBe(
      'q=a+b&type=tag&sort=-sort&page=2',
    );
    expect(apiQueryOf({ ...view, page: 2 })).toEqual({ page: '2', sort: 'type', type: 'tag' });
    expect(apiQueryOf({ ...view, page: 2 }, false)).toEqual({ sort: 'type', type: 'tag' });
  });

  it('tells antd the order of a column', () => {
    expect(sortOrderOf('-updatedAt', 'updatedAt')).toBe('descend');
    expect(sortOrderOf('sort', 'sort')).toBe('ascend');
    expect(sortOrderOf('sort', 'updatedAt')).toBeNull();
  });
});
