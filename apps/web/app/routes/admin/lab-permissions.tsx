import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useMergedSearchParams } from '~/lib/search-params';
import { LAB_KINDS, type LabKind } from '@occ/shared';
import { APPLICATION_STATES, type ApplicationState } from '~/features/admin-lab/api/permissions';
import { ApplicationsTable, type ApplicationsView } from '~/features/admin-lab/permissions/ApplicationsTable';
import { adminPageMeta } from '~/features/admin-lab/page-meta';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/lab/permissions` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminPageMeta(localeOfMatches(matches), 'permissions', data?.url);

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  (values as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

const viewOf = (params: URLSearchParams): ApplicationsView => ({
  state: oneOf<ApplicationState>(APPLICATION_STATES, params.get('state')) ?? 'pending',
  kind: oneOf<LabKind>(LAB_KINDS, params.get('kind')),
  page: Math.max(1, Number(params.get('page')) || 1),
});

/** The view as URL parameters, defaults left out so the plain address is the pending queue. */
const paramsOf = (v: ApplicationsView) =>
  new URLSearchParams({
    ...(v.state !== 'pending' ? { state: v.state } : {}),
    ...(v.kind ? { kind: v.kind } : {}),
    ...(v.page > 1 ? { page: String(v.page) } : {}),
  });

export default function AdminLabPermissions() {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  return (
    <section aria-labelledby="admin-permissions-title">
      <h1 id="admin-permissions-title">{t('admin.permissions.title')}</h1>
      <ApplicationsTable
        {...viewOf(params)}
        // merged into the latest URL, so two quick changes (tab, then kind) both stick
        onChange={(patch) =>
          setParams((prev) => paramsOf({ ...viewOf(prev), ...patch }), { preventScrollReset: true })
        }
      />
    </section>
  );
}
