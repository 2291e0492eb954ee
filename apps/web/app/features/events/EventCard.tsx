import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventSummary } from '@occ/shared';
import { EventPlace, EventTime, eventHref, PhaseTag } from './format';

/** One activity in a list: cover, title, time, place, phase and seats left. */
export function EventCard({ e, extra }: { e: EventSummary; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="ev-card" lang={e.locale}>
      <Link to={eventHref(e)} className="ev-card-cover" tabIndex={-1} aria-hidden>
        {e.coverUrl ? (
          <img src={e.coverUrl} alt="" width={320} height={180} loading="lazy" />
        ) : (
          <span className="ev-card-placeholder">{t(`events.kind.${e.kind}`)}</span>
        )}
      </Link>
      <div className="ev-card-body">
        <h2 className="ev-card-title">
          <Link to={eventHref(e)}>{e.title}</Link>
        </h2>
        <p className="ev-card-meta">
          <PhaseTag phase={e.phase} state={e.state} />
          <EventTime e={e} />
        </p>
        <p className="ev-card-meta">
          <EventPlace e={e} />
          {e.phase !== 'ended' && e.state === 'published' ? (
            <span> · {t('events.seatsLeft', { count: e.seatsLeft + e.onlineSeatsLeft })}</span>
          ) : null}
        </p>
        {e.summary ? <p className="ev-card-summary">{e.summary}</p> : null}
        {extra}
      </div>
    </article>
  );
}
