import { Alert, Empty, Pagination, Progress, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, type UserFile } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { PAGE_SIZE, useDeleteMyFile, useMyFiles } from './api';
import { RowActions } from './RowActions';

/** Shown as the bar's whole: the files kept beyond it are not refused, the bar only informs. */
const QUOTA_BYTES = 1024 * 1024 * 1024;

/** /people/my/file: the user's home directory (spec §5: bound files go there). */
export function MyFiles() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useMyFiles(page);
  const remove = useDeleteMyFile();
  const data = list.data;
  if (!data) return list.isError ? <Alert type="error" title={t('resources.failed')} /> : null;
  return (
    <>
      <div style={{ maxInlineSize: 420, marginBlockEnd: 16 }}>
        {t('resources.files.used', { used: formatBytes(data.usedBytes), quota: formatBytes(QUOTA_BYTES) })}
        <Progress
          percent={Math.min(100, Math.round((data.usedBytes / QUOTA_BYTES) * 100))}
          size="small"
          aria-label={t('resources.files.quota')}
        />
      </div>
      {data.items.length === 0 ? (
        <Empty description={t('resources.files.empty')} />
      ) : (
        <>
          <Table<UserFile>
            rowKey="id"
            dataSource={data.items}
            pagination={false}
            scroll={{ x: true }}
            columns={[
              { title: t('resources.files.name'), dataIndex: 'name' },
              { title: t('resources.columns.size'), render: (_, f) => formatBytes(f.size) },
              {
                title: t('resources.files.date'),
                render: (_, f) => <LocalTime iso={f.createdAt} withTime />,
              },
              {
                title: t('resources.files.bound'),
                render: (_, f) => t(`resources.files.boundTo.${f.boundTo}`),
              },
              {
                title: t('resources.columns.actions'),
                render: (_, f) => (
                  <RowActions
                    name={f.name}
                    linkPath={`/api/my/files/${f.id}/link`}
                    confirmTitle={t('resources.files.confirmDelete', { name: f.name })}
                    onDelete={() => remove.mutateAsync(f.id)}
                  />
                ),
              },
            ]}
          />
          {data.total > PAGE_SIZE ? (
            <Pagination current={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
          ) : null}
        </>
      )}
    </>
  );
}
