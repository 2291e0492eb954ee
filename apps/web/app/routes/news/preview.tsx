import { useTranslation } from 'react-i18next';
import { useLoaderData, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import katexCss from 'katex/dist/katex.min.css?url';
import type { NewsDetail } from '@occ/shared';
import { PreviewBanner, PreviewError } from '~/components/Preview';
import { NewsArticle } from '~/features/news/NewsArticle';
import { localeOfMatches } from '~/lib/meta';
import { loadPreview, previewHeaders, previewMeta } from '~/lib/preview';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: katexCss }];

// the working copy of unpublished news: never cached, never indexed
export const headers = previewHeaders;

/**
 * /news/preview/<id>: the news' working copy (news.preview, staff with news.read) rendered as the
 * public page will be. A visitor is sent to login; a user without the permission gets 403.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const news = await loadPreview<NewsDetail>(
    context,
    request,
    params.newsId,
    (id) => `/api/admin/news/${id}/preview`,
  );
  return { news };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  previewMeta(localeOfMatches(matches), data?.news.title);

export default function NewsPreviewRoute() {
  const { news } = useLoaderData<typeof loader>();
  return (
    <div className="page page-narrow">
      <PreviewBanner />
      <NewsArticle news={news} />
    </div>
  );
}

/** 403 → "not allowed", 404 → the not-found page, anything else → the page broke. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return <PreviewError back={{ to: '/', label: t('notFound.home') }} />;
}
