import { useTranslation } from 'react-i18next';
import type { CompetitionView, EventDetail } from '@occ/shared';
import { Link } from 'react-router';
import { Tag } from '~/components/plain/plain';
import { AgendaTable } from './AgendaTable';
import { activityHref } from './list-query';
import { RelatedProducts } from './RelatedProducts';
import { CompetitionTabs } from './CompetitionTabs';
import { EventPlace, EventTime, PhaseTag } from './format';
import { LivePanel } from './LivePanel';
import { SignupPanel } from './SignupPanel';

/** An activity's page, or a competition's landing (a banner first): facts, body, sign-up. */
export function EventDetailView({
  event,
  competition = null,
}: {
  event: EventDetail;
  competition?: CompetitionView | null;
}) {
  const { t } = useTranslation();
  const isCompetition = event.kind === 'competition';
  // the server gives the stream only while the session runs (presentLive)
  const live = Boolean(event.online && event.streamUrl && event.agenda.length);
  return (
    <article className={isCompetition ? 'ev-detail ev-competition' : 'ev-detail'} lang={event.locale}>
      <header className="ev-hero">
        {event.coverUrl ? (
          <img className="ev-hero-cover" src={event.coverUrl} alt="" width={960} height={360} />
        ) : null}
        <div className="ev-hero-text">
          <p className="ev-kind">{t(`events.kind.${event.kind}`)}</p>
          <h1>{event.title}</h1>
          {event.summary ? <p className="ev-summary">{event.summary}</p> : null}
        </div>
      </header>
      <div className="ev-columns">
        <div className="ev-main">
          <dl className="ev-facts">
            <dt>{t('events.facts.status')}</dt>
            <dd>
              <PhaseTag phase={event.phase} state={event.state} />
            </dd>
            <dt>{t('events.facts.time')}</dt>
            <dd>
              <EventTime e={event} />
            </dd>
            <dt>{t('events.facts.signup')}</dt>
            <dd>
              <EventTime e={{ startsAt: event.signupOpensAt, endsAt: event.signupClosesAt }} />
            </dd>
            <dt>{t('events.facts.place')}</dt>
            <dd>
              <EventPlace e={event} />
              {event.mapUrl ? (
                <>
                  {' · '}
                  <a href={event.mapUrl} target="_blank" rel="noopener noreferrer">
                    {t('events.facts.map')}
                  </a>
                </>
              ) : null}
            </dd>
            {event.organiser ? (
              <>
                <dt>{t('events.facts.organiser')}</dt>
                <dd>{event.organiser}</dd>
              </>
            ) : null}
            {event.tags.length ? (
              <>
                <dt>{t('events.facts.tags')}</dt>
                <dd className="ev-tags">
                  {event.tags.map((tag) => (
                    <Tag key={tag}>
                      <Link to={activityHref({ when: 'upcoming', tag, page: 1 })}>{tag}</Link>
                    </Tag>
                  ))}
                </dd>
              </>
            ) : null}
          </dl>
          {live ? (
            // while the session runs: the stream with the agenda beside it (below it on a phone)
            <div className="ev-live-stage" data-testid="live-stage">
              <LivePanel event={event} />
              <AgendaTable agenda={event.agenda} slug={event.slug} />
            </div>
          ) : (
            <LivePanel event={event} />
          )}
          {competition ? (
            <CompetitionTabs event={event} competition={competition} />
          ) : (
            <div className="markdown-body" dangerouslySetInnerHTML={{ __html: event.html }} />
          )}
          {live ? null : <AgendaTable agenda={event.agenda} slug={event.slug} />}
          <RelatedProducts products={event.relatedProducts} />
        </div>
        <aside className="ev-side">
          <SignupPanel event={event} />
        </aside>
      </div>
    </article>
  );
}
