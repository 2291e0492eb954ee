import { Button, Empty, List, Pagination, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from './errors';
import { useMarkRead, useNotifications } from './api';
import { NotificationRow } from './NotificationRow';
import type { NotificationItem, NotificationTab } from './types';
import { useFeedback } from '~/lib/feedback';

/** One tab of the message centre: newest first; new ones arrive at the top through the stream. */
export function NotificationList({
  tab,
  page,
  unread,
  onPage,
}: {
  tab: NotificationTab;
  page: number;
  unread: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const q = useNotifications(tab, page);
  const markRead = useMarkRead();

  const read = (body: Parameters<typeof markRead.mutate>[0]) =>
    markRead.mutate(body, { onError: (e) => void message.error(errorText(e)) });
  const onOpen = (item: NotificationItem) => {
    if (!item.read) read({ ids: [item.id] });
  };

  if (q.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (q.isError)
    return (
      <Result
        status="error"
        title={t('people.messages.loadFailed')}
        extra={<Button onClick={() => void q.refetch()}>{t('people.retry')}</Button>}
      />
    );
  const { items, total, pageSize } = q.data;
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: 8 }}>
        <Button
          onClick={() => read(tab === 'all' ? { all: true } : { all: true, category: tab })}
          disabled={unread === 0}
          loading={markRead.isPending}
        >
          {t('people.messages.markAllRead')}
        </Button>
      </div>
      {items.length === 0 ? (
        <Empty description={t('people.messages.empty')} />
      ) : (
        <List
          aria-label={t(`people.messages.tabs.${tab}`)}
          dataSource={items}
          renderItem={(item) => (
            <List.Item
              key={item.id}
              actions={
                item.read
                  ? []
                  : [
                      <Button key="read" size="small" type="link" onClick={() => onOpen(item)}>
                        {t('people.messages.markRead')}
                      </Button>,
                    ]
              }
            >
              <NotificationRow item={item} onOpen={onOpen} />
            </List.Item>
          )}
        />
      )}
      {total > pageSize ? (
        <Pagination
          style={{ marginBlockStart: 16 }}
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          onChange={onPage}
        />
      ) : null}
    </div>
  );
}
