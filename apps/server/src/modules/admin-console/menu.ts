import { asc } from 'drizzle-orm';
import {
  holdsAnyOf,
  menuPermissionKeys,
  type MenuNode,
  type MenuRow,
  type MenuUpdate,
  type PermissionHolder,
} from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { adminMenus } from '../../db/schema';

export async function menuRows(db: Db): Promise<MenuRow[]> {
  return db.select().from(adminMenus).orderBy(asc(adminMenus.sort), asc(adminMenus.key));
}

/**
 * The menu tree `who` may see: an entry shows when its permission is held — any one of them when
 * the row names several (`enterprise.review|lab.review`) — as the same permissions open its API;
 * a group shows when it keeps at least one entry.
 */
export function menuFor(rows: MenuRow[], who: PermissionHolder): MenuNode[] {
  const visible = (r: MenuRow) =>
    r.route !== null && (r.permission === null || holdsAnyOf(who, menuPermissionKeys(r.permission)));
  const node = (r: MenuRow, children: MenuNode[]): MenuNode => ({
    key: r.key,
    labelZh: r.labelZh,
    labelEn: r.labelEn,
    icon: r.icon,
    route: r.route,
    highlights: r.highlights,
    children,
  });
  const out: MenuNode[] = [];
  for (const top of rows.filter((r) => r.parentKey === null)) {
    if (top.route !== null) {
      if (visible(top)) out.push(node(top, []));
      continue;
    }
    const children = rows.filter((r) => r.parentKey === top.key && visible(r)).map((r) => node(r, []));
    if (children.length) out.push(node(top, children));
  }
  return out;
}

/** Problems of a whole-menu update that the schema cannot see, as field → message key. */
export function menuProblems(
  items: MenuUpdate['items'],
): { field: string; key: 'keyInUse' | 'fieldInvalid' }[] {
  const problems: { field: string; key: 'keyInUse' | 'fieldInvalid' }[] = [];
  const keys = new Set<string>();
  items.forEach((item, i) => {
    if (keys.has(item.key)) problems.push({ field: `items.${i}.key`, key: 'keyInUse' });
    keys.add(item.key);
  });
  const groups = new Set(items.filter((i) => i.route === null).map((i) => i.key));
  items.forEach((item, i) => {
    if (item.parentKey !== null && !groups.has(item.parentKey))
      problems.push({ field: `items.${i}.parentKey`, key: 'fieldInvalid' });
    if (item.route === null && item.parentKey !== null)
      problems.push({ field: `items.${i}.route`, key: 'fieldInvalid' });
  });
  return problems;
}
