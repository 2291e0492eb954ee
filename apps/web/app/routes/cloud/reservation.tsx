import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  data,
  Link,
  useLoaderData,
  useNavigate,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { CurrentUser, LabReservation } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { useEnterReservation, useReservation } from '~/features/lab/api/reservations';
import { Countdown } from '~/features/lab/components/Countdown';
import { closeReasonText } from '~/features/lab/components/ReservationsTab';
import { SlotTime } from '~/features/lab/components/SlotTime';
import { DeviceStateTag, ReservationStatusTag } from '~/features/lab/components/StatusTags';
import { useReservationActions } from '~/features/lab/components/useReservationActions';
import { useNow } from '~/lib/hydrated';
import { canCancel, isRunning } from '~/features/lab/lifecycle';
import { labPageMeta } from '~/features/lab/page-meta';
import { labLinks } from '~/features/lab/styles';
import { requireAccess } from '~/lib/access';
import { apiCall, apiGet } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';
import { RequestError } from '~/lib/request';
import { Breadcrumb } from '~/components/Breadcrumb';
import { useFeedback } from '~/lib/feedback';

export const links = labLinks;

// Only the owner sees a reservation: the API answers 404 for anyone else's (no leak).
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { body } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  requireAccess(body.success ? body.result : null, 'login', request.url);
  const id = params.reservationId ?? '';
  // reservation ids are UUIDs: anything else is a reservation that does not exist
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw data(null, { status: 404 });
  const reservation = await apiGet<LabReservation>(context, `/api/lab/reservations/${id}`);
  return { reservation, url: `${context.publicUrl}/cloud/reservation/${id}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  labPageMeta(localeOfMatches(matches), 'reservation', data?.url, { private: true });

export default function ReservationPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const loaded = useLoaderData<typeof loader>();
  const q = useReservation(loaded.reservation.id, loaded.reservation);
  const r = q.data ?? loaded.reservation;
  const actions = useReservationActions();
  const enter = useEnterReservation();
  const navigate = useNavigate();
  const now = useNow(1000);
  // the slot is running by the clock even before the sweeper has promoted it
  const running = isRunning(r, now);
  const upcoming = canCancel(r, now);

  const onEnter = async () => {
    try {
      await enter.mutateAsync(r.id);
      // entering is opening the board's console (issue 7)
      void navigate(`/cloud/console/${r.id}`);
    } catch (e) {
      void message.error(e instanceof RequestError ? e.message : String(e));
    }
  };

  return (
    <div className="page page-narrow">
      <Breadcrumb
        label={t('lab.breadcrumb')}
        trail={[{ to: '/cloud/evaluation?tab=reservations', label: t('lab.tabs.reservations') }]}
        current={r.board.name}
      />
      <div className="lab-detail-head">
        <h1>{t('lab.reservation.heading', { board: r.board.name })}</h1>
        <ReservationStatusTag status={r.status} />
      </div>
      <dl className="lab-facts">
        <dt>{t('lab.table.board')}</dt>
        <dd>
          <Link to={`/cloud/board/${r.board.id}`}>{r.board.name}</Link>
        </dd>
        <dt>{t('lab.table.device')}</dt>
        <dd>
          {r.device.name} <DeviceStateTag state={r.device.state} />
        </dd>
        <dt>{t('lab.table.kind')}</dt>
        <dd>{t(`lab.kind.${r.kind}`)}</dd>
        <dt>{t('lab.table.slot')}</dt>
        <dd>
          <SlotTime from={r.startsAt} to={r.endsAt} />
        </dd>
        {r.enteredAt ? (
          <>
            <dt>{t('lab.reservation.enteredAt')}</dt>
            <dd>
              <LocalTime iso={r.enteredAt} withTime />
            </dd>
          </>
        ) : null}
        {r.closedAt ? (
          <>
            <dt>{t('lab.reservation.closedAt')}</dt>
            <dd>
              <LocalTime iso={r.closedAt} withTime />
            </dd>
          </>
        ) : null}
        {r.closeReason ? (
          <>
            <dt>{t('lab.reservation.reason')}</dt>
            <dd data-testid="close-reason">{closeReasonText(r.closeReason, t)}</dd>
          </>
        ) : null}
      </dl>
      <section className="lab-section" aria-labelledby="lab-reservation-console">
        <h2 id="lab-reservation-console">{t('lab.reservation.console')}</h2>
        {running ? (
          <p>
            <Countdown to={r.endsAt} label={t('lab.endsIn')} />
          </p>
        ) : upcoming ? (
          <p>
            <Countdown to={r.startsAt} label={t('lab.startsIn')} />
          </p>
        ) : null}
        {running || upcoming ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('lab.reservation.consoleNote')}
            description={t('lab.reservation.deviceState', { state: t(`lab.deviceState.${r.device.state}`) })}
          />
        ) : null}
        <Space wrap>
          {running ? (
            <Button
              type="primary"
              loading={enter.isPending}
              onClick={() => void onEnter()}
              data-testid="enter"
            >
              {t('labConsole.enterConsole')}
            </Button>
          ) : null}
          {running ? (
            <Button danger onClick={() => actions.confirmRelease(r)}>
              {t('lab.actions.release')}
            </Button>
          ) : null}
          {upcoming ? (
            <Button danger onClick={() => actions.confirmCancel(r)}>
              {t('lab.actions.cancel')}
            </Button>
          ) : null}
        </Space>
      </section>
    </div>
  );
}
