import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { IconAlert } from '~/components/plain/FormParts';
import { PanelTabs } from '~/components/plain/PanelTabs';
import { currentUserOf, providersOf } from '~/features/auth/loader-data';
import { authMeta } from '~/features/auth/meta';
import { PasswordLoginForm } from '~/features/auth/PasswordLoginForm';
import { ProviderButtons } from '~/features/auth/ProviderButtons';
import { safeRedirect } from '~/features/auth/redirect';

// the second tab's form (and its "Get code") loads when that tab is first shown (issue 14)
const CodeLoginForm = lazy(() =>
  import('~/features/auth/CodeLoginForm').then((m) => ({ default: m.CodeLoginForm })),
);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // already logged in: straight on to where the login was meant to lead
  if (await currentUserOf(context)) throw redirect(safeRedirect(url.searchParams.get('redirect')));
  return { url: `${context.publicUrl}/auth/login`, providers: await providersOf(context) };
}

export const meta = authMeta('auth.login.title');

export default function LoginRoute() {
  const { providers } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect');
  const keep = redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : '';
  return (
    <>
      <h1>{t('auth.login.title')}</h1>
      {params.get('error') === 'sso' ? (
        <IconAlert type="error" title={t('auth.login.failed')} style={{ marginBlockEnd: 16 }} />
      ) : null}
      <PanelTabs<'password' | 'code'>
        defaultActiveKey={params.get('type') === 'code' ? 'code' : 'password'}
        items={[
          {
            key: 'password',
            label: t('auth.login.tabPassword'),
            children: <PasswordLoginForm redirect={redirectTo} />,
          },
          {
            key: 'code',
            label: t('auth.login.tabCode'),
            children: (
              <Suspense fallback={<div className="auth-form-loading" aria-busy="true" />}>
                <CodeLoginForm redirect={redirectTo} />
              </Suspense>
            ),
          },
        ]}
      />
      <div className="auth-links">
        <span>
          {t('auth.login.noAccount')} <Link to={`/auth/register${keep}`}>{t('auth.login.register')}</Link>
        </span>
        <Link to="/auth/forget">{t('auth.login.forgot')}</Link>
      </div>
      {providers.length ? (
        <section className="auth-providers" aria-labelledby="other-ways">
          <h2 id="other-ways">{t('auth.login.otherWays')}</h2>
          <ProviderButtons providers={providers} redirect={redirectTo} />
        </section>
      ) : null}
    </>
  );
}
