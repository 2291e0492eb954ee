import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { CompaniesSection } from '~/features/admin-lab/inventory/CompaniesSection';
import { CpusSection } from '~/features/admin-lab/inventory/CpusSection';
import { usePageParam } from '~/features/admin-lab/inventory/use-page-param';
import { adminPageMeta } from '~/features/admin-lab/page-meta';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/cpu` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminPageMeta(localeOfMatches(matches), 'cpu', data?.url);

/** The spec's "cpu" menu entry: chip companies and their CPU models. */
export default function AdminCpu() {
  const { t } = useTranslation();
  const [companiesPage, setCompaniesPage] = usePageParam('companiesPage');
  const [cpusPage, setCpusPage] = usePageParam('cpusPage');
  return (
    <>
      <h1>{t('admin.cpu.title')}</h1>
      <CompaniesSection page={companiesPage} onPage={setCompaniesPage} />
      <CpusSection page={cpusPage} onPage={setCpusPage} />
    </>
  );
}
