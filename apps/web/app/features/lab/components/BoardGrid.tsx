import { useTranslation } from 'react-i18next';
import type { LabBoardCard, Page } from '@occ/shared';
import { Empty, Skeleton } from '~/components/plain/plain';
import { BoardCard, type CardActions } from './BoardCard';
import { LazyPager } from './LazyPager';

/** A page of evaluation cards with its pager; "No data available" when nothing matches. */
export function BoardGrid({
  page,
  loading,
  failed,
  actions,
  onPage,
}: {
  page: Page<LabBoardCard> | undefined;
  loading: boolean;
  failed: boolean;
  actions: CardActions;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (!page) {
    return failed ? <Empty description={t('lab.loadFailed')} /> : <Skeleton />;
  }
  if (!page.items.length) return <Empty description={t('lab.empty')} data-testid="boards-empty" />;
  return (
    <>
      <div className="lab-grid" aria-busy={loading} data-testid="board-grid">
        {page.items.map((card) => (
          <BoardCard key={card.id} card={card} actions={actions} />
        ))}
      </div>
      <div className="lab-pagination">
        <LazyPager current={page.page} pageSize={page.pageSize} total={page.total} onChange={onPage} />
      </div>
    </>
  );
}
