import { useTranslation } from 'react-i18next';
import type { TicketState } from '@occ/shared';
import { ToneTag, type Tone } from '~/components/plain/ToneTag';

const TONES: Record<TicketState, Tone> = {
  assigned: 'info',
  processing: 'info',
  suspended: 'warning',
  pendingFeedback: 'warning',
  resolved: 'success',
  closed: 'neutral',
};

/** The state as the reader sees it (Resolved reads "pending confirmation" to the submitter). */
export function TicketStateTag({ state }: { state: TicketState }) {
  const { t } = useTranslation();
  return (
    <ToneTag tone={TONES[state]} testId="ticket-state">
      {t(`tickets.states.${state}`)}
    </ToneTag>
  );
}
