import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCurrentUser } from '~/lib/current-user';
import { sectionsFor } from './sections';

/**
 * The console's left menu. A section stays highlighted on its detail routes (NavLink without
 * `end` matches /admin/device/… too), like the spec's highlighted-menu mapping.
 */
export function AdminNav() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <nav aria-label={t('admin.nav.label')} className="side-nav">
      <ul>
        <li>
          <NavLink to="/admin" end>
            {t('admin.nav.home')}
          </NavLink>
        </li>
        {sectionsFor(user).map((s) => (
          <li key={s.key}>
            <NavLink to={s.to}>{t(`admin.nav.${s.key}`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
