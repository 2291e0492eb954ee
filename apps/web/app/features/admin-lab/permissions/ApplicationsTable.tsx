import { PagedTable } from '~/components/PagedTable';
import { Button, Radio, Space, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAB_KINDS, type LabKind } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import {
  APPLICATION_STATES,
  useLabApplications,
  useReviewLabApplication,
  type AdminLabApplication,
  type ApplicationState,
} from '../api/permissions';
import { ScrollRegion } from '~/components/ScrollRegion';
import { StatusTag, type Tone } from '../StatusTag';
import { errorText } from '../errors';
import { RejectApplicationModal } from './RejectApplicationModal';
import { useFeedback } from '~/lib/feedback';

export interface ApplicationsView {
  state: ApplicationState;
  kind: LabKind | undefined;
  page: number;
}

interface Props extends ApplicationsView {
  /** the view lives in the URL, so a reload or a shared link shows the same list */
  onChange: (patch: Partial<ApplicationsView>) => void;
}

const STATE_TONES: Record<ApplicationState, Tone> = {
  pending: 'info',
  granted: 'success',
  failed: 'error',
};

/** Lab permission applications: a tab per state, a kind filter, grant or reject the pending ones. */
export function ApplicationsTable({ state, kind, page, onChange }: Props) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const q = useLabApplications(state, kind, page);
  const review = useReviewLabApplication();
  const [rejecting, setRejecting] = useState<AdminLabApplication | null>(null);

  const grant = (a: AdminLabApplication) =>
    modal.confirm({
      title: t('admin.permissions.grantTitle', { name: a.realName }),
      content: t('admin.permissions.grantBody', { name: a.realName, kind: t(`admin.kinds.${a.kind}`) }),
      okText: t('admin.permissions.grant'),
      cancelText: t('admin.common.cancel'),
      onOk: async () => {
        try {
          await review.mutateAsync({ id: a.id, approve: true });
          void message.success(t('admin.permissions.granted', { name: a.realName }));
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });

  const columns: ColumnsType<AdminLabApplication> = [
    {
      key: 'applicant',
      title: t('admin.permissions.applicant'),
      render: (_, a) => `${a.applicant.nickname} (${a.applicant.username})`,
    },
    { key: 'kind', title: t('admin.permissions.kind'), render: (_, a) => t(`admin.kinds.${a.kind}`) },
    { key: 'realName', title: t('admin.permissions.realName'), render: (_, a) => a.realName },
    { key: 'company', title: t('admin.permissions.company'), render: (_, a) => a.company },
    { key: 'mobile', title: t('admin.permissions.mobile'), render: (_, a) => a.mobile },
    { key: 'email', title: t('admin.permissions.email'), render: (_, a) => a.email || '—' },
    { key: 'salesName', title: t('admin.permissions.salesName'), render: (_, a) => a.salesName },
    {
      key: 'referrer',
      title: t('admin.permissions.referrer'),
      render: (_, a) => (a.hasReferrer ? (a.referrerName ?? '—') : t('admin.common.no')),
    },
    {
      key: 'purpose',
      title: t('admin.permissions.purpose'),
      width: 240,
      render: (_, a) => (
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: 'collapsible' }} style={{ margin: 0 }}>
          {a.purpose}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'submitted',
      title: t('admin.permissions.submitted'),
      render: (_, a) => <LocalTime iso={a.createdAt} withTime />,
    },
    {
      key: 'state',
      title: t('admin.permissions.state'),
      render: (_, a) => (
        <StatusTag tone={STATE_TONES[a.state]}>{t(`admin.permissions.states.${a.state}`)}</StatusTag>
      ),
    },
    ...(state === 'pending'
      ? [
          {
            key: 'action',
            title: t('admin.common.actions'),
            render: (_: unknown, a: AdminLabApplication) => (
              <Space>
                <Button type="primary" size="small" onClick={() => grant(a)} data-testid={`grant-${a.id}`}>
                  {t('admin.permissions.grant')}
                </Button>
                <Button danger size="small" onClick={() => setRejecting(a)} data-testid={`reject-${a.id}`}>
                  {t('admin.permissions.reject')}
                </Button>
              </Space>
            ),
          },
        ]
      : [
          {
            key: 'reviewed',
            title: t('admin.permissions.reviewed'),
            render: (_: unknown, a: AdminLabApplication) =>
              a.reviewedAt ? <LocalTime iso={a.reviewedAt} withTime /> : '—',
          },
          {
            key: 'comment',
            title: t('admin.permissions.comment'),
            render: (_: unknown, a: AdminLabApplication) => a.reviewComment || '—',
          },
        ]),
  ];

  return (
    <>
      <Tabs
        activeKey={state}
        onChange={(k) => onChange({ state: k as ApplicationState, page: 1 })}
        items={APPLICATION_STATES.map((s) => ({ key: s, label: t(`admin.permissions.states.${s}`) }))}
      />
      <div className="admin-filters" style={{ marginBlockEnd: 16 }}>
        <Radio.Group
          aria-label={t('admin.permissions.kind')}
          optionType="button"
          value={kind ?? 'all'}
          onChange={(e) => {
            const v = e.target.value as string;
            onChange({ kind: v === 'all' ? undefined : (v as LabKind), page: 1 });
          }}
          options={[
            { value: 'all', label: t('admin.common.all') },
            ...LAB_KINDS.map((k) => ({ value: k, label: t(`admin.kinds.${k}`) })),
          ]}
        />
      </div>
      <ScrollRegion label={t('admin.permissions.title')}>
        <PagedTable<AdminLabApplication>
          query={q}
          page={q.data?.page ?? page}
          onPage={(p) => onChange({ page: p })}
          columns={columns}
          emptyText={t('admin.permissions.empty')}
          failedText={q.isError ? errorText(q.error) : ''}
          ownScroll={false}
        />
      </ScrollRegion>
      <RejectApplicationModal item={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
