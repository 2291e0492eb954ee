import { useTranslation } from 'react-i18next';
import { Link, redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { currentUserOf } from '~/features/auth/loader-data';
import { authMeta } from '~/features/auth/meta';
import { safeRedirect } from '~/features/auth/redirect';
import { RegisterForm } from '~/features/auth/RegisterForm';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (await currentUserOf(context)) throw redirect(safeRedirect(url.searchParams.get('redirect')));
  return { url: `${context.publicUrl}/auth/register` };
}

export const meta = authMeta('auth.register.title');

export default function RegisterRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect');
  const keep = redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : '';
  return (
    <>
      <h1>{t('auth.register.title')}</h1>
      <RegisterForm redirect={redirectTo} />
      <div className="auth-links">
        <span>
          {t('auth.register.hasAccount')} <Link to={`/auth/login${keep}`}>{t('auth.register.login')}</Link>
        </span>
      </div>
    </>
  );
}
