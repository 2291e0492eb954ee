import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { TICKET_TITLE_MAX, type TicketDetail } from '@occ/shared';
import { ticketLinks } from '~/features/tickets/page-meta';
import { TicketForm } from '~/features/tickets/TicketForm';
import { translateFor } from '~/i18n';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export const links = ticketLinks;

/**
 * `?relatedTo=<id>`: a new ticket following up one of mine whose reopen window is over; the form
 * starts from the old ticket's classification, product and contacts (nothing when it is not mine).
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const related = Number(params.get('relatedTo'));
  // ?title=: a ticket started from the assistant
  const title = (params.get('title') ?? '').trim().slice(0, TICKET_TITLE_MAX);
  let prefill: TicketDetail | null = null;
  if (Number.isSafeInteger(related) && related > 0) {
    const { body } = await apiCall<TicketDetail>(context, `/api/tickets/${related}`);
    if (body.success && body.result.audience === 'submitter') prefill = body.result;
  }
  return { url: `${context.publicUrl}/support_form`, prefill, title };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    { title: `${translateFor(locale, 'tickets.form.title')} · ${translateFor(locale, 'app.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** /support_form (login required: the personal centre's layout sends a visitor to log in) */
export default function SupportForm() {
  const { t } = useTranslation();
  const { prefill, title } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="ticket-form-title">
      <h1 id="ticket-form-title">{t('tickets.form.title')}</h1>
      <TicketForm key={prefill?.id ?? 0} related={prefill} title={title || undefined} />
    </section>
  );
}
