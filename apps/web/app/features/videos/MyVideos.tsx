import { Alert, Empty, Pagination, Progress, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { MY_VIDEO_TABS, VIDEO_STATES, type VideoMineItem, type VideoState } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { LocalTime } from '~/components/LocalTime';
import { useMergedSearchParams } from '~/lib/search-params';
import { useMyVideos } from './api';
import { VideoActions } from './VideoActions';
import { VideoCard } from './VideoCard';

const tabOf = (raw: string | null): VideoState =>
  (VIDEO_STATES as readonly string[]).includes(raw ?? '') ? (raw as VideoState) : MY_VIDEO_TABS[0]!;

function Facts({ v }: { v: VideoMineItem }) {
  const { t } = useTranslation();
  return (
    <div className="vd-facts">
      {v.processing === 'pending' || v.processing === 'processing' ? (
        <Progress
          percent={v.processingProgress}
          size="small"
          status="active"
          aria-label={t('videos.processing.label')}
        />
      ) : null}
      {v.processing === 'failed' ? (
        <div className="vd-cause">
          {t('videos.processing.failed')}: {v.processingError}
        </div>
      ) : null}
      {v.failureCause ? (
        <div className="vd-cause">{t('videos.mine.failureCause', { cause: v.failureCause })}</div>
      ) : null}
      {v.removalReason ? (
        <div className="vd-cause">{t('videos.mine.removalReason', { reason: v.removalReason })}</div>
      ) : null}
      <div className="vd-muted">
        {v.releasedAt ? (
          <span>
            {t('videos.mine.released')} <LocalTime iso={v.releasedAt} withTime />{' '}
          </span>
        ) : null}
        {v.reviewedAt ? (
          <span>
            {t('videos.mine.reviewed')} <LocalTime iso={v.reviewedAt} withTime />{' '}
          </span>
        ) : null}
        <span>
          {t('videos.mine.updated')} <LocalTime iso={v.updatedAt} withTime />
        </span>
      </div>
    </div>
  );
}

function Tab({ state, page, onPage }: { state: VideoState; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const list = useMyVideos(state, page);
  const data = list.data;
  if (!data)
    return list.isError ? <Alert type="error" title={t('videos.list.failed')} /> : <Skeleton active />;
  if (data.items.length === 0) return <Empty description={t('videos.list.empty')} />;
  return (
    <>
      <div className="vd-grid" aria-busy={list.isFetching}>
        {data.items.map((v) => (
          <VideoCard
            key={v.id}
            v={v}
            link={v.state === 'published'}
            extra={
              <>
                <Facts v={v} />
                <VideoActions id={v.id} name={v.name} can={v.can} />
              </>
            }
          />
        ))}
      </div>
      {data.total > data.pageSize ? (
        <Pagination
          className="vd-pager"
          current={data.page}
          pageSize={data.pageSize}
          total={data.total}
          showSizeChanger={false}
          onChange={onPage}
        />
      ) : null}
    </>
  );
}

/** /people/my/video: my videos by lifecycle tab (draft, published, under review, failed, removed) with counts. */
export function MyVideos() {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  const state = tabOf(params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  // the counts come with every tab's answer; the current tab's is enough for all labels
  const counts = useMyVideos(state, page).data?.counts;
  const go = (next: VideoState, nextPage = 1) =>
    setParams(
      (p) => {
        p.set('state', next);
        if (nextPage > 1) p.set('page', String(nextPage));
        else p.delete('page');
        return p;
      },
      { preventScrollReset: true },
    );
  return (
    <>
      <div className="vd-head">
        <span />
        <LinkButton type="primary" to="/community/video/upload">
          {t('videos.list.upload')}
        </LinkButton>
      </div>
      <Tabs
        activeKey={state}
        onChange={(key) => go(key as VideoState)}
        items={MY_VIDEO_TABS.map((key) => ({
          key,
          label: counts ? `${t(`videos.states.${key}`)} (${counts[key]})` : t(`videos.states.${key}`),
          children: key === state ? <Tab state={key} page={page} onPage={(p) => go(key, p)} /> : null,
        }))}
      />
    </>
  );
}
