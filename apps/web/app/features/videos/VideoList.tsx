import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { VIDEO_SORTS, type Page, type VideoListItem } from '@occ/shared';
import { RadioButtons } from '~/components/plain/Choice';
import { Pager } from '~/components/plain/Pager';
import { Alert, ClosableTag, Empty, PlainButton } from '~/components/plain/plain';
import { useVideos } from './api';
import { filtersFromSearch, listApiQuery, withFilter } from './query';
import { VideoCard } from './VideoCard';

/** The public video list: sort latest or hottest, a tag filter, pages; all in the URL. */
export function VideoList({ initial, initialQuery }: { initial: Page<VideoListItem>; initialQuery: string }) {
  const { t } = useTranslation();
  const [sp, setSp] = useSearchParams();
  const { pathname } = useLocation();
  const filters = filtersFromSearch(sp);
  const apiQuery = listApiQuery(filters);
  const list = useVideos(apiQuery, apiQuery === initialQuery ? initial : undefined);
  const set = (key: 'tag' | 'sort' | 'page', value?: string) =>
    setSp(withFilter(sp, key, value), { preventScrollReset: key !== 'page' });
  const page = list.data;
  return (
    <>
      <div className="vd-filters">
        <RadioButtons
          value={filters.sort}
          onChange={(v) => set('sort', v)}
          aria-label={t('videos.list.sort')}
          options={VIDEO_SORTS.map((s) => ({ value: s, label: t(`videos.list.sorts.${s}`) }))}
        />
        {filters.tag ? (
          <ClosableTag onClose={() => set('tag')} closeLabel={t('videos.list.clearTag')}>
            #{filters.tag}
          </ClosableTag>
        ) : null}
      </div>
      <p className="vd-muted" aria-live="polite" data-testid="video-total">
        {page ? t('videos.list.total', { count: page.total }) : null}
      </p>
      {list.isError && !page ? <Alert type="error" title={t('videos.list.failed')} /> : null}
      {page && page.items.length === 0 ? <Empty description={t('videos.list.empty')} /> : null}
      {page && page.items.length ? (
        <div className="vd-grid" aria-busy={list.isFetching}>
          {page.items.map((v) => (
            <VideoCard key={v.id} v={v} onTag={(tag) => set('tag', tag)} />
          ))}
        </div>
      ) : null}
      {page && page.total > page.pageSize ? (
        <Pager
          className="vd-pager"
          current={page.page}
          pageSize={page.pageSize}
          total={page.total}
          href={(p) => {
            const search = withFilter(sp, 'page', String(p)).toString();
            return search ? `${pathname}?${search}` : pathname;
          }}
        />
      ) : null}
      {list.isError && page ? (
        <PlainButton onClick={() => void list.refetch()}>{t('videos.list.retry')}</PlainButton>
      ) : null}
    </>
  );
}
