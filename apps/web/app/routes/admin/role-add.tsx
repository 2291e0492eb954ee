import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { accessPageMeta } from '~/features/admin-access/page-meta';
import { RoleForm } from '~/features/admin-access/roles/RoleForm';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/role_add` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  accessPageMeta(localeOfMatches(matches), 'roleAdd', data?.url);

export default function AdminRoleAdd() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="admin-role-add-title">
      <h1 id="admin-role-add-title">{t('adminAccess.roleAdd.title')}</h1>
      <p>{t('adminAccess.roleAdd.description')}</p>
      <RoleForm />
    </section>
  );
}
