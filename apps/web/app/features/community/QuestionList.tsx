import { Alert, Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Page } from '@occ/shared';
import { QuestionCard } from './QuestionCard';
import type { QuestionCard as Card } from './types';

/** A page of question cards with loading, error and empty states and the pager. */
export function QuestionList({
  page,
  loading,
  failed,
  onPage,
  onTag,
  filtered = false,
}: {
  page?: Page<Card>;
  loading: boolean;
  failed: boolean;
  onPage: (page: number) => void;
  onTag?: (tag: string) => void;
  /** a plate or tag narrows the list: empty then reads "No related Q&A" (spec §8) */
  filtered?: boolean;
}) {
  const { t } = useTranslation();
  if (failed && !page) return <Alert type="error" title={t('community.list.failed')} />;
  if (!page) return <Skeleton active />;
  return (
    <section aria-busy={loading} aria-label={t('community.list.results')}>
      {page.items.length === 0 ? (
        <Empty description={t(filtered ? 'community.list.noRelated' : 'community.list.empty')} />
      ) : (
        <div className="cm-cards">
          {page.items.map((q) => (
            <QuestionCard key={q.id} q={q} onTag={onTag} />
          ))}
        </div>
      )}
      {page.total > page.pageSize ? (
        <Pagination
          className="cm-pager"
          current={page.page}
          pageSize={page.pageSize}
          total={page.total}
          showSizeChanger={false}
          onChange={onPage}
        />
      ) : null}
    </section>
  );
}
