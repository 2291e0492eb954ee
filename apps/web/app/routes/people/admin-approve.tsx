import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import {
  APPLICATION_KINDS,
  APPLICATION_REVIEW_PERMISSIONS,
  APPLICATION_STATES,
  type ApplicationKindName,
  type ApplicationState,
  type CurrentUser,
} from '@occ/shared';
import { holdsAnyOf } from '@occ/shared/admin';
import { RouteErrorResult } from '~/components/RouteErrorResult';
import { useMergedSearchParams } from '~/lib/search-params';
import { ApprovalQueue } from '~/features/admin-approve/ApprovalQueue';
import { privatePageMeta } from '~/features/people/page-meta';
import { loginRedirect } from '~/lib/access';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

// Reviewers only, as the menu entry (0028): a visitor goes to login, a user who reviews no kind of
// application (holds none of APPLICATION_REVIEW_PERMISSIONS) gets 403.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { body } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  const user = body.success ? body.result : null;
  if (!user) throw loginRedirect(request.url);
  if (!holdsAnyOf(user, Object.values(APPLICATION_REVIEW_PERMISSIONS)))
    throw new Response('Forbidden', { status: 403 });
  return { url: `${context.publicUrl}/admin/approve` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(localeOfMatches(matches), 'approve', data?.url);

const stateOf = (v: string | null): ApplicationState =>
  (APPLICATION_STATES as readonly string[]).includes(v ?? '') ? (v as ApplicationState) : 'pending';
const kindOf = (v: string | null): ApplicationKindName | null =>
  (APPLICATION_KINDS as readonly string[]).includes(v ?? '') ? (v as ApplicationKindName) : null;

export default function AdminApprove() {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  const kind = kindOf(params.get('kind'));
  const state = stateOf(params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  // rendered inside the admin console layout (routes/admin/layout.tsx), which gives the page frame
  return (
    <section aria-labelledby="admin-approve-title">
      <h1 id="admin-approve-title">{t('people.approve.title')}</h1>
      <ApprovalQueue
        kind={kind}
        state={state}
        page={page}
        onChange={(k, s, p) =>
          setParams(
            () =>
              new URLSearchParams({
                ...(k ? { kind: k } : {}),
                ...(s !== 'pending' ? { state: s } : {}),
                ...(p > 1 ? { page: String(p) } : {}),
              }),
            { preventScrollReset: true },
          )
        }
      />
    </section>
  );
}

/** 403 for a user who reviews no kind of application; other failures say the page broke. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <RouteErrorResult
      forbiddenTitle={t('people.approve.forbiddenTitle')}
      forbiddenBody={t('people.approve.forbiddenBody')}
    />
  );
}
