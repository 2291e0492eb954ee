import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { ticketLinks } from '~/features/tickets/page-meta';
import { TicketForm } from '~/features/tickets/TicketForm';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';

export const links = ticketLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/support_form` };
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
  return (
    <section aria-labelledby="ticket-form-title">
      <h1 id="ticket-form-title">{t('tickets.form.title')}</h1>
      <TicketForm />
    </section>
  );
}
