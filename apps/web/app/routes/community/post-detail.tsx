import katexCss from 'katex/dist/katex.min.css?url';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  data,
  useLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { PostDetail } from '@occ/shared';
import { POST_KEY, usePost, viewPost } from '~/features/posts/api';
import { postsLinks, postsPageMeta } from '~/features/posts/page-meta';
import { PostArticle } from '~/features/posts/PostArticle';
import { useCurrentUser } from '~/lib/current-user';
import { apiCall } from '~/lib/loader-api';
import { jsonLd, localeOfMatches } from '~/lib/meta';
import { coverSrc } from '~/lib/post-covers';

export const links: LinksFunction = () => [...postsLinks(), { rel: 'stylesheet', href: katexCss }];

// /community/post/detail?id=: server-rendered for everyone (search engines, shared links) with
// JSON-LD Article and OpenGraph; spec §2's login guard applies to what a reader does here (like,
// collect, comment, share, report ask a visitor to log in), not to reading.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get('id') ?? '';
  const { status, body } = await apiCall<PostDetail>(context, `/api/posts/${encodeURIComponent(id || '-')}`);
  if (!body.success) {
    // a malformed id is as missing as an unknown one, and a private post is not there for others
    const notFound = status === 404 || status === 400 || status === 422;
    throw data(
      { message: body.message, code: body.code },
      { status: notFound ? 404 : status >= 400 ? status : 500 },
    );
  }
  return {
    post: body.result,
    url: `${context.publicUrl}/community/post/detail?id=${encodeURIComponent(body.result.id)}`,
    publicUrl: context.publicUrl,
  };
}

/** schema.org Article of a published post. */
function article(p: PostDetail, url: string, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: p.title,
    description: p.summary,
    image: [new URL(coverSrc(p.cover), publicUrl).toString()],
    datePublished: p.releasedAt ?? p.createdAt,
    dateModified: p.reviewedAt ?? p.releasedAt ?? p.updatedAt,
    author: {
      '@type': 'Person',
      name: p.author.nickname,
      url: `${publicUrl}/user/${encodeURIComponent(p.author.id)}`,
    },
    publisher: { '@type': 'Organization', name: 'OCC', url: publicUrl },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    keywords: p.tags.join(', '),
    ...(p.property === 'reprint' && p.sourceUrl ? { isBasedOn: p.sourceUrl } : {}),
    interactionStatistic: [
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: p.likes,
      },
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/CommentAction',
        userInteractionCount: p.comments,
      },
    ],
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => {
  const locale = localeOfMatches(matches);
  if (!d) return postsPageMeta(locale, 'detail', undefined);
  const p = d.post;
  const open = p.state === 'published' && p.permission === 'public';
  const tags = postsPageMeta(locale, 'detail', d.url, {
    title: p.title,
    description: p.summary,
    image: coverSrc(p.cover),
    type: 'article',
    // a private post, a draft or one under review is never for search engines
    private: !open,
  });
  if (!open) return tags;
  return [
    ...tags,
    ...(p.releasedAt ? [{ property: 'article:published_time', content: p.releasedAt }] : []),
    { property: 'article:modified_time', content: p.updatedAt },
    { property: 'article:author', content: p.author.nickname },
    ...p.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    jsonLd(article(p, d.url, d.publicUrl)),
  ];
};

export default function PostDetailPage() {
  const d = useLoaderData<typeof loader>();
  const id = d.post.id;
  const q = usePost(id, d.post);
  const { user } = useCurrentUser();
  const client = useQueryClient();
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    // counted once per viewer per day by the server; once per mount here
    if (viewed.current === id || d.post.state !== 'published') return;
    viewed.current = id;
    viewPost(id)
      .then(({ views }) =>
        client.setQueryData<PostDetail>([...POST_KEY, id], (p) => (p ? { ...p, views } : p)),
      )
      .catch(() => undefined);
  }, [id, d.post.state, client]);
  return (
    <>
      <PostArticle post={q.data ?? d.post} selfId={user?.id ?? null} />
    </>
  );
}
