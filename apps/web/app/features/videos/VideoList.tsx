import { Alert, Button, Empty, Pagination, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { VIDEO_SORTS, type Page, type VideoListItem } from '@occ/shared';
import { useVideos } from './api';
import { filtersFromSearch, listApiQuery, withFilter } from './query';
import { VideoCard } from './VideoCard';

/** The public video list: sort latest or hottest, a tag filter, pages; all in the URL. */
export function VideoList({ initial, initialQuery }: { initial: Page<VideoListItem>; initialQuery: string }) {
  const { t } = useTranslation();
  const [sp, setSp] = useSearchParams();
  const filters = filtersFromSearch(sp);
  const apiQuery = listApiQuery(filters);
  const list = useVideos(apiQuery, apiQuery === initialQuery ? initial : undefined);
  const set = (key: 'tag' | 'sort' | 'page', value?: string) =>
    setSp(withFilter(sp, key, value), { preventScrollReset: key !== 'page' });
  const page = list.data;
  return (
    <>
      <div className="vd-filters">
        <Radio.Group
          value={filters.sort}
          onChange={(e) => set('sort', e.target.value as string)}
          optionType="button"
          aria-label={t('videos.list.sort')}
          options={VIDEO_SORTS.map((s) => ({ value: s, label: t(`videos.list.sorts.${s}`) }))}
        />
        {filters.tag ? (
          <Tag
            closable
            onClose={() => set('tag')}
            closeIcon={<span aria-label={t('videos.list.clearTag')}>×</span>}
          >
            #{filters.tag}
          </Tag>
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
        <Pagination
          className="vd-pager"
          current={page.page}
          pageSize={page.pageSize}
          total={page.total}
          showSizeChanger={false}
          onChange={(p) => set('page', String(p))}
        />
      ) : null}
      {list.isError && page ? (
        <Button onClick={() => void list.refetch()}>{t('videos.list.retry')}</Button>
      ) : null}
    </>
  );
}
