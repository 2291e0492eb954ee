import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { accessPageMeta } from '~/features/admin-access/page-meta';
import { RoleList } from '~/features/admin-access/roles/RoleList';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/role` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  accessPageMeta(localeOfMatches(matches), 'roles', data?.url);

export default function AdminRoles() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="admin-roles-title">
      <h1 id="admin-roles-title">{t('adminAccess.roles.title')}</h1>
      <p>{t('adminAccess.roles.description')}</p>
      <RoleList />
    </section>
  );
}
