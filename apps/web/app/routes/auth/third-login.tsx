import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { AuthCard } from '~/features/auth/AuthCard';
import { providersOf } from '~/features/auth/loader-data';
import { authMeta } from '~/features/auth/meta';
import { ProviderButtons } from '~/features/auth/ProviderButtons';
import { authLinks } from '~/features/auth/styles';

// spec §2 /xuanTieThirdLogin: every configured provider, one button each
export async function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/xuanTieThirdLogin`, providers: await providersOf(context) };
}

export const meta = authMeta('auth.third.title');
export const links = authLinks;

export default function ThirdLoginRoute() {
  const { providers } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthCard>
      <h1>{t('auth.third.title')}</h1>
      {providers.length ? (
        <section className="auth-providers" style={{ borderBlockStart: 0 }}>
          <p>{t('auth.third.intro')}</p>
          <ProviderButtons providers={providers} redirect={params.get('redirect')} />
        </section>
      ) : (
        <Empty description={t('auth.third.empty')} />
      )}
    </AuthCard>
  );
}
