import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { accessPageMeta } from '~/features/admin-access/page-meta';
import { RoleDetail } from '~/features/admin-access/roles/RoleDetail';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context, params }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/role_detail/${encodeURIComponent(params.roleKey ?? '')}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  accessPageMeta(localeOfMatches(matches), 'roleDetail', data?.url);

export default function AdminRoleDetail() {
  const { t } = useTranslation();
  const roleKey = useParams().roleKey ?? '';
  return (
    <section aria-labelledby="admin-role-detail-title">
      <h1 id="admin-role-detail-title">{t('adminAccess.roleDetail.title')}</h1>
      <p>{t('adminAccess.roleDetail.description')}</p>
      <RoleDetail roleKey={roleKey} />
    </section>
  );
}
