import { lazy, memo, Suspense, useCallback, useLayoutEffect, useRef } from 'react';

// antd's Pagination brings its Select (the page-size changer) along: ≈ 30 KB gzip that the
// evaluation page's first load does without (issue 14). The pager is in the server's HTML and
// hydrates when its chunk is in.
const Pagination = lazy(() => import('antd/es/pagination'));

interface Props {
  current: number;
  pageSize: number;
  total: number;
}

// memoised on the numbers only: a re-render of the page before the chunk is in keeps the
// server's markup (a changed prop would make React drop it for the fallback)
const Pager = memo(function Pager({
  current,
  pageSize,
  total,
  onChange,
}: Props & { onChange: (page: number) => void }) {
  return (
    <Suspense fallback={<div className="lab-pagination-loading" />}>
      <Pagination
        current={current}
        pageSize={pageSize}
        total={total}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={onChange}
      />
    </Suspense>
  );
});

/** The card pages' pager; nothing (and nothing loaded) when everything fits on one page. */
export function LazyPager({ onChange, ...numbers }: Props & { onChange: (page: number) => void }) {
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const stable = useCallback((page: number) => latest.current(page), []);
  if (numbers.total <= numbers.pageSize) return null;
  return <Pager {...numbers} onChange={stable} />;
}
