import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRevalidator } from 'react-router';
import type { EventDetail } from '@occ/shared';
import { ButtonLink, PlainButton } from '~/components/plain/plain';
import { useCurrentUser } from '~/lib/current-user';
import { errorText } from '~/lib/error-text';
import { useLiveReservation } from './api';
import { useFeedback } from '~/lib/feedback';

const HlsPlayer = lazy(() => import('./HlsPlayer'));

/**
 * A live session: "remind me" before the start, the stream while it runs (set by the organiser),
 * the recording after the end. Shown for online activities only.
 */
export function LivePanel({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { user } = useCurrentUser();
  const location = useLocation();
  const revalidator = useRevalidator();
  const reservation = useLiveReservation(event.slug);
  if (!event.online) return null;
  const ended = event.phase === 'ended';
  const canReserve = event.state === 'published' && !ended;

  const toggle = async (reserve: boolean) => {
    try {
      await reservation.mutateAsync(reserve);
      void message.success(t(reserve ? 'events.live.reservedDone' : 'events.live.cancelledDone'));
      await revalidator.revalidate();
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  return (
    <section className="ev-live" aria-labelledby="ev-live-title" data-testid="event-live">
      <h2 id="ev-live-title">{t('events.live.heading')}</h2>
      {event.streamUrl ? (
        <Suspense
          fallback={
            // antd's Skeleton.Node look
            <div className="ant-skeleton ant-skeleton-element ant-skeleton-active occ ev-player-skeleton">
              <div className="ant-skeleton-node" />
            </div>
          }
        >
          <HlsPlayer src={event.streamUrl} title={event.title} />
        </Suspense>
      ) : event.playbackUrl ? (
        <p>
          <Link to={event.playbackUrl} data-testid="live-playback">
            {t('events.live.playback')}
          </Link>
        </p>
      ) : (
        <p className="notice">{t(ended ? 'events.live.noPlayback' : 'events.live.notStarted')}</p>
      )}
      {canReserve && !event.streamUrl ? (
        !user ? (
          <ButtonLink to={`/auth/login?redirect=${encodeURIComponent(location.pathname)}`}>
            {t('events.live.login')}
          </ButtonLink>
        ) : event.liveReserved ? (
          <div className="ev-row">
            <strong data-testid="live-reserved">{t('events.live.reserved')}</strong>
            <PlainButton
              look={{ size: 'small', loading: reservation.isPending }}
              onClick={() => void toggle(false)}
            >
              {t('events.live.cancel')}
            </PlainButton>
          </div>
        ) : (
          <PlainButton
            look={{ loading: reservation.isPending }}
            onClick={() => void toggle(true)}
            data-testid="live-reserve"
          >
            {t('events.live.reserve')}
          </PlainButton>
        )
      ) : null}
    </section>
  );
}
