import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useMergedSearchParams } from '~/lib/search-params';
import { RESERVATION_STATES, type ReservationState } from '@occ/shared';
import { adminPageMeta } from '~/features/admin-lab/page-meta';
import {
  ReservationsTable,
  type ReservationsView,
} from '~/features/admin-lab/reservations/ReservationsTable';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/lab/reservations` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminPageMeta(localeOfMatches(matches), 'reservations', data?.url);

const viewOf = (params: URLSearchParams): ReservationsView => {
  const raw = params.get('status');
  return {
    status: (RESERVATION_STATES as readonly string[]).includes(raw ?? '')
      ? (raw as ReservationState)
      : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
};

export default function AdminLabReservations() {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  return (
    <section aria-labelledby="admin-reservations-title">
      <h1 id="admin-reservations-title">{t('admin.reservations.title')}</h1>
      <p>{t('admin.reservations.intro')}</p>
      <ReservationsTable
        {...viewOf(params)}
        onChange={(patch) =>
          setParams(
            (prev) => {
              const v = { ...viewOf(prev), ...patch };
              return new URLSearchParams({
                ...(v.status ? { status: v.status } : {}),
                ...(v.page > 1 ? { page: String(v.page) } : {}),
              });
            },
            { preventScrollReset: true },
          )
        }
      />
    </section>
  );
}
