import { Alert, Button, Empty, Pagination, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, type ResourceItem } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { LocalTime } from '~/components/LocalTime';
import { PAGE_SIZE, useDeleteMyResource, useMyResources } from './api';
import { EditResource } from './EditResource';
import { RowActions } from './RowActions';

const REVIEW_COLOURS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/**
 * /people/my/download: the enterprise's own resources with their review state (an upload or edit
 * is public once approved in the console's approve queue), with edit and withdraw.
 */
export function MyResources() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ResourceItem | null>(null);
  const list = useMyResources(page);
  const remove = useDeleteMyResource();
  const data = list.data;
  return (
    <>
      <LinkButton to="/people/my/download/addResource" type="primary">
        {t('resources.mine.add')}
      </LinkButton>
      <Typography.Paragraph type="secondary">{t('resources.mine.reviewHelp')}</Typography.Paragraph>
      {!data ? (
        list.isError ? (
          <Alert type="error" title={t('resources.failed')} />
        ) : null
      ) : data.items.length === 0 ? (
        <Empty description={t('resources.mine.empty')} />
      ) : (
        <>
          <Table<ResourceItem>
            rowKey="id"
            dataSource={data.items}
            pagination={false}
            style={{ marginBlockStart: 16 }}
            scroll={{ x: true }}
            columns={[
              { title: t('resources.columns.name'), dataIndex: 'name' },
              { title: t('resources.columns.type'), render: (_, r) => t(`resources.types.${r.type}`) },
              { title: t('resources.meta.product'), render: (_, r) => r.product?.name ?? '—' },
              { title: t('resources.meta.version'), render: (_, r) => r.version || '—' },
              { title: t('resources.columns.size'), render: (_, r) => formatBytes(r.size) },
              { title: t('resources.columns.downloads'), dataIndex: 'downloads' },
              {
                title: t('resources.columns.review'),
                render: (_, r) => {
                  const state = r.review?.state ?? 'approved';
                  return (
                    <Tag color={REVIEW_COLOURS[state]} data-review={state}>
                      {t(`resources.mine.review.${state}`, { comment: r.review?.comment ?? '' })}
                    </Tag>
                  );
                },
              },
              { title: t('resources.columns.updated'), render: (_, r) => <LocalTime iso={r.updatedAt} /> },
              {
                title: t('resources.columns.actions'),
                render: (_, r) => (
                  <span style={{ display: 'inline-flex', gap: 8 }}>
                    <Button onClick={() => setEditing(r)}>{t('resources.meta.edit')}</Button>
                    <RowActions
                      name={r.name}
                      linkPath={`/api/resources/${r.id}/link`}
                      confirmTitle={t('resources.meta.confirmWithdraw', { name: r.name })}
                      confirmDescription={t('resources.meta.withdrawHelp')}
                      deleteLabel={t('resources.meta.withdraw')}
                      doneMessage={t('resources.meta.withdrawn')}
                      onDelete={() => remove.mutateAsync(r.id)}
                    />
                  </span>
                ),
              },
            ]}
          />
          {data.total > PAGE_SIZE ? (
            <Pagination current={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
          ) : null}
          {editing ? <EditResource resource={editing} onClose={() => setEditing(null)} /> : null}
        </>
      )}
    </>
  );
}
