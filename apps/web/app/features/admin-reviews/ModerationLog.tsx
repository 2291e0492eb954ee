import { Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { MODERATION_ACTIONS, type ModerationAction, type ModerationLogItem } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { ScrollRegion } from '~/components/ScrollRegion';
import { useModerationLog } from './api';

/** The moderation log (who, what, when, why), newest first, by action, a page at a time. */
export function ModerationLog({
  page,
  action,
  onChange,
}: {
  page: number;
  action?: ModerationAction;
  onChange: (patch: { page?: number; action?: ModerationAction | null }) => void;
}) {
  const { t } = useTranslation();
  const q = useModerationLog(page, action);
  const columns: ColumnsType<ModerationLogItem> = [
    {
      key: 'when',
      title: t('adminReviews.log.when'),
      render: (_, r) => <LocalTime iso={r.createdAt} withTime />,
    },
    {
      key: 'who',
      title: t('adminReviews.log.who'),
      render: (_, r) =>
        r.actor ? `${r.actor.nickname} (${r.actor.username})` : t('adminReviews.log.automatic'),
    },
    {
      key: 'action',
      title: t('adminReviews.log.action'),
      render: (_, r) => t(`adminReviews.log.actions.${r.action}`),
    },
    {
      key: 'what',
      title: t('adminReviews.log.what'),
      render: (_, r) => (
        <>
          {t(`adminReviews.targets.${r.targetType}`, { defaultValue: r.targetType })}
          {': '}
          {r.targetTitle ?? t('adminReviews.log.gone')}
        </>
      ),
    },
    {
      key: 'why',
      title: t('adminReviews.log.why'),
      render: (_, r) => r.reason ?? '—',
    },
  ];
  return (
    <>
      <div className="rv-log-filter">
        <label htmlFor="rv-log-action">{t('adminReviews.log.filter')}</label>
        <Select
          id="rv-log-action"
          allowClear
          value={action}
          placeholder={t('adminReviews.log.allActions')}
          style={{ minWidth: 220 }}
          onChange={(v?: ModerationAction) => onChange({ action: v ?? null, page: 1 })}
          options={MODERATION_ACTIONS.map((a) => ({ value: a, label: t(`adminReviews.log.actions.${a}`) }))}
        />
      </div>
      <ScrollRegion label={t('adminReviews.tabs.log')}>
        <Table<ModerationLogItem>
          rowKey="id"
          columns={columns}
          dataSource={q.data?.items ?? []}
          loading={q.isFetching}
          locale={{ emptyText: q.isError ? t('adminReviews.loadFailed') : t('adminReviews.log.empty') }}
          pagination={{
            current: page,
            pageSize: q.data?.pageSize ?? 10,
            total: q.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => onChange({ page: p }),
          }}
          data-testid="moderation-log"
        />
      </ScrollRegion>
    </>
  );
}
