import { useTranslation } from 'react-i18next';
import type { LabConsoleInfo } from '@occ/shared';
import { useHydrated } from '~/lib/hydrated';
import { formatLeft } from './clock';

/** A slot "4 May 2026, 10:00 – 12:00" in the reader's zone (UTC until hydrated, so hydration matches). */
function Slot({ from, to }: { from: string; to: string }) {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const timeZone = hydrated ? undefined : 'UTC';
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone });
  const [a, b] = [new Date(from), new Date(to)];
  const sameDay = day.format(a) === day.format(b);
  return (
    <span>
      <time dateTime={from}>
        {day.format(a)} {time.format(a)}
      </time>
      {' – '}
      <time dateTime={to}>{sameDay ? time.format(b) : `${day.format(b)} ${time.format(b)}`}</time>
      {hydrated ? null : ' (UTC)'}
    </span>
  );
}

/** Board, device, slot and the time left, ticking (spec §2 console header). */
export function ConsoleHeader({ info, now }: { info: LabConsoleInfo; now: number }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <header className="console-header">
      <h1>{t('labConsole.heading', { board: info.boardName })}</h1>
      <dl className="console-facts">
        <div>
          <dt>{t('labConsole.header.device')}</dt>
          <dd>{info.deviceName}</dd>
        </div>
        <div>
          <dt>{t('labConsole.header.slot')}</dt>
          <dd>
            <Slot from={info.startsAt} to={info.endsAt} />
          </dd>
        </div>
        <div>
          <dt>{t('labConsole.header.timeLeft')}</dt>
          {/* not a live region: a screen reader would read it every second */}
          <dd className="console-time-left" data-testid="console-time-left">
            {hydrated ? formatLeft(Date.parse(info.endsAt) - now) : t('labConsole.dash')}
          </dd>
        </div>
      </dl>
    </header>
  );
}
