import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScrolledPast } from '~/lib/scroll';
import { AccountEntry } from './AccountEntry';
import { HeaderDrawer } from './HeaderDrawer';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';
import { NotificationBell } from './NotificationBell';
import { SearchBox } from './SearchBox';

export function Header({ locale }: { locale: string }) {
  const { t } = useTranslation();
  // spec §9: past 100 px of scrolling the header condenses
  const condensed = useScrolledPast();
  return (
    <header className={condensed ? 'site-header is-condensed' : 'site-header'} data-condensed={condensed}>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <div className="site-header-inner">
        <HeaderDrawer locale={locale} />
        <Link to="/" className="logo" aria-label={t('app.name')}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('app.shortName')}</span>
        </Link>
        <MainNav />
        <div className="header-tools">
          <SearchBox />
          <LanguageSwitch locale={locale} />
          <NotificationBell />
          <AccountEntry />
        </div>
      </div>
    </header>
  );
}
