import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { accessPageMeta } from '~/features/admin-access/page-meta';
import { UserDetail } from '~/features/admin-access/users/UserDetail';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context, params }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/user_detail/${encodeURIComponent(params.userId ?? '')}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  accessPageMeta(localeOfMatches(matches), 'userDetail', data?.url);

export default function AdminUserDetail() {
  const { t } = useTranslation();
  const id = useParams().userId ?? '';
  return (
    <section aria-labelledby="admin-user-detail-title">
      <h1 id="admin-user-detail-title">{t('adminAccess.userDetail.title')}</h1>
      <UserDetail key={id} id={id} />
    </section>
  );
}
