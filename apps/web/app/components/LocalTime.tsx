import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/lib/hydrated';

/**
 * A UTC instant shown in the reader's time zone. The server cannot know that zone, so the
 * first render (server and hydration) uses UTC and the browser switches to local time after.
 */
export function LocalTime({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const zone = hydrated ? undefined : 'UTC';
  const text = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: zone,
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}
