import { Alert, Button, Select, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { TICKET_RATINGS, type TicketReport } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { errorText } from '~/lib/form-errors';
import { useMergedSearchParams } from '~/lib/search-params';
import { useTicketReport } from './api';

const PERIODS = [4, 12, 26, 52] as const;

/** `125` minutes → `2 h 5 min`; no data → — */
function Duration({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  if (minutes === null) return <>—</>;
  return <>{t('tickets.reports.duration', { h: Math.floor(minutes / 60), m: minutes % 60 })}</>;
}

const share = (n: number, total: number) => (total ? `${Math.round((n / total) * 100)}%` : '—');

function Satisfaction({ report }: { report: TicketReport }) {
  const { t } = useTranslation();
  const total = TICKET_RATINGS.reduce((s, k) => s + report.satisfaction[k], 0);
  const columns = [
    { key: 'staff', dataIndex: 'staff', title: t('tickets.reports.staff') },
    ...TICKET_RATINGS.map((k) => ({
      key: k,
      title: t(`tickets.ratings.${k}`),
      render: (_: unknown, r: TicketReport['byStaff'][number]) => {
        const all = TICKET_RATINGS.reduce((s, x) => s + r[x], 0);
        return `${r[k]} (${share(r[k], all)})`;
      },
    })),
  ];
  return (
    <section className="tk-card" aria-labelledby="tk-rep-sat">
      <h2 id="tk-rep-sat">{t('tickets.reports.satisfaction')}</h2>
      <dl className="tk-sla">
        {TICKET_RATINGS.map((k) => (
          <div key={k}>
            <dt>{t(`tickets.ratings.${k}`)}</dt>
            <dd data-testid={`report-share-${k}`}>
              {report.satisfaction[k]} ({share(report.satisfaction[k], total)})
            </dd>
          </div>
        ))}
      </dl>
      <div className="tk-table" tabIndex={0} role="region" aria-label={t('tickets.reports.satisfaction')}>
        <Table
          rowKey="staff"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={report.byStaff.map((r) => ({ ...r, staff: r.staff || t('tickets.fields.unassigned') }))}
        />
      </div>
    </section>
  );
}

/** `/admin/work_order_reports`: the workbench's report, and its CSV. */
export function TicketReports() {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  const asked = Number(params.get('weeks'));
  const weeks = (PERIODS as readonly number[]).includes(asked) ? asked : 12;
  const q = useTicketReport(weeks);
  const report = q.data;
  return (
    <div className="tk-detail">
      <div className="tk-toolbar">
        <LinkButton to="/admin/work_order" type="link" className="tk-back">
          {t('tickets.staff.back')}
        </LinkButton>
        <Select
          value={weeks}
          aria-label={t('tickets.reports.period')}
          onChange={(v: number) =>
            setParams((p) => {
              p.set('weeks', String(v));
              return p;
            })
          }
          options={PERIODS.map((w) => ({ value: w, label: t('tickets.reports.weeks', { count: w }) }))}
        />
        <Button
          href={`/api/admin/workOrders/reports.csv?weeks=${weeks}`}
          download
          data-testid="report-export"
        >
          {t('tickets.reports.export')}
        </Button>
      </div>
      {!report ? (
        q.isError ? (
          <Alert type="error" title={errorText(q.error)} />
        ) : (
          <Skeleton active />
        )
      ) : (
        <>
          <section className="tk-card" aria-labelledby="tk-rep-times">
            <h2 id="tk-rep-times">{t('tickets.reports.times')}</h2>
            <dl className="tk-sla">
              <div>
                <dt>{t('tickets.reports.medianFirstResponse')}</dt>
                <dd>
                  <Duration minutes={report.medianFirstResponseMinutes} />
                </dd>
              </div>
              <div>
                <dt>{t('tickets.reports.medianResolution')}</dt>
                <dd>
                  <Duration minutes={report.medianResolutionMinutes} />
                </dd>
              </div>
            </dl>
          </section>
          <section className="tk-card" aria-labelledby="tk-rep-weekly">
            <h2 id="tk-rep-weekly">{t('tickets.reports.weekly')}</h2>
            <div className="tk-table" tabIndex={0} role="region" aria-label={t('tickets.reports.weekly')}>
              <Table
                rowKey="week"
                size="small"
                pagination={false}
                data-testid="report-weekly"
                columns={[
                  { key: 'week', dataIndex: 'week', title: t('tickets.reports.week') },
                  { key: 'opened', dataIndex: 'opened', title: t('tickets.reports.opened') },
                  { key: 'closed', dataIndex: 'closed', title: t('tickets.reports.closed') },
                ]}
                dataSource={[...report.weekly].reverse()}
              />
            </div>
          </section>
          <Satisfaction report={report} />
        </>
      )}
    </div>
  );
}
