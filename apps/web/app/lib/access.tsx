import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLocation } from 'react-router';
import { accessOf, type AccessFlag, type CurrentUser } from '@occ/shared';
import { ButtonLink } from '~/components/plain/plain';
import { StatusPage } from '~/components/StatusPage';
import { useCurrentUser } from './current-user';

/** Route option: `handle: { access: 'login' | 'enterprise' }` hides the route from menus when false. */
export interface AccessHandle {
  access?: AccessFlag;
}

export function useAccess() {
  return accessOf(useCurrentUser().user);
}

/** Filters menu entries whose access flag is false for the current user. */
export function visibleFor<T extends AccessHandle>(items: T[], user: CurrentUser | null): T[] {
  const access = accessOf(user);
  return items.filter((i) => !i.access || access[i.access]);
}

/** To the login page, which comes back to the address asked for (a loader throws it). */
export function loginRedirect(requestUrl: string): Response {
  const url = new URL(requestUrl);
  return redirect(`/auth/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Loader-side guard: a visitor asking for a guarded page is sent to the login page first. */
export function requireAccess(user: CurrentUser | null, flag: AccessFlag, requestUrl: string) {
  if (accessOf(user)[flag]) return;
  if (!user) throw loginRedirect(requestUrl);
  throw new Response('Forbidden', { status: 403 });
}

function Refused({ flag }: { flag: AccessFlag }) {
  const { t } = useTranslation();
  const location = useLocation();
  const needLogin = flag === 'login';
  return (
    <StatusPage
      status={needLogin ? 'info' : '403'}
      title={t(needLogin ? 'account.loginRequired' : 'account.enterpriseRequired')}
      extra={
        needLogin ? (
          <ButtonLink
            look={{ type: 'primary' }}
            to={`/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
          >
            {t('account.goLogin')}
          </ButtonLink>
        ) : null
      }
    />
  );
}

/** Component guard: renders children only for a logged-in user (spec §2 login guard). */
export function LoginGuard({ children }: { children: ReactNode }) {
  return useAccess().login ? <>{children}</> : <Refused flag="login" />;
}

/** Component guard: renders children only for an enterprise user (userType 1). */
export function EnterpriseGuard({ children }: { children: ReactNode }) {
  const access = useAccess();
  if (!access.login) return <Refused flag="login" />;
  return access.enterprise ? <>{children}</> : <Refused flag="enterprise" />;
}
