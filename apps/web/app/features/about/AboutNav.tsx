import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export const ABOUT_PAGES = [
  ['about', '/about'],
  ['agreement', '/about/agreement'],
  ['privacy', '/about/privacy'],
  ['law', '/about/law'],
  ['brand', '/about/brand'],
] as const;

export function AboutNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('about.nav')} className="side-nav">
      <ul>
        {ABOUT_PAGES.map(([slug, to]) => (
          <li key={slug}>
            <NavLink to={to} end>
              {t(`about.${slug}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
