import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator, useSearchParams } from 'react-router';
import { modesOf, type EventDetail } from '@occ/shared';
import { lazyWithAntd } from '~/components/antd/lazy-antd';
import { ButtonLink, PlainButton } from '~/components/plain/plain';
import { useCurrentUser } from '~/lib/current-user';
import { CancelSignUp } from './CancelSignUp';
import { signupStateText } from './format';

// the sign-up dialog (antd's Modal and Form, the shared schema) loads on the first click
const SignupForm = lazyWithAntd(() => import('./SignupForm'));
// the QR code's encoder loads after the page: the code is written under it too
const CheckinQr = lazy(() => import('./CheckinQr'));

/** The check-in code in words while its QR code loads (CheckinQr's caption). */
function CodeText({ code, checkedInAt }: { code: string; checkedInAt: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="ev-qr">
      {t('events.checkin.code')} <code>{code}</code>
      {checkedInAt ? <span className="ev-qr-done"> · {t('events.checkin.done')}</span> : null}
    </p>
  );
}

/** Why a visitor cannot sign up now, or null when the window is open. */
function closedReason(e: EventDetail): string | null {
  if (e.state === 'cancelled') return 'cancelled';
  if (e.state !== 'published') return 'closed';
  return e.signupWindow === 'open' ? null : e.signupWindow;
}

/** My sign-up for this event and what I can do: sign up, join the waiting list, or cancel. */
export function SignupPanel({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const location = useLocation();
  const revalidator = useRevalidator();
  const mine = event.mySignup && event.mySignup.state !== 'cancelled' ? event.mySignup : null;
  const rejected = mine?.state === 'rejected';
  const reason = closedReason(event);
  // back from completing the profile (`?signup=1`): the form opens again, prefilled
  const [search] = useSearchParams();
  const [open, setOpen] = useState(() => search.get('signup') === '1' && !mine && !reason);
  // once opened, the dialog stays mounted (it closes with its animation)
  const [opened, setOpened] = useState(open);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };

  return (
    <section className="ev-signup" aria-labelledby="ev-signup-title" data-testid="event-signup">
      <h2 id="ev-signup-title">{t('events.signup.heading')}</h2>
      {event.state === 'published' && event.phase !== 'ended' ? (
        <ul className="ev-places" data-testid="event-places">
          {modesOf(event).map((m) => {
            const online = m === 'online';
            const waiting = online ? event.onlineWaiting : event.waiting;
            return (
              <li key={m} data-testid={`event-places-${m}`}>
                <strong>{t(`events.mode.${m}`)}</strong>{' '}
                {t('events.seatsOf', {
                  left: online ? event.onlineSeatsLeft : event.seatsLeft,
                  capacity: online ? event.onlineCapacity : event.capacity,
                })}
                {waiting > 0 ? ` ${t('events.waitingCount', { count: waiting })}` : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {event.requiresApproval && !mine ? <p className="notice">{t('events.approvalRequired')}</p> : null}
      {mine ? (
        <div className="ev-stack">
          <strong data-testid="my-signup-state" data-state={mine.state}>
            {signupStateText(t, mine)} ({t(`events.mode.${mine.mode}`)})
          </strong>
          {mine.state === 'pending' ? <p className="notice">{t('events.signup.pendingNotice')}</p> : null}
          {mine.checkinCode ? (
            <Suspense fallback={<CodeText code={mine.checkinCode} checkedInAt={mine.checkedInAt} />}>
              <CheckinQr code={mine.checkinCode} checkedInAt={mine.checkedInAt} />
            </Suspense>
          ) : null}
          {rejected ? null : <CancelSignUp event={event} onDone={() => revalidator.revalidate()} />}
        </div>
      ) : reason ? (
        <p className="notice">{t(`events.closedReason.${reason}`)}</p>
      ) : !user ? (
        <ButtonLink
          look={{ type: 'primary' }}
          to={`/auth/login?redirect=${encodeURIComponent(location.pathname)}`}
        >
          {t('events.signup.login')}
        </ButtonLink>
      ) : (
        <PlainButton look={{ type: 'primary', className: 'ant-btn-lg' }} onClick={show}>
          {event.seatsLeft + event.onlineSeatsLeft > 0
            ? t('events.signup.button')
            : t('events.signup.buttonWaiting')}
        </PlainButton>
      )}
      <p>
        <a href={`/api/events/${event.slug}/ics`} download={`${event.slug}.ics`}>
          {t('events.ics')}
        </a>
      </p>
      {user && opened ? (
        <Suspense fallback={null}>
          <SignupForm
            event={event}
            open={open}
            onClose={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              void revalidator.revalidate();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
