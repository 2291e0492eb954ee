import { Result, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { LinkButton } from '~/components/LinkButton';
import { AuthCard } from '~/features/auth/AuthCard';
import { authMeta } from '~/features/auth/meta';
import { PendingBindForm, PendingRegisterForm } from '~/features/auth/PendingForms';
import { authLinks } from '~/features/auth/styles';
import { apiCall } from '~/lib/loader-api';

interface Pending {
  provider: string;
  label: string;
  accountName: string;
  email: string | null;
}

// After a first single sign-on: the identity waits in a cookie until it gets an account.
export async function loader({ context }: LoaderFunctionArgs) {
  const { body } = await apiCall<Pending>(context, '/api/sso/pending');
  return { url: `${context.publicUrl}/waitregister`, pending: body.success ? body.result : null };
}

export const meta = authMeta('auth.wait.title');
export const links = authLinks;

export default function WaitRegisterRoute() {
  const { pending } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AuthCard>
      <h1>{t('auth.wait.title')}</h1>
      {pending ? (
        <>
          <p>{t('auth.wait.intro', { provider: pending.label, account: pending.accountName })}</p>
          <Tabs
            items={[
              { key: 'register', label: t('auth.wait.tabRegister'), children: <PendingRegisterForm /> },
              { key: 'bind', label: t('auth.wait.tabBind'), children: <PendingBindForm /> },
            ]}
          />
        </>
      ) : (
        <Result
          status="info"
          title={<h2 className="result-title">{t('auth.wait.none')}</h2>}
          subTitle={t('auth.wait.noneHint')}
          extra={
            <LinkButton type="primary" to="/auth/login">
              {t('auth.wait.toLogin')}
            </LinkButton>
          }
        />
      )}
    </AuthCard>
  );
}
