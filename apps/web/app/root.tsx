import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
} from 'react-router';
import {
  accessOf,
  Code,
  contentLocale,
  cookieValue,
  DEBUG_PERMISSION,
  dirOf,
  LOCALE_COOKIE,
  pickLocale,
  REQUEST_CACHE_MS,
  type CurrentUser,
} from '@occ/shared';
import { holds } from '@occ/shared/admin/permissions';
import antdCss from './generated/antd.css?url';
import appCss from './app.css?url';
import headerCss from './header.css?url';
import responsiveCss from './responsive.css?url';
import { DebugOverlay } from './components/debug/DebugOverlay';
import { PageError } from './components/PageError';
import { LocaleSync } from './components/layout/LocaleSync';
import { NavigationWatchdog } from './components/NavigationWatchdog';
import { createI18n } from './i18n';
import { RUNTIME_STYLES_PARAM } from './theme';
import { CurrentUserProvider } from './lib/current-user';
import { FeedbackProvider } from './lib/feedback';
import { PlainRuntimeStyles } from './components/plain/RuntimeStyles';
import { apiCall } from './lib/loader-api';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'stylesheet', href: headerCss },
  { rel: 'stylesheet', href: responsiveCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', href: '/news/rss.xml', title: 'OCC News RSS' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = pickLocale(
    cookieValue(request.headers.get('cookie'), LOCALE_COOKIE),
    request.headers.get('accept-language'),
  );
  // spec §4: the current-user call; any failure means logged out
  const { body } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  const user = body.success ? body.result : null;
  // spec §4: a session past its limit (-2) is said once on the page that finds it
  const sessionNotice = body.code === Code.LOGIN_TIMEOUT ? body.message : null;
  // staff debug mode (spec §3): this page request's figures, sent to staff only
  const debug = holds(user, DEBUG_PERMISSION)
    ? { requestId: context.requestId, serverTime: new Date().toISOString() }
    : null;
  // antd's own runtime styles instead of the static sheet: the screenshot test compares the two
  // (a query parameter, so the anonymous page cache keeps the two apart)
  const runtimeStyles = new URL(request.url).searchParams.get(RUNTIME_STYLES_PARAM) === '1';
  return {
    locale,
    user,
    sessionNotice,
    debug,
    access: accessOf(user),
    publicUrl: context.publicUrl,
    runtimeStyles,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const locale = root?.locale ?? 'zh-CN';
  return (
    <html lang={locale} dir={dirOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* before the portal's own sheets, which refine antd's */}
        {root?.runtimeStyles ? null : <link rel="stylesheet" href={antdCss} />}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Marks <html data-hydrated> once React owns the page (tests and CSS can wait for it). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * What every page needs: requests, words, the date locale and antd's message and modal loaded on
 * first use (`useFeedback`). Ant Design's providers are not
 * here: the routes that use antd mount them (`routes/antd-scope.tsx`), so the site's shell and
 * the light public pages load no antd (issue 14).
 */
function Providers({ locale, children }: { locale: string; children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // spec §9: requests are kept (and fresh) 5 minutes; the current user refreshes on focus
        defaultOptions: { queries: { staleTime: REQUEST_CACHE_MS, gcTime: REQUEST_CACHE_MS, retry: 1 } },
      }),
  );
  const i18n = useMemo(() => createI18n(locale), [locale]);
  const zh = contentLocale(locale) === 'zh-CN';
  // weeks start on Monday in Chinese (spec §9): dayjs's zh-cn locale says so
  dayjs.locale(zh ? 'zh-cn' : 'en');
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

export default function App() {
  const data = useRootData()!;
  return (
    <Providers locale={data.locale}>
      <CurrentUserProvider user={data.user} notice={data.sessionNotice}>
        <LocaleSync locale={data.locale} />
        <NavigationWatchdog />
        <HydrationMark />
        <Outlet />
        <DebugOverlay page={data.debug} />
        <PlainRuntimeStyles />
      </CurrentUserProvider>
    </Providers>
  );
}

export function ErrorBoundary() {
  const locale = useRootData()?.locale ?? 'zh-CN';
  return (
    <Providers locale={locale}>
      <PageError />
    </Providers>
  );
}
