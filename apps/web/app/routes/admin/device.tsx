import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { DevicesSection } from '~/features/admin-lab/inventory/DevicesSection';
import { usePageParam } from '~/features/admin-lab/inventory/use-page-param';
import { adminPageMeta } from '~/features/admin-lab/page-meta';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/device` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminPageMeta(localeOfMatches(matches), 'device', data?.url);

/** The spec's "device" menu entry: the lab's individual boards and their state. */
export default function AdminDevice() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam('page');
  return (
    <>
      <h1>{t('admin.device.title')}</h1>
      <DevicesSection page={page} onPage={setPage} />
    </>
  );
}
