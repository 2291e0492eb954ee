import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { NewsSummary, Page } from '@occ/shared';
import { NewsList } from '~/features/news/NewsList';
import { apiGet } from '~/lib/loader-api';
import { translateFor } from '~/i18n';
import { localeOfMatches, pageMeta } from '~/lib/meta';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? '1');
  const q = Number.isInteger(page) && page > 0 ? page : 1;
  const news = await apiGet<Page<NewsSummary>>(context, `/api/news?page=${q}`);
  return { news, url: `${context.publicUrl}/news${q > 1 ? `?page=${q}` : ''}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const title = `${translateFor(locale, 'news.title')} · ${translateFor(locale, 'app.name')}`;
  const description = translateFor(locale, 'news.description');
  return data ? pageMeta({ title, description, url: data.url }) : [{ title }];
};

export default function NewsListRoute() {
  const { news } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page-narrow">
      <h1>{t('news.title')}</h1>
      <NewsList page={news} />
    </div>
  );
}
