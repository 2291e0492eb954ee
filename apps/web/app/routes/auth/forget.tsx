import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { ForgetForm } from '~/features/auth/ForgetForm';
import { authMeta } from '~/features/auth/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/auth/forget` };
}

export const meta = authMeta('auth.forget.title');

export default function ForgetRoute() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('auth.forget.title')}</h1>
      <ForgetForm />
      <div className="auth-links">
        <Link to="/auth/login">{t('auth.forget.backToLogin')}</Link>
      </div>
    </>
  );
}
