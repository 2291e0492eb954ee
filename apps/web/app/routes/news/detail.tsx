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
import { NewsArticle } from '~/features/news/NewsArticle';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { jsonLd, localeOfMatches, pageMeta } from '~/lib/meta';
import { Breadcrumb } from '~/components/Breadcrumb';

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
  const { t } = useTranslation();
  return (
    <div className="page page-narrow">
      <Breadcrumb
        label={t('news.breadcrumb')}
        trail={[
          { to: '/', label: t('nav.home') },
          { to: '/news', label: t('nav.news') },
        ]}
        current={news.title}
      />
      <NewsArticle news={news} />
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
