import { describe, expect, it } from 'vitest';
import { boardsApiQuery, filtersFromSearch, hasFilters, tabFromSearch, withFilter } from './query';

describe('board filters in the URL', () => {
  it('reads lists, ids and a valid range, and writes them back in a fixed order', () => {
    const sp = new URLSearchParams(
      'os=Debian,openEuler&company=3,x,1&from=2026-05-04T02:00:00Z&to=2026-05-04T04:00:00Z&page=2',
    );
    const f = filtersFromSearch(sp);
    expect(f.os).toEqual(['Debian', 'openEuler']);
    expect(f.company).toEqual([3, 1]);
    expect(f.from).toBe('2026-05-04T02:00:00.000Z');
    expect(f.page).toBe(2);
    expect(hasFilters(f)).toBe(true);
    expect(boardsApiQuery(f)).toBe(
      'os=Debian%2CopenEuler&company=3%2C1&from=2026-05-04T02%3A00%3A00.000Z&to=2026-05-04T04%3A00%3A00.000Z&page=2',
    );
  });

  it('ignores a reversed or broken range and a bad page', () => {
    const f = filtersFromSearch(
      new URLSearchParams('from=2026-05-04T04:00:00Z&to=2026-05-04T02:00:00Z&page=-3'),
    );
    expect(f.from).toBeUndefined();
    expect(f.page).toBe(1);
    expect(hasFilters(f)).toBe(false);
    expect(boardsApiQuery(f)).toBe('');
    expect(filtersFromSearch(new URLSearchParams('from=soon&to=later')).to).toBeUndefined();
  });

  it('changing a filter drops the page and keeps the tab', () => {
    const sp = new URLSearchParams('tab=reserve&page=3&os=Debian');
    expect(withFilter(sp, 'os', []).toString()).toBe('tab=reserve');
    expect(withFilter(sp, 'company', [7, 8]).toString()).toBe('tab=reserve&os=Debian&company=7%2C8');
    const ranged = withFilter(sp, 'range', ['a', 'b']);
    expect([ranged.get('from'), ranged.get('to'), ranged.get('page')]).toEqual(['a', 'b', null]);
    expect(withFilter(ranged, 'range', null).has('from')).toBe(false);
  });

  it('knows its tabs', () => {
    expect(tabFromSearch(new URLSearchParams('tab=reservations'))).toBe('reservations');
    expect(tabFromSearch(new URLSearchParams('tab=nope'))).toBe('reserve');
  });
});
