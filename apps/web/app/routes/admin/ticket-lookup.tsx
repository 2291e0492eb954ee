import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { ticketLinks } from '~/features/tickets/page-meta';
import { TicketLookup } from '~/features/tickets/Lookup';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';

export const links = ticketLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/work_order_lookup` };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    { title: `${translateFor(locale, 'tickets.lookup.title')} · ${translateFor(locale, 'app.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** /admin/work_order_lookup (support staff; the work order entry stays highlighted) */
export default function AdminTicketLookupPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="ticket-lookup-title">
      <h1 id="ticket-lookup-title">{t('tickets.lookup.title')}</h1>
      <TicketLookup />
    </section>
  );
}
