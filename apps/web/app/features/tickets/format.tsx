import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketState } from '@occ/shared';

const TONES: Record<TicketState, string> = {
  assigned: 'blue',
  processing: 'processing',
  suspended: 'warning',
  pendingFeedback: 'orange',
  resolved: 'green',
  closed: 'default',
};

/** The state as the reader sees it (Resolved reads "pending confirmation" to the submitter). */
export function TicketStateTag({ state }: { state: TicketState }) {
  const { t } = useTranslation();
  return (
    <Tag color={TONES[state]} data-testid="ticket-state" data-state={state}>
      {t(`tickets.states.${state}`)}
    </Tag>
  );
}
