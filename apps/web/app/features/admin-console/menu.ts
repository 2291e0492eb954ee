import type { MenuNode } from '@occ/shared/admin';

// The console menu as the server sends it (GET /api/admin/console, already filtered for the
// user): groups (route null) holding entries (a route). Pure functions, unit-tested.

/** The menu label in the reader's language: Chinese for zh-*, English otherwise. */
export function menuLabel(node: Pick<MenuNode, 'labelZh' | 'labelEn'>, language: string): string {
  return /^zh\b/i.test(language) ? node.labelZh || node.labelEn : node.labelEn || node.labelZh;
}

/** Every entry (a node with a route) in menu order, depth first. */
export function menuEntries(menu: readonly MenuNode[]): MenuNode[] {
  return menu.flatMap((n) => [...(n.route ? [n] : []), ...menuEntries(n.children)]);
}

/** `route` is `pathname` or a parent of it at a `/` boundary. */
const covers = (route: string, pathname: string) =>
  route === pathname || (route !== '/' && pathname.startsWith(`${route.replace(/\/+$/, '')}/`));

/**
 * The entry to highlight for `pathname` (spec §2 highlighted-menu mapping): the entry whose
 * route is the pathname; otherwise the entry whose own route or one of whose `highlights`
 * covers it at a `/` boundary (`/admin/modify_faq/3` → the entry with `/admin/modify_faq`),
 * the longest such route winning. Null when no entry covers the page (the console index).
 */
export function activeEntry(menu: readonly MenuNode[], pathname: string): MenuNode | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const entries = menuEntries(menu);
  const exact = entries.find((e) => e.route === path);
  if (exact) return exact;
  let best: { entry: MenuNode; length: number } | null = null;
  for (const entry of entries) {
    for (const route of [entry.route!, ...entry.highlights]) {
      if (covers(route, path) && (!best || route.length > best.length))
        best = { entry, length: route.length };
    }
  }
  return best?.entry ?? null;
}
