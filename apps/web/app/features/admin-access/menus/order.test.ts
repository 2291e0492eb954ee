import { describe, expect, it } from 'vitest';
import type { MenuRow } from '@occ/shared/admin';
import { canMove, displayOrder, move } from './order';

const row = (key: string, parentKey: string | null, sort: number): MenuRow => ({
  key,
  parentKey,
  sort,
  labelZh: key,
  labelEn: key,
  icon: 'entry',
  route: null,
  permission: null,
  highlights: [],
});

const rows = [
  row('b1', 'b', 10),
  row('a', null, 10),
  row('b', null, 20),
  row('a2', 'a', 20),
  row('a1', 'a', 10),
];

describe('menu order', () => {
  it('lists each group followed by its entries', () => {
    expect(displayOrder(rows).map((r) => r.key)).toEqual(['a', 'a1', 'a2', 'b', 'b1']);
  });
  it('moves an entry among its siblings only', () => {
    expect(move(rows, 'a2', -1).map((r) => r.key)).toEqual(['a', 'a2', 'a1', 'b', 'b1']);
    expect(move(rows, 'a1', -1).map((r) => r.key)).toEqual(['a', 'a1', 'a2', 'b', 'b1']);
    expect(move(rows, 'b', -1).map((r) => r.key)).toEqual(['b', 'b1', 'a', 'a1', 'a2']);
    expect(canMove(rows, 'a2', 1)).toBe(false);
    expect(canMove(rows, 'a2', -1)).toBe(true);
  });
  it('renumbers the siblings it reorders', () => {
    const moved = move(rows, 'a2', -1);
    expect(moved.find((r) => r.key === 'a2')?.sort).toBe(10);
    expect(moved.find((r) => r.key === 'a1')?.sort).toBe(20);
  });
});
