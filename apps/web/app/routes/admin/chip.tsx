import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { BoardsSection } from '~/features/admin-lab/inventory/BoardsSection';
import { SocsSection } from '~/features/admin-lab/inventory/SocsSection';
import { usePageParam } from '~/features/admin-lab/inventory/use-page-param';
import { adminPageMeta } from '~/features/admin-lab/page-meta';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/admin/chip` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminPageMeta(localeOfMatches(matches), 'chip', data?.url);

/** The spec's "chip" menu entry: SoC models and the development board models built on them. */
export default function AdminChip() {
  const { t } = useTranslation();
  const [socsPage, setSocsPage] = usePageParam('socsPage');
  const [boardsPage, setBoardsPage] = usePageParam('boardsPage');
  return (
    <>
      <h1>{t('admin.chip.title')}</h1>
      <SocsSection page={socsPage} onPage={setSocsPage} />
      <BoardsSection page={boardsPage} onPage={setBoardsPage} />
    </>
  );
}
