import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { CurrentUser, LabConsoleInfo } from '@occ/shared';
import { ConsolePage } from '~/features/lab-console/ConsolePage';
import { ConsoleRefused } from '~/features/lab-console/ConsoleRefused';
import { consoleMeta } from '~/features/lab-console/page-meta';
import { consoleStyles } from '~/features/lab-console/styles';
import { requireAccess } from '~/lib/access';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export const links = consoleStyles;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The owner's console during the slot. Someone else's reservation is a 404 (the API hides it);
// one that is not running now answers 409 with the reason and the way back to the reservation.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { body: me } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  requireAccess(me.success ? me.result : null, 'login', request.url);
  const id = params.reservationId ?? '';
  if (!UUID.test(id)) throw data(null, { status: 404 });
  const { status, body } = await apiCall<LabConsoleInfo>(context, `/api/lab/reservations/${id}/console`);
  if (body.success) return { id, info: body.result, refused: null };
  if (status === 409 || status === 403) return data({ id, info: null, refused: body.message }, { status });
  throw data({ message: body.message, code: body.code }, { status: status >= 400 ? status : 500 });
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  consoleMeta(localeOfMatches(matches), d?.info?.boardName);

export default function ConsoleRoute() {
  const { id, info, refused } = useLoaderData<typeof loader>();
  if (!info) return <ConsoleRefused reservationId={id} message={refused ?? ''} />;
  // a new reservation is a new console (socket, terminal, panels)
  return <ConsolePage key={info.reservationId} initial={info} />;
}
