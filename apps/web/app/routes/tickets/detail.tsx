import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ticketLinks } from '~/features/tickets/page-meta';
import { TicketView } from '~/features/tickets/TicketView';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';

export const links = ticketLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/work_order_detail` };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    { title: `${translateFor(locale, 'tickets.detailTitle')} · ${translateFor(locale, 'app.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** /work_order_detail?id= (my ticket; /my_work_order stays highlighted) */
export default function TicketDetailPage() {
  const { t } = useTranslation();
  const id = Number(useSearchParams()[0].get('id'));
  if (!Number.isSafeInteger(id) || id < 1) return <Result status="404" title={t('tickets.notFound')} />;
  return <TicketView key={id} id={id} />;
}
