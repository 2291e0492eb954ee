import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { MenuEditor } from '~/features/admin-access/menus/MenuEditor';
import { accessPageMeta } from '~/features/admin-access/page-meta';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/menu` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  accessPageMeta(localeOfMatches(matches), 'menus', data?.url);

export default function AdminMenus() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="admin-menus-title">
      <h1 id="admin-menus-title">{t('adminAccess.menus.title')}</h1>
      <p>{t('adminAccess.menus.description')}</p>
      <MenuEditor />
    </section>
  );
}
