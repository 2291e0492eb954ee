import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { ticketLinks } from '~/features/tickets/page-meta';
import { TicketList } from '~/features/tickets/TicketList';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';
import { keepOnSearchChange } from '~/lib/revalidate';

export const links = ticketLinks;

export function loader({ context, request }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}${new URL(request.url).pathname}` };
}

// filters only touch the query string: the list fetches itself
export const shouldRevalidate = keepOnSearchChange;

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    { title: `${translateFor(locale, 'tickets.list.title')} · ${translateFor(locale, 'app.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** /my_work_order and /support_list: my tickets */
export default function MyTickets() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tickets-title">
      <h1 id="tickets-title">{t('tickets.list.title')}</h1>
      <TicketList />
    </section>
  );
}
