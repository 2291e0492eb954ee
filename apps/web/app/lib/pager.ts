import type { PaginationProps } from 'antd';

/** An antd List's pager for one page of a list answer: none when everything fits on one page. */
export function listPager(
  data: { total: number; pageSize: number },
  current: number,
  onChange: (page: number) => void,
): PaginationProps | false {
  return data.total > data.pageSize
    ? { current, pageSize: data.pageSize, total: data.total, onChange, showSizeChanger: false }
    : false;
}
