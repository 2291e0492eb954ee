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

/** The page numbers shown: the first, the last and two either side of the current, gaps as null. */
export function pageWindow(page: number, last: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let n = 1; n <= last; n++) {
    if (n === 1 || n === last || Math.abs(n - page) <= 2) shown.push(n);
    else if (shown[shown.length - 1] !== null) shown.push(null);
  }
  return shown;
}

function Arrow({ dir }: { dir: 'prev' | 'next' }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path
        d={dir === 'prev' ? 'M7.5 2 3.5 6l4 4' : 'M4.5 2l4 4-4 4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/**
 * The pager of a public list: every page, previous and next are real links (crawlers and readers
 * without JavaScript follow them), the current page and a missing neighbour are not. Plain
 * markup (styles/light.css): the light public pages load no antd (issue 14).
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
  const last = Math.max(1, Math.ceil(total / pageSize));
  const edge = (dir: 'prev' | 'next') => {
    const n = dir === 'prev' ? page - 1 : page + 1;
    const inside = n >= 1 && n <= last;
    return (
      <li className={`page-links-${dir}`}>
        {inside ? (
          <Link to={hrefOf(n)} aria-label={prevNext?.[dir]}>
            <Arrow dir={dir} />
          </Link>
        ) : (
          <span aria-disabled="true">
            <Arrow dir={dir} />
          </span>
        )}
      </li>
    );
  };
  return (
    <nav aria-label={label} className={className}>
      <ul className="page-links">
        {showTotal ? <li className="page-links-total">{showTotal(total)}</li> : null}
        {edge('prev')}
        {pageWindow(page, last).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="page-links-gap" aria-hidden="true">
              •••
            </li>
          ) : (
            <li key={n} className={n === page ? 'page-links-item page-links-current' : 'page-links-item'}>
              {n === page ? <span aria-current="page">{n}</span> : <Link to={hrefOf(n)}>{n}</Link>}
            </li>
          ),
        )}
        {edge('next')}
      </ul>
    </nav>
  );
}
