import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { visibleFor } from '~/lib/access';
import { useCurrentUser } from '~/lib/current-user';
import { NAV_ITEMS } from './nav-items';

/** The spec's areas; `className` places it in the wide header or in the phone drawer. */
export function MainNav({ className = 'main-nav' }: { className?: string }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <nav aria-label={t('nav.label')} className={className}>
      <ul>
        {visibleFor(NAV_ITEMS, user).map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} end={item.to === '/'} prefetch="intent">
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
