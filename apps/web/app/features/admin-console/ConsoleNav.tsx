import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { MenuNode } from '@occ/shared/admin';
import { menuEntries, menuLabel } from './menu';

/**
 * The console menu from the menu data: the overview, then each group with its entries. The
 * highlighted entry is decided by `activeKey` (activeEntry in menu.ts), so detail and edit
 * routes keep their parent entry highlighted.
 */
export function ConsoleNav({
  menu,
  activeKey,
  onNavigate,
}: {
  menu: readonly MenuNode[];
  activeKey: string | null;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const entry = (n: MenuNode) => (
    <li key={n.key}>
      <Link
        to={n.route!}
        className={n.key === activeKey ? 'active' : undefined}
        aria-current={n.key === activeKey ? 'page' : undefined}
        data-menu-key={n.key}
        onClick={onNavigate}
      >
        {menuLabel(n, i18n.language)}
      </Link>
    </li>
  );
  const node = (n: MenuNode) => {
    if (n.route) return entry(n);
    const groupId = `console-menu-group-${n.key}`;
    return (
      <li key={n.key} className="console-nav-group">
        <span id={groupId} className="console-nav-group-label">
          {menuLabel(n, i18n.language)}
        </span>
        <ul aria-labelledby={groupId}>
          {n.children.filter((c) => c.route || menuEntries(c.children).length > 0).map(node)}
        </ul>
      </li>
    );
  };
  return (
    <nav aria-label={t('admin.nav.label')} className="side-nav console-nav">
      <ul>
        <li>
          <NavLink to="/admin" end onClick={onNavigate}>
            {t('admin.nav.home')}
          </NavLink>
        </li>
        {/* a group the user can open nothing in is not shown */}
        {menu.filter((n) => n.route || menuEntries(n.children).length > 0).map(node)}
      </ul>
    </nav>
  );
}
