import { useTranslation } from 'react-i18next';
import {
  data,
  Link,
  useLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import katexCss from 'katex/dist/katex.min.css?url';
import type { NewsDetail } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { jsonLd, localeOfMatches, pageMeta } from '~/lib/meta';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: katexCss }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.newsId ?? '';
  // a non-numeric id is simply an id that does not exist
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const news = await apiGet<NewsDetail>(context, `/api/news/${id}`);
  return { news, url: `${context.publicUrl}/new/${news.id}`, publicUrl: context.publicUrl };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: `404 · ${translateFor(localeOfMatches(matches), 'app.name')}` }];
  const { news, url, publicUrl } = data;
  const image = news.coverUrl ? new URL(news.coverUrl, publicUrl).toString() : undefined;
  return [
    ...pageMeta({
      title: news.title,
      description: news.summary,
      url,
      image,
      type: 'article',
      locale: news.locale,
    }),
    { property: 'article:published_time', content: news.publishedAt },
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: news.title,
      description: news.summary,
      datePublished: news.publishedAt,
      dateModified: news.updatedAt,
      inLanguage: news.locale,
      mainEntityOfPage: url,
      ...(image ? { image: [image] } : {}),
      author: { '@type': 'Organization', name: news.source },
      publisher: { '@type': 'Organization', name: 'OCC' },
    }),
  ];
};

export default function NewsDetailRoute() {
  const { news } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  return (
    <div className="page page-narrow">
      <nav aria-label={t('news.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t('nav.home')}</Link>
          </li>
          <li>
            <Link to="/news">{t('nav.news')}</Link>
          </li>
          <li aria-current="page">{news.title}</li>
        </ol>
      </nav>
      <article className="news-detail" lang={news.locale}>
        <h1>{news.title}</h1>
        <p className="news-item-meta">
          <span>
            {t('news.published')}: <LocalTime iso={news.publishedAt} withTime />
          </span>
          <span>
            {t('news.source')}: {news.source}
          </span>
        </p>
        {news.locale !== i18n.language && i18n.language === 'en-US' ? (
          <p className="notice">{t('news.translationMissing')}</p>
        ) : null}
        {news.coverUrl ? (
          <img className="news-detail-cover" src={news.coverUrl} alt="" width={640} height={360} />
        ) : null}
        {/* html comes from the server's sanitising markdown pipeline */}
        <div className="markdown-body" dangerouslySetInnerHTML={{ __html: news.html }} />
      </article>
      <nav className="news-neighbours" aria-label={t('news.pagination')}>
        {news.prevId ? (
          <Link to={`/new/${news.prevId}`} rel="prev">
            ← {t('news.prev')}
          </Link>
        ) : (
          <span />
        )}
        <Link to="/news">{t('news.backToList')}</Link>
        {news.nextId ? (
          <Link to={`/new/${news.nextId}`} rel="next">
            {t('news.next')} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
