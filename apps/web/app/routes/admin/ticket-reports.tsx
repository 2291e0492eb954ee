import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { ticketLinks } from '~/features/tickets/page-meta';
import { TicketReports } from '~/features/tickets/Reports';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';

export const links = ticketLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/work_order_reports` };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    { title: `${translateFor(locale, 'tickets.reports.title')} · ${translateFor(locale, 'app.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** /admin/work_order_reports (support staff; the work order entry stays highlighted) */
export default function AdminTicketReportsPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="ticket-reports-title">
      <h1 id="ticket-reports-title">{t('tickets.reports.title')}</h1>
      <TicketReports />
    </section>
  );
}
