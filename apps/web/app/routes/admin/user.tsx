import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { accessPageMeta } from '~/features/admin-access/page-meta';
import { UserList } from '~/features/admin-access/users/UserList';
import { keepOnSearchChange } from '~/lib/revalidate';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/user` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  accessPageMeta(localeOfMatches(matches), 'users', data?.url);

// the list reads its filters from the URL in the browser; the loader has nothing to redo
export const shouldRevalidate = keepOnSearchChange;

export default function AdminUsers() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="admin-users-title">
      <h1 id="admin-users-title">{t('adminAccess.users.title')}</h1>
      <p>{t('adminAccess.users.description')}</p>
      <UserList />
    </section>
  );
}
