import type { ReactNode } from 'react';
import { Pager } from './plain/Pager';

interface Props {
  /** the current page (1-based), the page size and the number of items of the whole list */
  page: number;
  pageSize: number;
  total: number;
  /** the address of page `n` (the list's filters kept) */
  hrefOf: (n: number) => string;
  /** the navigation landmark's name ("Pages of results") */
  label: string;
  className?: string;
  /** names of the previous and next links for screen readers */
  prevNext?: { prev: string; next: string };
  showTotal?: (total: number) => ReactNode;
  /** a list of one page shows no pager (the default); false shows it anyway */
  hideOnSinglePage?: boolean;
}

/**
 * The pager of a public list as a named landmark: every page, previous and next are real links
 * (crawlers and readers without JavaScript follow them), drawn by `plain/Pager` with antd's look
 * and no antd code (issue 14).
 */
export function PageLinks({
  page,
  pageSize,
  total,
  hrefOf,
  label,
  className = 'pagination',
  prevNext,
  showTotal,
  hideOnSinglePage = true,
}: Props) {
  if (hideOnSinglePage && total <= pageSize) return null;
  return (
    <nav aria-label={label} className={className}>
      {showTotal ? <span className="page-links-total">{showTotal(total)}</span> : null}
      <Pager
        current={page}
        pageSize={pageSize}
        total={total}
        href={hrefOf}
        prevLabel={prevNext?.prev}
        nextLabel={prevNext?.next}
      />
    </nav>
  );
}
