import { Button, Progress, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchRebuild } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { ToneTag } from '~/components/plain/ToneTag';
import { errorText } from '~/lib/form-errors';
import { useIndexStats, useRebuild } from './api';
import { useFeedback } from '~/lib/feedback';

const TONES = { queued: 'neutral', running: 'info', done: 'success', failed: 'error' } as const;

const percent = (r: SearchRebuild) =>
  r.state === 'done' ? 100 : r.total > 0 ? Math.floor((r.done / r.total) * 100) : 0;

function RebuildState({ rebuild }: { rebuild: SearchRebuild }) {
  const { t } = useTranslation();
  return <ToneTag tone={TONES[rebuild.state]}>{t(`searchIndex.state.${rebuild.state}`)}</ToneTag>;
}

/** The search index: size and queue, rebuild one kind or all with a progress bar, recent rebuilds. */
export function SearchIndexPanel() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const stats = useIndexStats();
  const rebuild = useRebuild();
  const [kind, setKind] = useState<string>('');
  const kindLabel = (k: string | null) =>
    k ? t(`searchIndex.kinds.${k}`, { defaultValue: k }) : t('searchIndex.allKinds');

  if (stats.isError) {
    return (
      <p role="alert">
        {t('searchIndex.loadFailed')}{' '}
        <Button onClick={() => void stats.refetch()}>{t('searchIndex.retry')}</Button>
      </p>
    );
  }
  const s = stats.data;
  const current = s?.rebuilds.find((r) => r.state === 'queued' || r.state === 'running');
  const start = async () => {
    try {
      await rebuild.mutateAsync(kind || null);
      void message.success(t('searchIndex.started', { kind: kindLabel(kind || null) }));
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  return (
    <div className="search-index" aria-busy={stats.isPending}>
      <dl className="search-index-facts" data-testid="search-index-facts">
        <div>
          <dt>{t('searchIndex.size')}</dt>
          <dd>{s ? t('searchIndex.megabytes', { n: (s.bytes / 1048576).toFixed(1) }) : '…'}</dd>
        </div>
        <div>
          <dt>{t('searchIndex.pending')}</dt>
          <dd data-testid="search-index-pending">{s ? s.pending : '…'}</dd>
        </div>
        <div>
          <dt>{t('searchIndex.lastRebuild')}</dt>
          <dd>
            {!s ? (
              '…'
            ) : s.lastRebuild?.finishedAt ? (
              <>
                <LocalTime iso={s.lastRebuild.finishedAt} withTime /> · {kindLabel(s.lastRebuild.kind)} ·{' '}
                <RebuildState rebuild={s.lastRebuild} />
              </>
            ) : (
              t('searchIndex.never')
            )}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="search-index-rebuild" className="search-index-section">
        <h2 id="search-index-rebuild">{t('searchIndex.rebuild')}</h2>
        <p>{t('searchIndex.rebuildIntro')}</p>
        <div className="search-index-controls">
          <label htmlFor="search-index-kind">{t('searchIndex.kind')}</label>
          <Select
            id="search-index-kind"
            value={kind}
            onChange={setKind}
            virtual={false}
            style={{ minWidth: 180 }}
            options={[
              { value: '', label: t('searchIndex.allKinds') },
              ...(s?.kinds ?? []).map((k) => ({ value: k.kind, label: kindLabel(k.kind) })),
            ]}
          />
          <Button
            type="primary"
            onClick={() => void start()}
            loading={rebuild.isPending}
            disabled={!!current}
          >
            {t('searchIndex.start')}
          </Button>
        </div>
        {current && (
          <div className="search-index-progress" data-testid="search-index-progress">
            <span>
              {kindLabel(current.kind)} · <RebuildState rebuild={current} /> ·{' '}
              {t('searchIndex.progress', { done: current.done, total: current.total })}
            </span>
            <Progress percent={percent(current)} aria-label={t('searchIndex.progressLabel')} />
          </div>
        )}
      </section>

      <section aria-labelledby="search-index-kinds" className="search-index-section">
        <h2 id="search-index-kinds">{t('searchIndex.perKind')}</h2>
        <Table
          size="small"
          rowKey="kind"
          pagination={false}
          loading={stats.isPending}
          dataSource={s?.kinds ?? []}
          columns={[
            { key: 'kind', title: t('searchIndex.kind'), render: (_, k) => kindLabel(k.kind) },
            { key: 'count', title: t('searchIndex.rows'), dataIndex: 'count' },
          ]}
        />
      </section>

      <section aria-labelledby="search-index-history" className="search-index-section">
        <h2 id="search-index-history">{t('searchIndex.history')}</h2>
        <Table<SearchRebuild>
          size="small"
          rowKey="id"
          pagination={false}
          loading={stats.isPending}
          dataSource={s?.rebuilds ?? []}
          locale={{ emptyText: <span className="search-index-empty">{t('searchIndex.noRebuilds')}</span> }}
          columns={[
            {
              key: 'at',
              title: t('searchIndex.startedAt'),
              render: (_, r) => <LocalTime iso={r.createdAt} withTime />,
            },
            { key: 'kind', title: t('searchIndex.kind'), render: (_, r) => kindLabel(r.kind) },
            {
              key: 'state',
              title: t('searchIndex.stateLabel'),
              render: (_, r) => <RebuildState rebuild={r} />,
            },
            {
              key: 'progress',
              title: t('searchIndex.progressLabel'),
              render: (_, r) => <Progress percent={percent(r)} size="small" />,
            },
            { key: 'error', title: t('searchIndex.error'), render: (_, r) => r.error ?? '' },
          ]}
        />
      </section>

      <section aria-labelledby="search-index-slowest" className="search-index-section">
        <h2 id="search-index-slowest">{t('searchIndex.slowest')}</h2>
        <Table
          size="small"
          rowKey={(q) => `${q.at}-${q.q}`}
          pagination={false}
          dataSource={s?.slowest ?? []}
          locale={{ emptyText: <span className="search-index-empty">{t('searchIndex.noQueries')}</span> }}
          columns={[
            { key: 'q', title: t('searchIndex.keyword'), dataIndex: 'q' },
            { key: 'ms', title: t('searchIndex.ms'), dataIndex: 'ms' },
            { key: 'at', title: t('searchIndex.at'), render: (_, q) => <LocalTime iso={q.at} withTime /> },
          ]}
        />
      </section>
    </div>
  );
}
