/** Dates in the user's locale and time zone (stored in UTC). */
export function formatDate(iso: string, locale: string, withTime = false): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: typeof window === 'undefined' ? 'Asia/Shanghai' : undefined,
  }).format(new Date(iso));
}
