import type React from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketDetail } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { useTicketClasses } from './api';

const OPTIONAL = [
  'productName',
  'productVersion',
  'companyName',
  'remindMobile',
  'remindEmail',
  'dingtalk',
  'contactPhone',
  'contactEmail',
] as const;

/** The ticket's fields as a definition list (spec §3). */
export function Facts({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const classes = useTicketClasses();
  const cls = classes.data?.find((c) => c.value === ticket.classification)?.label ?? ticket.classification;
  const rows: [string, React.ReactNode, string?][] = [
    ['number', ticket.number, 'ticket-number'],
    ['classification', cls],
    ['createdAt', <LocalTime key="t" iso={ticket.createdAt} withTime />],
    ['userType', t(`tickets.userTypes.${ticket.userType}`)],
    ['submitter', ticket.submitter],
    ['assignee', ticket.assignee ?? t('tickets.fields.unassigned')],
    ...OPTIONAL.filter((k) => ticket[k] !== '').map((k): [string, React.ReactNode] => [k, ticket[k]]),
  ];
  return (
    <dl className="tk-facts">
      {rows.map(([key, value, testId]) => (
        <div key={key} className="tk-fact">
          <dt>{t(`tickets.fields.${key}`)}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
