import { useTranslation } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  redirect,
  useLoaderData,
  useRouteError,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import katexCss from 'katex/dist/katex.min.css?url';
import { isSessionLost, type NewsDetail } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { NotFound } from '~/components/NotFound';
import { StatusPage } from '~/components/StatusPage';
import { NewsArticle } from '~/features/news/NewsArticle';
import { translateFor } from '~/i18n';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: katexCss }];

// the working copy of unpublished news: never cached, never indexed
export const headers: HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
});

/**
 * /news/preview/<id>: the news' working copy (news.preview, staff with news.read) rendered as the
 * public page will be. A visitor is sent to login; a user without the permission gets 403.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const id = params.newsId ?? '';
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const { status, body } = await apiCall<NewsDetail>(context, `/api/admin/news/${id}/preview`);
  if (body.success) return { news: body.result };
  if (status === 401 || isSessionLost(body.code)) {
    const url = new URL(request.url);
    throw redirect(`/auth/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  throw data({ message: body.message, code: body.code }, { status: status >= 400 ? status : 500 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const robots = { name: 'robots', content: 'noindex, nofollow' };
  const label = translateFor(locale, 'adminAccess.preview.title');
  if (!data) return [{ title: `${label} · ${translateFor(locale, 'app.name')}` }, robots];
  return [{ title: `${label}: ${data.news.title} · ${translateFor(locale, 'app.name')}` }, robots];
};

export default function NewsPreviewRoute() {
  const { news } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page-narrow">
      <div
        className="preview-banner"
        role="note"
        data-testid="preview-banner"
        style={{
          padding: '10px 16px',
          marginBlockEnd: 16,
          border: '1px solid #d48806',
          borderRadius: 6,
          background: '#fffbe6',
          color: '#613400',
          fontWeight: 600,
        }}
      >
        {t('adminAccess.preview.banner')}
      </div>
      <NewsArticle news={news} />
    </div>
  );
}

/** 403 → "not allowed", 404 → the not-found page, anything else → the page broke. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: string } | null)?.message
    : undefined;
  if (status === 404) return <NotFound message={message} />;
  return (
    <StatusPage
      status={status === 403 ? '403' : 'error'}
      title={
        <h1 className="result-title">{t(status === 403 ? 'adminAccess.preview.forbidden' : 'error.page')}</h1>
      }
      subTitle={status === 403 ? message : t('error.pageDetail')}
      extra={
        <LinkButton type="primary" to="/">
          {t('notFound.home')}
        </LinkButton>
      }
    />
  );
}
