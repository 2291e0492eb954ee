import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ticketLinks } from '~/features/tickets/page-meta';
import { StaffTicket } from '~/features/tickets/StaffTicket';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';
import { Result } from 'antd';

export const links = ticketLinks;

export function loader({ context, params }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/work_order_detail/${encodeURIComponent(params.id ?? '')}` };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: translateFor(localeOfMatches(matches), 'tickets.detailTitle') },
  { name: 'robots', content: 'noindex' },
];

/** /admin/work_order_detail/<id>: the support workbench's ticket page (the queue stays highlighted). */
export default function AdminTicketDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id < 1) return <Result status="404" title={t('tickets.notFound')} />;
  return <StaffTicket key={id} id={id} />;
}
