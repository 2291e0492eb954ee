import { useTranslation } from 'react-i18next';
import {
  data,
  Outlet,
  type ClientLoaderFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { isSessionLost } from '@occ/shared';
import type { ConsoleInfo } from '@occ/shared/admin';
import { RouteErrorResult } from '~/components/RouteErrorResult';
import { ConsoleShell } from '~/features/admin-console/ConsoleShell';
import css from '~/features/admin-console/console.css?url';
import { menuEntries } from '~/features/admin-console/menu';
import { loadConsoleCatalog } from '~/i18n';
import { loginRedirect } from '~/lib/access';
import { apiCall } from '~/lib/loader-api';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

/**
 * The admin console: GET /api/admin/console says which menu entries the user sees. A visitor
 * goes to login; a user with no entry (or refused) gets 403. Child pages load their data in the
 * browser, so nothing of the console reaches a refused user. The answer (menu, permissions,
 * isAdmin) is this route's loader data: pages read it with useConsoleInfo().
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<ConsoleInfo> {
  const { status, body } = await apiCall<ConsoleInfo>(context, '/api/admin/console');
  if (status === 401 || (!body.success && isSessionLost(body.code))) throw loginRedirect(request.url);
  if (status === 403 || (body.success && menuEntries(body.result.menu).length === 0)) {
    throw new Response('Forbidden', { status: 403 });
  }
  if (!body.success)
    throw data({ message: body.message, code: body.code }, { status: status >= 400 ? status : 500 });
  return body.result;
}

/** Coming from a public page, the console's tier of the UI catalogue arrives with the menu. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs): Promise<ConsoleInfo> {
  const [info] = await Promise.all([
    serverLoader<typeof loader>(),
    loadConsoleCatalog(document.documentElement.lang || 'zh-CN'),
  ]);
  return info;
}

// filters and pages live in the search: only a new path or a submission asks for the menu again
// (console writes refresh it through the ['admin', 'console'] query)
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname && !formMethod ? false : defaultShouldRevalidate);

export default function AdminLayout() {
  return (
    <ConsoleShell>
      <Outlet />
    </ConsoleShell>
  );
}

/** 403 (with HTTP 403) for a user without the console; other failures say the page broke. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <RouteErrorResult forbiddenTitle={t('admin.forbiddenTitle')} forbiddenBody={t('admin.forbiddenBody')} />
  );
}
