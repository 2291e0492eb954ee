// iCalendar (RFC 5545) files for events: one VEVENT per entry, lines folded at 75 octets, text
// escaped, times in UTC. Calendars import the file from the page or from the confirmation e-mail.

export interface IcsEntry {
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  startsAt: Date;
  endsAt: Date;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newlines escaped. */
export const icsText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (continuation lines start with one space), never inside a character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    const limit = out.length ? 74 : 75;
    if (bytes + n > limit) {
      out.push(cur);
      cur = '';
      bytes = 0;
    }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

export function buildIcs(entries: IcsEntry[], now = new Date()): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//OCC//Portal events//EN', 'CALSCALE:GREGORIAN'];
  for (const e of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(e.startsAt)}`,
      `DTEND:${stamp(e.endsAt)}`,
      `SUMMARY:${icsText(e.title)}`,
      ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
      ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
      `URL:${e.url}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

export interface IcsEvent {
  id: number;
  slug: string;
  kind: string;
  title: string;
  summary: string;
  place: string;
  startsAt: Date;
  endsAt: Date;
}

/** The page of an event, absolute. */
export const eventUrl = (publicUrl: string, e: { slug: string; kind: string }) =>
  `${publicUrl}/${e.kind === 'competition' ? 'competition' : 'activity'}/${e.slug}`;

export function eventIcs(publicUrl: string, e: IcsEvent): string {
  const host = new URL(publicUrl).hostname;
  return buildIcs([
    {
      uid: `event-${e.id}@${host}`,
      title: e.title,
      description: e.summary,
      location: e.place,
      url: eventUrl(publicUrl, e),
      startsAt: e.startsAt,
      endsAt: e.endsAt,
    },
  ]);
}

export const icsFilename = (slug: string) => `${slug}.ics`;

export interface IcsAgendaRow {
  startsAt: Date;
  endsAt: Date | null;
  track: string;
  theme: string;
  speaker: string;
  enterprise: string;
}

/**
 * The agenda as a calendar: one VEVENT per row ("[track] theme", the speaker and enterprise as
 * its description). A row without an end lasts until the next row starts, or the event ends.
 */
export function agendaIcs(publicUrl: string, e: IcsEvent, rows: IcsAgendaRow[]): string {
  const host = new URL(publicUrl).hostname;
  const url = `${eventUrl(publicUrl, e)}#ev-agenda-title`;
  return buildIcs(
    rows.map((r, i) => {
      const next = rows.slice(i + 1).find((n) => n.startsAt > r.startsAt);
      const end = r.endsAt ?? (next && next.startsAt < e.endsAt ? next.startsAt : e.endsAt);
      return {
        uid: `event-${e.id}-agenda-${i + 1}@${host}`,
        title: r.track ? `[${r.track}] ${r.theme}` : r.theme,
        description: [r.speaker, r.enterprise].filter(Boolean).join(' · '),
        location: e.place,
        url,
        startsAt: r.startsAt,
        endsAt: end > r.startsAt ? end : r.startsAt,
      };
    }),
  );
}

export const agendaIcsFilename = (slug: string) => `${slug}-agenda.ics`;
