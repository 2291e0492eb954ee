import { Button, Radio, Space, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATES,
  contentLocale,
  fieldLabel,
  type ApplicationKindName,
  type ApplicationState,
} from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { PagedTable } from '~/components/PagedTable';
import { ScrollRegion } from '~/components/ScrollRegion';
import { RequestError } from '~/lib/request';
import { useApplications, useReview, type QueueItem } from './api';
import { RejectModal } from './RejectModal';
import { useFeedback } from '~/lib/feedback';

interface Props {
  kind: ApplicationKindName | null;
  state: ApplicationState;
  page: number;
  /** the kind, state and page live in the URL, so a reload or a shared link shows the same view */
  onChange: (kind: ApplicationKindName | null, state: ApplicationState, page: number) => void;
}

/** The approval queue of every kind of application: filter by kind, one tab per state. */
export function ApprovalQueue({ kind, state, page, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const { message, modal } = useFeedback();
  const q = useApplications(kind, state, page);
  const review = useReview();
  const [rejecting, setRejecting] = useState<QueueItem | null>(null);
  const kinds = q.data?.kinds ?? [];

  const approve = (item: QueueItem) =>
    modal.confirm({
      title: t('people.approve.approveTitle', { title: item.title }),
      content: t(`people.approve.grants.${item.kind}`, { name: item.applicant.nickname }),
      okText: t('people.approve.approve'),
      cancelText: t('people.cancel'),
      onOk: async () => {
        try {
          await review.mutateAsync({ item, approve: true });
          void message.success(t('people.approve.approved', { title: item.title }));
        } catch (e) {
          void message.error(e instanceof RequestError ? e.message : String(e));
        }
      },
    });

  const columns: ColumnsType<QueueItem> = [
    {
      key: 'title',
      title: t('people.approve.subject'),
      render: (_, a) => (
        <Space direction="vertical" size={2}>
          <Tag>{t(`people.approve.kinds.${a.kind}`)}</Tag>
          <strong>{a.title}</strong>
        </Space>
      ),
    },
    {
      key: 'details',
      title: t('people.approve.details'),
      render: (_, a) => (
        <dl className="approve-details">
          {a.details.map((d) => (
            <div key={d.field}>
              <dt>{fieldLabel(d.field, locale)}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      key: 'applicant',
      title: t('people.approve.applicant'),
      render: (_, a) => `${a.applicant.nickname} (${a.applicant.username})`,
    },
    {
      key: 'created',
      title: t('people.enterprise.submittedAt'),
      render: (_, a) => <LocalTime iso={a.createdAt} withTime />,
    },
    ...(state === 'pending'
      ? [
          {
            key: 'action',
            title: t('people.actions'),
            render: (_: unknown, a: QueueItem) => (
              <Space>
                <Button
                  type="primary"
                  size="small"
                  onClick={() => approve(a)}
                  data-testid={`approve-${a.id}`}
                >
                  {t('people.approve.approve')}
                </Button>
                <Button danger size="small" onClick={() => setRejecting(a)} data-testid={`reject-${a.id}`}>
                  {t('people.approve.reject')}
                </Button>
              </Space>
            ),
          },
        ]
      : [
          {
            key: 'reviewed',
            title: t('people.enterprise.reviewedAt'),
            render: (_: unknown, a: QueueItem) =>
              a.reviewedAt ? <LocalTime iso={a.reviewedAt} withTime /> : '—',
          },
          {
            key: 'comment',
            title: t('people.approve.comment'),
            render: (_: unknown, a: QueueItem) => a.reviewComment ?? '—',
          },
        ]),
  ];

  return (
    <>
      {kinds.length > 1 && (
        <Radio.Group
          aria-label={t('people.approve.kindFilter')}
          optionType="button"
          value={kind ?? 'all'}
          onChange={(e) => onChange(e.target.value === 'all' ? null : e.target.value, state, 1)}
          options={[
            { value: 'all', label: t('people.approve.allKinds') },
            ...kinds.map((k) => ({ value: k, label: t(`people.approve.kinds.${k}`) })),
          ]}
        />
      )}
      <Tabs
        activeKey={state}
        onChange={(k) => onChange(kind, k as ApplicationState, 1)}
        items={APPLICATION_STATES.map((s) => ({ key: s, label: t(`people.approve.states.${s}`) }))}
      />
      <ScrollRegion label={t('people.approve.title')}>
        <PagedTable<QueueItem>
          query={q}
          page={q.data?.page ?? page}
          onPage={(p) => onChange(kind, state, p)}
          columns={columns}
          rowKey={(a) => `${a.kind}:${a.id}`}
          emptyText={t('people.approve.empty')}
          failedText={t('people.loadFailed')}
          ownScroll={false}
        />
      </ScrollRegion>
      <RejectModal item={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
