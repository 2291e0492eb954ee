import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/lib/hydrated';

/**
 * A slot "4 May 2026, 10:00 – 12:00" in the reader's zone (UTC until hydrated, as LocalTime).
 * Two plain formats rather than formatRange: its separators differ between ICU builds, which
 * would make the server's HTML and the browser's first render disagree.
 */
export function SlotTime({ from, to }: { from: string; to: string }) {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const timeZone = hydrated ? undefined : 'UTC';
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone });
  const [a, b] = [new Date(from), new Date(to)];
  const sameDay = day.format(a) === day.format(b);
  return (
    <span className="lab-slot">
      <time dateTime={from}>
        {day.format(a)} {time.format(a)}
      </time>
      {' – '}
      <time dateTime={to}>{sameDay ? time.format(b) : `${day.format(b)} ${time.format(b)}`}</time>
      {hydrated ? null : ' (UTC)'}
    </span>
  );
}
