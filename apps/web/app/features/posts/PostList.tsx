import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { POST_SORTS, type Page, type PostListItem } from '@occ/shared';
import { RadioButtons } from '~/components/plain/Choice';
import { Pager } from '~/components/plain/Pager';
import { ClosableTag, Empty } from '~/components/plain/plain';
import { PostCard } from './PostCard';
import { withFilter, type PostFilters } from './query';

/**
 * The blog list (spec §2 /community/post): hot tags to filter by, latest or hottest first, pages,
 * and "No related blog" when nothing matches. Every filter is a URL change the loader answers.
 */
export function PostList({
  page,
  filters,
  hotTags,
}: {
  page: Page<PostListItem>;
  filters: PostFilters;
  hotTags: string[];
}) {
  const { t } = useTranslation();
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  const loading = useNavigation().state === 'loading';
  const to = (key: 'tag' | 'sort' | 'page', value?: string) => {
    const next = withFilter(sp, key, value).toString();
    return next ? `?${next}` : '.';
  };
  const go = (key: 'tag' | 'sort' | 'page', value?: string) =>
    void navigate(to(key, value), { preventScrollReset: key !== 'page' });

  return (
    <div className="pt-list" aria-busy={loading}>
      <div className="pt-filters">
        <RadioButtons
          value={filters.sort}
          onChange={(v) => go('sort', v)}
          aria-label={t('posts.list.sort')}
          options={POST_SORTS.map((s) => ({ value: s, label: t(`posts.list.sorts.${s}`) }))}
          data-testid="post-sort"
        />
        {hotTags.length || filters.tag ? (
          <nav className="pt-hot-tags" aria-label={t('posts.list.hotTags')}>
            <span className="pt-muted">{t('posts.list.hotTags')}</span>
            <ul>
              <li>
                <Link to={to('tag')} aria-current={!filters.tag ? 'page' : undefined}>
                  {t('posts.list.allTags')}
                </Link>
              </li>
              {[...new Set([...(filters.tag ? [filters.tag] : []), ...hotTags])].map((tag) => (
                <li key={tag}>
                  <Link to={to('tag', tag)} aria-current={filters.tag === tag ? 'page' : undefined}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {filters.tag ? (
          <div>
            <ClosableTag onClose={() => go('tag')} closeLabel={t('posts.list.clearTag')}>
              {t('posts.list.taggedWith', { tag: filters.tag })}
            </ClosableTag>
          </div>
        ) : null}
      </div>
      {page.items.length === 0 ? (
        <Empty description={t('posts.list.empty')} data-testid="post-list-empty" />
      ) : (
        <div className="pt-cards">
          {page.items.map((p) => (
            <PostCard key={p.id} post={p} onTag={(tag) => to('tag', tag)} />
          ))}
        </div>
      )}
      {page.total > page.pageSize ? (
        <Pager
          className="pt-pagination"
          current={page.page}
          pageSize={page.pageSize}
          total={page.total}
          href={(n) => to('page', String(n))}
        />
      ) : null}
    </div>
  );
}
