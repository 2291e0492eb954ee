import { useTranslation } from 'react-i18next';
import { useHydrated, useNow } from '~/lib/hydrated';
import { formatLeft } from '../slots';

/** Time left until `to`, ticking each second in the browser (a dash on the server). */
export function Countdown({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const now = useNow(1000);
  return (
    <span>
      <span className="lab-muted">{label}: </span>
      {/* announced politely at most when it changes meaningfully: not live, to spare screen readers */}
      <span className="lab-countdown" data-testid="time-left">
        {hydrated ? formatLeft(Date.parse(to) - now) : t('lab.dash')}
      </span>
    </span>
  );
}
