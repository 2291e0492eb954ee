import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { Page, PostListItem } from '@occ/shared';
import { ButtonLink } from '~/components/plain/plain';
import { postsLinks, postsPageMeta } from '~/features/posts/page-meta';
import { PostList } from '~/features/posts/PostList';
import { filtersFromSearch, listApiQuery } from '~/features/posts/query';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

const HOT_TAGS = 12;

export const links = postsLinks;

// /community/post: published public posts, server-rendered; tag, sort and page in the URL.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = filtersFromSearch(url.searchParams);
  const [page, hottest] = await Promise.all([
    apiGet<Page<PostListItem>>(context, `/api/posts?${listApiQuery(filters)}`),
    apiGet<Page<PostListItem>>(context, `/api/posts?${listApiQuery({ sort: 'hottest', page: 1 }, 30)}`),
  ]);
  // the tags of the hottest posts, most frequent first
  const counts = new Map<string, number>();
  for (const p of hottest.items) for (const tag of p.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const hotTags = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, HOT_TAGS)
    .map(([name]) => name);
  const canonical = filters.tag ? `?tag=${encodeURIComponent(filters.tag)}` : '';
  return { page, filters, hotTags, url: `${context.publicUrl}/community/post${canonical}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...postsPageMeta(localeOfMatches(matches), 'list', data?.url),
  { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', href: '/community/post/rss.xml' },
];

export default function PostListPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <div className="cm-head">
        <h1>{t('posts.pages.list.title')}</h1>
        <ButtonLink look={{ type: 'primary' }} to="/community/post/write" data-testid="write-post">
          {t('posts.list.write')}
        </ButtonLink>
      </div>
      <PostList page={data.page} filters={data.filters} hotTags={data.hotTags} />
    </>
  );
}
