import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgendaItem } from '@occ/shared';
import { useHydrated } from '~/lib/hydrated';
import { SpeakerCard } from './SpeakerCard';

interface Group {
  day: string;
  track: string;
  rows: AgendaItem[];
}

/** Rows by day (in the reader's time zone once hydrated, UTC before) and by track, in order. */
function groupsOf(rows: AgendaItem[], locale: string, zone: string | undefined): Group[] {
  const dayOf = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: zone });
  const out: Group[] = [];
  for (const r of rows) {
    const day = dayOf.format(new Date(r.startsAt));
    const g = out.find((x) => x.day === day && x.track === r.track);
    if (g) g.rows.push(r);
    else out.push({ day, track: r.track, rows: [r] });
  }
  return out;
}

/**
 * The agenda of an event (spec §3 agenda row: time, theme, guest speaker, enterprise, video),
 * grouped by day and track. The video cell links to the playback in the videos module. On a
 * phone each row becomes a small card whose cells carry their column's name.
 */
export function AgendaTable({ agenda, slug }: { agenda: AgendaItem[]; slug: string }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  if (!agenda.length) return null;
  const zone = hydrated ? undefined : 'UTC';
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone: zone });
  const cols = ['time', 'theme', 'speaker', 'enterprise', 'video'] as const;
  const label = (c: (typeof cols)[number]) => t(`events.agenda.${c}`);
  const groups = groupsOf(agenda, i18n.language, zone);
  return (
    <section className="ev-agenda" aria-labelledby="ev-agenda-title">
      <h2 id="ev-agenda-title">{t('events.agenda.title')}</h2>
      <p>
        <a href={`/api/events/${encodeURIComponent(slug)}/agenda.ics`} download={`${slug}-agenda.ics`}>
          {t('events.agenda.ics')}
        </a>
      </p>
      {groups.map((g, gi) => {
        const newDay = gi === 0 || groups[gi - 1]!.day !== g.day;
        return (
          <div key={`${g.day}|${g.track}`} className="ev-agenda-group">
            {newDay ? <h3>{g.day}</h3> : null}
            <table className="ev-agenda-table">
              {g.track ? <caption>{g.track}</caption> : null}
              <thead>
                <tr>
                  {cols.map((c) => (
                    <th key={c} scope="col">
                      {label(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {g.rows.map((r, i) => (
                  <tr key={`${r.startsAt}-${i}`}>
                    <td data-label={label('time')}>
                      <time dateTime={r.startsAt}>{time.format(new Date(r.startsAt))}</time>
                      {r.endsAt ? (
                        <>
                          {' – '}
                          <time dateTime={r.endsAt}>{time.format(new Date(r.endsAt))}</time>
                        </>
                      ) : null}
                    </td>
                    <td data-label={label('theme')}>{r.theme}</td>
                    <td data-label={label('speaker')}>
                      {r.speakerCard ? <SpeakerCard card={r.speakerCard} /> : r.speaker || '—'}
                    </td>
                    <td data-label={label('enterprise')}>{r.enterprise || '—'}</td>
                    <td data-label={label('video')}>
                      {r.video ? (
                        <Link
                          to={`/community/video/detail?id=${encodeURIComponent(r.video.id)}`}
                          aria-label={t('events.agenda.watch', { name: r.video.name })}
                        >
                          {t('events.agenda.playback')}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}
