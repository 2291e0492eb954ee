import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Page } from '@occ/shared';

/**
 * A table of one page of a paginated list query: the pager (hidden for a single page), a
 * spinner only while there is nothing current to show, and an empty state that says why it is
 * empty: nothing yet (`emptyText`), or the load failed (`failedText`, with a retry button).
 */
export function PagedTable<T extends object>({
  query,
  page,
  onPage,
  columns,
  emptyText,
  failedText,
  rows,
  rowKey = 'id',
  ownScroll = true,
  testId,
  rowSelection,
  onChange,
}: {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  columns: TableProps<T>['columns'];
  emptyText: string;
  failedText: string;
  /** what to show instead of the query's items (e.g. nothing until a filter is chosen) */
  rows?: T[];
  rowKey?: TableProps<T>['rowKey'];
  /** false inside a ScrollRegion, which scrolls wide tables itself (focusable, labelled) */
  ownScroll?: boolean;
  testId?: string;
  /** selectable rows (bulk actions) */
  rowSelection?: TableProps<T>['rowSelection'];
  /** antd's change callback (sorting); the page still goes through `onPage` */
  onChange?: TableProps<T>['onChange'];
}) {
  const { t } = useTranslation();
  const q = query;
  return (
    <Table<T>
      rowKey={rowKey}
      columns={columns}
      dataSource={rows ?? q.data?.items ?? []}
      rowSelection={rowSelection}
      onChange={onChange}
      // background refreshes keep the rows on screen; a new page or filter shows the spinner
      loading={q.isFetching && (!q.data || q.isPlaceholderData)}
      scroll={ownScroll ? { x: 'max-content' } : undefined}
      pagination={{
        current: page,
        total: q.data?.total ?? 0,
        pageSize: q.data?.pageSize ?? 10,
        onChange: onPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      locale={{
        // antd's plain placeholder text is too faint (WCAG AA); Empty uses the description colour
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={q.isError ? failedText : emptyText}>
            {q.isError ? <Button onClick={() => void q.refetch()}>{t('error.retry')}</Button> : null}
          </Empty>
        ),
      }}
      data-testid={testId}
    />
  );
}
