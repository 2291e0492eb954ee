import { Pagination } from 'antd';

/** The certified products' pager (antd's Pagination): loaded apart from the block (lazyWithAntd). */
export default function CertifiedPager({
  current,
  pageSize,
  total,
  onChange,
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  return (
    <Pagination
      className="pb-certified-pages"
      size="small"
      responsive
      showSizeChanger={false}
      current={current}
      pageSize={pageSize}
      total={total}
      onChange={onChange}
    />
  );
}
