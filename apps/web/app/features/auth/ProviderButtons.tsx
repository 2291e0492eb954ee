import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '~/components/plain/plain';
import { useSsoRedirect } from './hooks/useSsoRedirect';
import { safeRedirect } from './redirect';
import { useFeedback } from '~/lib/feedback';

export interface Provider {
  key: string;
  label: string;
}

/**
 * One button per configured provider (GET /api/sso/providers); a click asks the server where to
 * sign in and leaves for it. The main single sign-on comes first and is the primary button.
 */
export function ProviderButtons({ providers, redirect }: { providers: Provider[]; redirect: string | null }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const go = useSsoRedirect();
  const [busy, setBusy] = useState<string | null>(null);

  const start = async (provider: string) => {
    setBusy(provider);
    try {
      const { url } = await go.mutateAsync({ provider, redirect: safeRedirect(redirect) });
      window.location.assign(url);
    } catch (e) {
      setBusy(null);
      void message.error(e instanceof Error ? e.message : t('auth.login.failed'));
    }
  };

  return (
    <ul>
      {providers.map((p) => (
        <li key={p.key}>
          <PlainButton
            look={{
              type: p.key === 'sso' ? 'primary' : 'default',
              ghost: p.key === 'sso',
              loading: busy === p.key,
              className: 'ant-btn-block',
            }}
            onClick={() => void start(p.key)}
            data-testid={p.key === 'sso' ? 'sso-login' : `provider-${p.key}`}
          >
            {t('auth.providers.loginWith', { label: p.label })}
          </PlainButton>
        </li>
      ))}
    </ul>
  );
}
