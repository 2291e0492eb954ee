import { useTranslation } from 'react-i18next';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { MY_POST_TABS, type PostState } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { MyPosts } from '~/features/posts/mine/MyPosts';
import { postsLinks, postsPageMeta } from '~/features/posts/page-meta';
import { localeOfMatches } from '~/lib/meta';
import { useMergedSearchParams } from '~/lib/search-params';
import { keepOnSearchChange } from '~/lib/revalidate';

export const links: LinksFunction = postsLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/post` };
}

// a tab or page change only touches ?tab=/?page=: the list fetches itself
export const shouldRevalidate = keepOnSearchChange;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  postsPageMeta(localeOfMatches(matches), 'mine', data?.url, { private: true });

const tabOf = (v: string | null): PostState =>
  (MY_POST_TABS as readonly string[]).includes(v ?? '') ? (v as PostState) : 'published';

/** /people/my/post?tab=published|audit|fail|been_removed|drafts&page= */
export default function MyPostPage() {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  const state = tabOf(params.get('tab'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <section aria-labelledby="people-post-title">
      <div className="cm-head pt-row" style={{ justifyContent: 'space-between' }}>
        <h1 id="people-post-title">{t('posts.pages.mine.title')}</h1>
        <LinkButton type="primary" to="/community/post/write">
          {t('posts.list.write')}
        </LinkButton>
      </div>
      <MyPosts
        state={state}
        page={page}
        onChange={(patch) =>
          setParams(
            (prev) => {
              const next = { tab: tabOf(prev.get('tab')), page: Number(prev.get('page')) || 1, ...patch };
              if (patch.state) next.tab = patch.state;
              return new URLSearchParams({
                ...(next.tab !== 'published' ? { tab: next.tab } : {}),
                ...(next.page > 1 ? { page: String(next.page) } : {}),
              });
            },
            { preventScrollReset: true },
          )
        }
      />
    </section>
  );
}
