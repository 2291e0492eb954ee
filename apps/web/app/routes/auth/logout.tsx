import { Button, Result, Spin } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '~/features/auth/AuthCard';
import { useAfterLogin } from '~/features/auth/hooks/useAfterLogin';
import { useLogout } from '~/features/auth/hooks/useLogout';
import { authMeta } from '~/features/auth/meta';
import { authLinks } from '~/features/auth/styles';
import { useFeedback } from '~/lib/feedback';

export const meta = authMeta('auth.logout.title');
export const links = authLinks;

// /logout ends the session from the page, never from a GET loader (no state change on GET).
export default function LogoutRoute() {
  const { t } = useTranslation();
  const logout = useLogout();
  const after = useAfterLogin();
  const { message } = useFeedback();
  const started = useRef(false);
  const { mutate } = logout;
  const done = useCallback(
    (providerLogoutUrl: string | null) => {
      // after single sign-on the provider's session ends on its own page, which comes back home
      if (providerLogoutUrl) window.location.assign(providerLogoutUrl);
      else {
        void message.success(t('auth.logout.done'));
        void after('/');
      }
    },
    [after, message, t],
  );

  useEffect(() => {
    // once per visit, also under StrictMode's double effect
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSuccess: done });
  }, [mutate, done]);

  return (
    <AuthCard>
      <h1>{t('auth.logout.title')}</h1>
      {logout.isError ? (
        <Result
          status="error"
          title={t('auth.logout.failed', { message: logout.error.message })}
          extra={
            <Button onClick={() => mutate(undefined, { onSuccess: done })}>{t('auth.logout.retry')}</Button>
          }
        />
      ) : (
        <div className="auth-center" role="status">
          <Spin description={t('auth.logout.progress')}>
            <div style={{ minBlockSize: 48 }} />
          </Spin>
        </div>
      )}
    </AuthCard>
  );
}
