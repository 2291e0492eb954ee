import { useTranslation } from 'react-i18next';
import type { Page } from '@occ/shared';
import { Pager } from '~/components/plain/Pager';
import { Alert, Empty, Skeleton } from '~/components/plain/plain';
import { QuestionCard } from './QuestionCard';
import type { QuestionCard as Card } from './types';

/** A page of question cards with loading, error and empty states and the pager. */
export function QuestionList({
  page,
  loading,
  failed,
  pageHref,
  onTag,
  filtered = false,
}: {
  page?: Page<Card>;
  loading: boolean;
  failed: boolean;
  /** the link of a page of the list */
  pageHref: (page: number) => string;
  onTag?: (tag: string) => void;
  /** a plate or tag narrows the list: empty then reads "No related Q&A" (spec §8) */
  filtered?: boolean;
}) {
  const { t } = useTranslation();
  if (failed && !page) return <Alert type="error" title={t('community.list.failed')} />;
  if (!page) return <Skeleton />;
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
        <Pager
          className="cm-pager"
          current={page.page}
          pageSize={page.pageSize}
          total={page.total}
          href={pageHref}
        />
      ) : null}
    </section>
  );
}
