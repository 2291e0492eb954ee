import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useAccess } from '~/lib/access';

export const PEOPLE_PAGES = [
  ['basic', '/people/my/basic'],
  ['safe', '/people/my/safe'],
  ['enterprise', '/people/my/enterprise'],
  ['messages', '/people/my/messages'],
  ['follow', '/people/my/follow'],
  ['fans', '/people/my/fans'],
  ['collection', '/people/my/collection'],
  ['qa', '/people/my/qa'],
  ['post', '/people/my/post'],
  ['video', '/people/my/video'],
  ['course', '/people/my/course'],
  ['certificate', '/people/my/certificate'],
  ['activity', '/people/my/activity'],
  ['download', '/people/my/download'],
  ['product', '/people/my/product'],
  ['vendor', '/people/my/vendor'],
  ['file', '/people/my/file'],
  ['tickets', '/my_work_order'],
] as const;

/** Pages that keep an entry highlighted (spec: /work_order_detail and /support_form → my tickets). */
const HIGHLIGHTS: Record<string, readonly string[]> = {
  download: ['/people/my/download/addResource'],
  product: ['/people/my/product/add'],
  tickets: ['/support_list', '/support_form', '/work_order_detail'],
};

/** The personal centre's left menu; the current page is highlighted (and aria-current). */
export function PeopleNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const access = useAccess();
  return (
    <nav aria-label={t('people.nav.label')} className="side-nav">
      <ul>
        {PEOPLE_PAGES.filter(
          ([key]) => !['download', 'product', 'vendor'].includes(key) || access.enterprise,
        ).map(([key, to]) => (
          <li key={key}>
            <NavLink
              to={to}
              end
              className={({ isActive }) => (isActive || HIGHLIGHTS[key]?.includes(pathname) ? 'active' : '')}
            >
              {t(`people.nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
