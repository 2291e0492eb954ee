import { Pagination } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
 * The pager of a public list: every page, previous and next are real links (crawlers and readers
 * without JavaScript follow them), the current page and a missing neighbour are not.
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
      <Pagination
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showTotal={showTotal}
        itemRender={(n, type, original) => {
          if (type === 'page') return <Link to={hrefOf(n)}>{n}</Link>;
          if ((type === 'prev' || type === 'next') && n >= 1 && n !== page)
            return (
              <Link to={hrefOf(n)} aria-label={prevNext?.[type]}>
                {original}
              </Link>
            );
          return original;
        }}
      />
    </nav>
  );
}
