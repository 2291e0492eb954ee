import { Button, Skeleton, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRevalidator } from 'react-router';
import type { EventDetail } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { useCurrentUser } from '~/lib/current-user';
import { errorText } from '~/lib/form-errors';
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
        <Suspense fallback={<Skeleton.Node active className="ev-player-skeleton" />}>
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
          <LinkButton to={`/auth/login?redirect=${encodeURIComponent(location.pathname)}`}>
            {t('events.live.login')}
          </LinkButton>
        ) : event.liveReserved ? (
          <Space wrap>
            <strong data-testid="live-reserved">{t('events.live.reserved')}</strong>
            <Button size="small" onClick={() => void toggle(false)} loading={reservation.isPending}>
              {t('events.live.cancel')}
            </Button>
          </Space>
        ) : (
          <Button
            onClick={() => void toggle(true)}
            loading={reservation.isPending}
            data-testid="live-reserve"
          >
            {t('events.live.reserve')}
          </Button>
        )
      ) : null}
    </section>
  );
}
