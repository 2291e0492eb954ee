import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { AssistantLauncher } from '~/components/assistant/AssistantLauncher';
import { BackToTop } from '~/components/layout/BackToTop';
import { Footer } from '~/components/layout/Footer';
import { Header } from '~/components/layout/Header';
import { NotFound } from '~/components/NotFound';
import { PageError } from '~/components/PageError';
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
