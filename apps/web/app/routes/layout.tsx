import {
  isRouteErrorResponse,
  Outlet,
  useRouteError,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { AssistantLauncher } from '~/components/assistant/AssistantLauncher';
import { BackToTop } from '~/components/layout/BackToTop';
import { Footer } from '~/components/layout/Footer';
import { Header } from '~/components/layout/Header';
import { NotFound } from '~/components/NotFound';
import { PageError } from '~/components/PageError';
import { loadPathCatalog, pathCatalogLoaded } from '~/i18n';
import { useRootData } from '~/root';

function Shell({ children }: { children: React.ReactNode }) {
  const locale = useRootData()?.locale ?? 'zh-CN';
  return (
    <div className="site">
      <Header locale={locale} />
      {children}
      <Footer />
      <BackToTop />
      <AssistantLauncher />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <main id="main" className="site-main">
        <Outlet />
      </main>
    </Shell>
  );
}

/** Errors of any page keep the header and footer: 404 → the not-found page, else a retry. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = (error.data as { message?: string } | null)?.message;
    return (
      <Shell>
        <main id="main" className="site-main">
          <NotFound message={message} />
        </main>
      </Shell>
    );
  }
  return (
    <Shell>
      <PageError />
    </Shell>
  );
}

// The UI catalogue comes in areas (i18n/tiers.ts). The server renders with all of them; in the
// browser the next page's areas arrive before it renders, so it never shows a bare key. The
// server loader (nothing) keeps the clientLoader out of hydration: entry.client.tsx has loaded the
// first page's areas already, and the server's HTML is kept instead of a fallback.
export const loader = () => null;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  // a failed load keeps the page working, with key names where words are missing
  await loadPathCatalog(new URL(request.url).pathname).catch(() => undefined);
  return null;
}

/** Runs the clientLoader when the next path needs an area not loaded yet (and when React Router would). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || !pathCatalogLoaded(nextUrl.pathname);
