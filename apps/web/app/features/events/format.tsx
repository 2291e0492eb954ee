import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EventPhase, EventState, EventSummary, MySignup } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import type { Tone } from '~/components/plain/ToneTag';
import { ToneTag } from '~/components/plain/ToneTag';

const PHASE_TONE: Record<EventPhase, Tone> = {
  notOpen: 'neutral',
  signingUp: 'success',
  notStarted: 'info',
  ongoing: 'warning',
  ended: 'neutral',
};

/** Signing up / not started / ongoing / ended (spec §4), or the state when closed or cancelled. */
export function PhaseTag({ phase, state }: { phase: EventPhase; state: EventState }) {
  const { t } = useTranslation();
  if (state === 'cancelled' || state === 'closed')
    return <ToneTag tone={state === 'cancelled' ? 'error' : 'neutral'}>{t(`events.state.${state}`)}</ToneTag>;
  return <ToneTag tone={PHASE_TONE[phase]}>{t(`events.phase.${phase}`)}</ToneTag>;
}

/** "start – end" in the reader's time zone. */
export function EventTime({ e }: { e: Pick<EventSummary, 'startsAt' | 'endsAt'> }) {
  return (
    <span>
      <LocalTime iso={e.startsAt} withTime /> – <LocalTime iso={e.endsAt} withTime />
    </span>
  );
}

export function EventPlace({ e }: { e: Pick<EventSummary, 'place' | 'online'> }) {
  const { t } = useTranslation();
  const parts = [e.online ? t('events.online') : null, e.place || null].filter(Boolean);
  return <span>{parts.length ? parts.join(' · ') : t('events.placeTbd')}</span>;
}

/** Where an event's page is: competitions have their own landing page. */
export const eventHref = (e: Pick<EventSummary, 'kind' | 'slug'>) =>
  e.kind === 'competition' ? `/competition/${e.slug}` : `/activity/${e.slug}`;

/** My sign-up's state in words: signed up, awaiting approval, not approved, or my place in the queue. */
export function signupStateText(t: TFunction, s: Pick<MySignup, 'state' | 'waitingPosition'>): string {
  if (s.state === 'waiting') return t('events.mine.waiting', { position: s.waitingPosition ?? 0 });
  if (s.state === 'pending' || s.state === 'rejected') return t(`events.mine.${s.state}`);
  return t('events.mine.confirmed');
}
