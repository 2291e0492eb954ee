import { Button, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocalTime } from '~/components/LocalTime';
import { errorText, safeLink } from './errors';
import { ScrollRegion } from '~/components/ScrollRegion';
import { REPORT_STATUSES, useDecideReport, useReports, type AdminReport, type ReportStatus } from './api';
import { useFeedback } from '~/lib/feedback';

const who = (p: { nickname: string; username?: string } | null | undefined) =>
  p ? (p.username ? `${p.nickname} (${p.username})` : p.nickname) : '—';

/** /admin/reports: a tab per status; pending reports are resolved or ignored. */
export function ReportsQueue({
  status,
  page,
  onChange,
}: {
  status: ReportStatus;
  page: number;
  onChange: (patch: { status?: ReportStatus; page?: number }) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const q = useReports(status, page);
  const decide = useDecideReport();

  const act = (r: AdminReport, decision: 'resolve' | 'ignore') =>
    decide.mutate(
      { id: r.id, decision },
      {
        onSuccess: () => void message.success(t(`admin.moderation.reports.${decision}d`)),
        onError: (e) => void message.error(errorText(e)),
      },
    );

  const columns: ColumnsType<AdminReport> = [
    {
      key: 'content',
      title: t('admin.moderation.reports.content'),
      width: 280,
      render: (_, r) => {
        const link = safeLink(r.target?.link);
        const text = r.target?.title || t('admin.moderation.reports.gone');
        return (
          <Space direction="vertical" size={0}>
            <Tag>{t(`admin.moderation.targets.${r.targetType}`, { defaultValue: r.targetType })}</Tag>
            {link ? <Link to={link}>{text}</Link> : <span>{text}</span>}
          </Space>
        );
      },
    },
    { key: 'author', title: t('admin.moderation.reports.author'), render: (_, r) => who(r.target?.author) },
    { key: 'reporter', title: t('admin.moderation.reports.reporter'), render: (_, r) => who(r.reporter) },
    {
      key: 'reason',
      title: t('admin.moderation.reports.reason'),
      width: 220,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{t(`admin.moderation.reasons.${r.reason}`, { defaultValue: r.reason })}</span>
          {r.detail ? <span style={{ fontSize: 12 }}>{r.detail}</span> : null}
        </Space>
      ),
    },
    {
      key: 'createdAt',
      title: t('admin.moderation.reports.createdAt'),
      render: (_, r) => <LocalTime iso={r.createdAt} withTime />,
    },
    ...(status === 'pending'
      ? [
          {
            key: 'ops',
            title: t('admin.moderation.operations'),
            render: (_: unknown, r: AdminReport) => (
              <Space>
                <Button
                  size="small"
                  type="primary"
                  disabled={decide.isPending}
                  onClick={() => act(r, 'resolve')}
                >
                  {t('admin.moderation.reports.resolve')}
                </Button>
                <Button size="small" disabled={decide.isPending} onClick={() => act(r, 'ignore')}>
                  {t('admin.moderation.reports.ignore')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Tabs
        activeKey={status}
        onChange={(key) => onChange({ status: key as ReportStatus, page: 1 })}
        items={REPORT_STATUSES.map((s) => ({ key: s, label: t(`admin.moderation.reports.statuses.${s}`) }))}
      />
      <ScrollRegion label={t('admin.moderation.reports.title')}>
        <Table<AdminReport>
          rowKey="id"
          columns={columns}
          dataSource={q.data?.items ?? []}
          loading={q.isFetching}
          locale={{
            emptyText: q.isError ? t('admin.moderation.loadFailed') : t('admin.moderation.reports.empty'),
          }}
          pagination={{
            current: page,
            pageSize: q.data?.pageSize ?? 10,
            total: q.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => onChange({ page: p }),
          }}
        />
      </ScrollRegion>
    </>
  );
}
