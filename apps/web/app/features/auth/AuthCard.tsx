import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The centred card of every account page: logo, the way home, the page's content. */
export function AuthCard({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <section className={wide ? 'auth-card wide' : 'auth-card'}>
        <div className="auth-card-head">
          <Link to="/" className="auth-logo">
            <img src="/favicon.svg" alt="" width={24} height={24} />
            <span>{t('app.shortName')}</span>
          </Link>
          <Link to="/">{t('auth.backHome')}</Link>
        </div>
        {children}
      </section>
    </div>
  );
}
