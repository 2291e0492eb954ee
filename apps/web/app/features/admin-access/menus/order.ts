import type { MenuRow } from '@occ/shared/admin';

const bySort = (a: MenuRow, b: MenuRow) => a.sort - b.sort || a.key.localeCompare(b.key);

/** Display order: each group (no parent) by sort, followed by its entries by sort; orphans last. */
export function displayOrder(rows: readonly MenuRow[]): MenuRow[] {
  const groups = rows.filter((r) => r.parentKey === null).sort(bySort);
  const out: MenuRow[] = [];
  for (const g of groups) {
    out.push(g);
    out.push(...rows.filter((r) => r.parentKey === g.key).sort(bySort));
  }
  const placed = new Set(out.map((r) => r.key));
  out.push(...rows.filter((r) => !placed.has(r.key)).sort(bySort));
  return out;
}

/**
 * Moves row `key` one place up (-1) or down (+1) among its siblings by renumbering the siblings'
 * sort values (10, 20, …) in the new order. At either end the order stays.
 */
export function move(rows: readonly MenuRow[], key: string, step: -1 | 1): MenuRow[] {
  const row = rows.find((r) => r.key === key);
  if (!row) return displayOrder(rows);
  const siblings = rows.filter((r) => r.parentKey === row.parentKey).sort(bySort);
  const i = siblings.findIndex((r) => r.key === key);
  const j = i + step;
  if (j < 0 || j >= siblings.length) return displayOrder(rows);
  [siblings[i], siblings[j]] = [siblings[j]!, siblings[i]!];
  const sortOf = new Map(siblings.map((r, n) => [r.key, (n + 1) * 10]));
  return displayOrder(rows.map((r) => (sortOf.has(r.key) ? { ...r, sort: sortOf.get(r.key)! } : r)));
}

/** Can row `key` move by `step` among its siblings? */
export function canMove(rows: readonly MenuRow[], key: string, step: -1 | 1): boolean {
  const row = rows.find((r) => r.key === key);
  if (!row) return false;
  const siblings = rows.filter((r) => r.parentKey === row.parentKey).sort(bySort);
  const j = siblings.findIndex((r) => r.key === key) + step;
  return j >= 0 && j < siblings.length;
}
