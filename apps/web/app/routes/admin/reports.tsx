import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useMergedSearchParams } from '~/lib/search-params';
import { adminPageMeta } from '~/features/admin-lab/page-meta';
import { REPORT_STATUSES, type ReportStatus } from '~/features/admin-moderation/api';
import { ReportsQueue } from '~/features/admin-moderation/ReportsQueue';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/reports` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminPageMeta(localeOfMatches(matches), 'moderation.reports', data?.url);

const statusOf = (v: string | null): ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(v ?? '') ? (v as ReportStatus) : 'pending';

export default function AdminReports() {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <section aria-labelledby="admin-reports-title">
      <h1 id="admin-reports-title">{t('admin.moderation.reports.title')}</h1>
      <ReportsQueue
        status={status}
        page={page}
        onChange={(patch) =>
          setParams(
            (prev) => {
              const next = {
                status: statusOf(prev.get('status')),
                page: Number(prev.get('page')) || 1,
                ...patch,
              };
              return new URLSearchParams({
                ...(next.status !== 'pending' ? { status: next.status } : {}),
                ...(next.page > 1 ? { page: String(next.page) } : {}),
              });
            },
            { preventScrollReset: true },
          )
        }
      />
    </section>
  );
}
