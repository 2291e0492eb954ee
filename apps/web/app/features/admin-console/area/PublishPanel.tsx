import { Button, Card, DatePicker, Empty, List, Modal, Space, Spin, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewHref, type AdminAreaDeclaration, type FieldChange } from '@occ/shared/admin';
import { LocalTime } from '~/components/LocalTime';
import { can, useConsoleInfo } from '../console-info';
import { errorText } from '../errors';
import {
  fetchChanges,
  usePublishArea,
  useRestoreVersion,
  useUnpublishArea,
  useAreaVersions,
  type AreaChanges,
  type AreaRow,
} from './api';
import { useAreaLabels } from './labels';
import { PublishStatusTag } from './StatusTag';
import { plainValue } from './values';
import { useFeedback } from '~/lib/feedback';

/**
 * Draft → preview → publish to production for one saved item: its state, "Publish to
 * production" behind a confirmation that lists what changes (and may schedule it), unpublish,
 * and the published versions with restore (which makes that version the working copy again).
 */
export function PublishPanel({
  decl,
  item,
  dirty,
  onRestored,
}: {
  decl: AdminAreaDeclaration;
  item: AreaRow;
  /** the form holds unsaved changes: publishing would not include them */
  dirty: boolean;
  onRestored: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const info = useConsoleInfo();
  const labels = useAreaLabels(decl);
  const id = String(item.id);
  const versions = useAreaVersions(decl, id);
  const publish = usePublishArea(decl);
  const unpublish = useUnpublishArea(decl);
  const restore = useRestoreVersion(decl);
  const [changes, setChanges] = useState<AreaChanges | null>(null);
  const [loadingChanges, setLoadingChanges] = useState(false);
  const [publishAt, setPublishAt] = useState<Dayjs | null>(null);
  const mayPublish = can(info, decl.actions.publish ?? decl.actions.update);
  const mayRestore = can(info, decl.actions.update);
  const status = item.status;

  const openPublish = async () => {
    setLoadingChanges(true);
    try {
      setPublishAt(null);
      setChanges(await fetchChanges(decl, id));
    } catch (e) {
      void message.error(errorText(e));
    } finally {
      setLoadingChanges(false);
    }
  };

  const confirmPublish = async () => {
    try {
      const out = await publish.mutateAsync({ id, publishAt: publishAt ? publishAt.toISOString() : null });
      setChanges(null);
      void message.success(
        publishAt
          ? t('adminConsole.publish.scheduled', {
              time: new Intl.DateTimeFormat(labels.locale, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }).format(new Date(out.publishedAt)),
            })
          : t('adminConsole.publish.published'),
      );
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  const confirmUnpublish = () =>
    modal.confirm({
      title: t('adminConsole.publish.unpublishTitle'),
      content: t('adminConsole.publish.unpublishBody'),
      okText: t('adminConsole.publish.unpublish'),
      okButtonProps: { danger: true },
      cancelText: t('adminConsole.cancel'),
      onOk: async () => {
        try {
          await unpublish.mutateAsync(id);
          void message.success(t('adminConsole.publish.unpublished'));
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });

  const confirmRestore = (version: number) =>
    modal.confirm({
      title: t('adminConsole.publish.restoreTitle', { version }),
      content: t('adminConsole.publish.restoreBody'),
      okText: t('adminConsole.publish.restore'),
      cancelText: t('adminConsole.cancel'),
      onOk: async () => {
        try {
          await restore.mutateAsync({ id, version });
          await onRestored();
          void message.success(t('adminConsole.publish.restored', { version }));
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });

  const show = (v: unknown) => plainValue(v, labels.yesNo, labels.locale);

  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('adminConsole.publish.title')}</h2>}
      style={{ marginBlockEnd: 24 }}
    >
      <Space wrap align="center" style={{ marginBlockEnd: 12 }}>
        <span>{t('adminConsole.publish.status')}</span>
        <PublishStatusTag status={status} testId="area-status" />
        {typeof item.publishedAt === 'string' && item.publishedAt ? (
          <span>
            {labels.field('publishedAt')}: <LocalTime iso={item.publishedAt} withTime />
          </span>
        ) : null}
      </Space>
      <Space wrap>
        {mayPublish ? (
          <Button type="primary" onClick={() => void openPublish()} loading={loadingChanges} disabled={dirty}>
            {t('adminConsole.publish.publish')}
          </Button>
        ) : null}
        {mayPublish && status && status !== 'draft' ? (
          <Button danger onClick={confirmUnpublish}>
            {t('adminConsole.publish.unpublish')}
          </Button>
        ) : null}
        {previewHref(decl, item) ? (
          <Button href={previewHref(decl, item)!} target="_blank" rel="noopener">
            {t('adminConsole.list.preview')}
          </Button>
        ) : null}
      </Space>
      {typeof item.scheduledAt === 'string' && item.scheduledAt ? (
        <p style={{ marginBlock: '8px 0' }} data-testid="area-scheduled">
          {t('adminConsole.publish.pendingSchedule')} <LocalTime iso={item.scheduledAt} withTime />
        </p>
      ) : null}
      {dirty && mayPublish ? (
        <p style={{ marginBlock: '8px 0' }}>{t('adminConsole.publish.saveFirst')}</p>
      ) : null}

      <h3 style={{ fontSize: 14, marginBlock: '16px 8px' }}>{t('adminConsole.publish.versions')}</h3>
      {versions.isPending ? (
        <Spin size="small" />
      ) : versions.isError ? (
        <p>{errorText(versions.error)}</p>
      ) : (
        <List
          size="small"
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('adminConsole.publish.noVersions')}
              />
            ),
          }}
          dataSource={versions.data}
          renderItem={(v) => (
            <List.Item
              actions={
                mayRestore
                  ? [
                      <Button key="restore" size="small" onClick={() => confirmRestore(v.version)}>
                        {t('adminConsole.publish.restore')}
                      </Button>,
                    ]
                  : []
              }
            >
              <span>
                {t('adminConsole.publish.version', { version: v.version })} ·{' '}
                <LocalTime iso={v.publishedAt} withTime />
                {v.publishedBy ? ` · ${v.publishedBy}` : ''}
              </span>
            </List.Item>
          )}
        />
      )}

      <Modal
        open={changes !== null}
        title={t('adminConsole.publish.confirmTitle')}
        okText={t('adminConsole.publish.confirm')}
        cancelText={t('adminConsole.cancel')}
        confirmLoading={publish.isPending}
        onOk={() => void confirmPublish()}
        onCancel={() => setChanges(null)}
        width={720}
        destroyOnHidden
      >
        <p>{t('adminConsole.publish.confirmBody')}</p>
        {changes?.scheduledAt ? (
          <p>
            {t('adminConsole.publish.replacesSchedule')} <LocalTime iso={changes.scheduledAt} withTime />
          </p>
        ) : null}
        <h3 style={{ fontSize: 14 }}>{t('adminConsole.publish.changes')}</h3>
        {changes && changes.changes.length === 0 ? (
          <p>{t('adminConsole.publish.noChanges')}</p>
        ) : (
          <Table<FieldChange>
            size="small"
            pagination={false}
            rowKey="field"
            dataSource={changes?.changes ?? []}
            scroll={{ x: 'max-content' }}
            data-testid="publish-changes"
            columns={[
              {
                key: 'field',
                title: t('adminConsole.publish.field'),
                render: (_, c) => labels.field(c.field),
              },
              {
                key: 'before',
                title: t('adminConsole.publish.before'),
                render: (_, c) => <div className="console-change-value">{show(c.before)}</div>,
              },
              {
                key: 'after',
                title: t('adminConsole.publish.after'),
                render: (_, c) => <div className="console-change-value">→ {show(c.after)}</div>,
              },
            ]}
          />
        )}
        <label style={{ display: 'block', marginBlockStart: 16 }}>
          <span style={{ display: 'block', marginBlockEnd: 4 }}>{t('adminConsole.publish.schedule')}</span>
          <DatePicker
            showTime
            value={publishAt}
            onChange={(v) => setPublishAt(v)}
            disabledDate={(d) => d.isBefore(new Date(), 'day')}
            aria-label={t('adminConsole.publish.schedule')}
          />
        </label>
        <p style={{ marginBlock: '4px 0', color: '#595959' }}>{t('adminConsole.publish.scheduleHelp')}</p>
      </Modal>
    </Card>
  );
}
