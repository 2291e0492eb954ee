import { PagedTable } from '~/components/PagedTable';
import { App, Button, Space, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalTime } from '~/components/LocalTime';
import { RequestError } from '~/lib/request';
import { REVIEW_STATES, useApplications, useReview, type QueueItem, type ReviewState } from './api';
import { RejectModal } from './RejectModal';

interface Props {
  state: ReviewState;
  page: number;
  /** the state and page live in the URL, so a reload or a shared link shows the same view */
  onChange: (state: ReviewState, page: number) => void;
}

/** The enterprise certification queue: one tab per state, approve or reject the pending ones. */
export function ApprovalQueue({ state, page, onChange }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const q = useApplications(state, page);
  const review = useReview();
  const [rejecting, setRejecting] = useState<QueueItem | null>(null);

  const approve = (item: QueueItem) =>
    modal.confirm({
      title: t('people.approve.approveTitle', { company: item.companyName }),
      content: t('people.approve.approveBody', { name: item.applicant.nickname }),
      okText: t('people.approve.approve'),
      cancelText: t('people.cancel'),
      onOk: async () => {
        try {
          await review.mutateAsync({ id: item.id, approve: true });
          void message.success(t('people.approve.approved', { company: item.companyName }));
        } catch (e) {
          void message.error(e instanceof RequestError ? e.message : String(e));
        }
      },
    });

  const columns: ColumnsType<QueueItem> = [
    { key: 'company', title: t('people.enterprise.companyName'), render: (_, a) => a.companyName },
    { key: 'code', title: t('people.enterprise.creditCode'), render: (_, a) => a.creditCode },
    {
      key: 'contact',
      title: t('people.enterprise.contactName'),
      render: (_, a) => `${a.contactName} · ${a.contactMobile}`,
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
      <Tabs
        activeKey={state}
        onChange={(k) => onChange(k as ReviewState, 1)}
        items={REVIEW_STATES.map((s) => ({ key: s, label: t(`people.approve.states.${s}`) }))}
      />
      <PagedTable<QueueItem>
        query={q}
        page={q.data?.page ?? page}
        onPage={(p) => onChange(state, p)}
        columns={columns}
        emptyText={t('people.approve.empty')}
        failedText={t('people.loadFailed')}
      />
      <RejectModal item={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
