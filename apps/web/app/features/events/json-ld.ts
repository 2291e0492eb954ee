import { cityLabel, type EventDetail } from '@occ/shared';

const SCHEMA = 'https://schema.org/';

/**
 * The schema.org `Event` of an event page: online, offline (a place with its address and city) or
 * mixed attendance, the kind as its keyword, the stream or page as the virtual location.
 */
export function eventJsonLd(event: EventDetail, url: string, image: string | undefined, kindLabel: string) {
  const offline = event.capacity > 0 || (!event.online && Boolean(event.place));
  const places: object[] = [];
  if (offline && event.place) {
    places.push({
      '@type': 'Place',
      name: event.place,
      ...(event.mapUrl ? { hasMap: event.mapUrl } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.place,
        ...(event.city ? { addressLocality: cityLabel(event.city, event.locale) } : {}),
      },
    });
  }
  if (event.online) places.push({ '@type': 'VirtualLocation', url });
  const mode = event.online && offline ? 'Mixed' : event.online ? 'Online' : 'Offline';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    keywords: kindLabel,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventAttendanceMode: `${SCHEMA}${mode}EventAttendanceMode`,
    eventStatus: event.state === 'cancelled' ? `${SCHEMA}EventCancelled` : `${SCHEMA}EventScheduled`,
    url,
    ...(event.organiser ? { organizer: { '@type': 'Organization', name: event.organiser } } : {}),
    ...(places.length === 1 ? { location: places[0] } : places.length ? { location: places } : {}),
    ...(image ? { image } : {}),
  };
}
