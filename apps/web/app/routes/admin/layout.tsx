import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Outlet, useRouteError, type LoaderFunctionArgs } from 'react-router';
import type { CurrentUser } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { AdminNav } from '~/features/admin-lab/AdminNav';
import { requireAccess } from '~/lib/access';
import { apiCall } from '~/lib/loader-api';

// The admin console: a visitor goes to login, a logged-in user without the console gets 403.
// Child pages load their data in the browser, so nothing of the console reaches a refused user.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { body } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  requireAccess(body.success ? body.result : null, 'console', request.url);
  return null;
}

export default function AdminLayout() {
  return (
    <div className="page with-side-nav">
      <AdminNav />
      <div className="side-content">
        <Outlet />
      </div>
    </div>
  );
}

/** 403 (with HTTP 403) for a user without the console; other failures say the page broke. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <div className="page">
      <Result
        status={forbidden ? '403' : 'error'}
        title={<h1 className="result-title">{t(forbidden ? 'admin.forbiddenTitle' : 'error.page')}</h1>}
        subTitle={t(forbidden ? 'admin.forbiddenBody' : 'error.pageDetail')}
        extra={
          <LinkButton type="primary" to="/">
            {t('admin.home')}
          </LinkButton>
        }
      />
    </div>
  );
}
