import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusinessButton } from '~/components/business/BusinessButton';

const LINKS = [
  ['/about', 'footer.about'],
  ['/about/agreement', 'footer.agreement'],
  ['/about/privacy', 'footer.privacy'],
  ['/about/law', 'footer.law'],
  ['/about/brand', 'footer.brand'],
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav aria-label={t('nav.about')}>
        <ul>
          {LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{t(label)}</Link>
            </li>
          ))}
          <li>
            <a href="/news/rss.xml">{t('footer.rss')}</a>
          </li>
          <li>
            <Link to="/help">{t('adminAccess.footer.help')}</Link>
          </li>
          <li>
            <BusinessButton />
          </li>
        </ul>
      </nav>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
