import { Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkRead, useNotifications } from '~/features/messages/api';
import { NotificationRow } from '~/features/messages/NotificationRow';
import type { NotificationItem } from '~/features/messages/types';

const LATEST = 5;

/** The bell's popover: loaded when first opened, so pages do not ship it up front. */
export default function BellPanel({
  open,
  total,
  close,
}: {
  open: boolean;
  total: number;
  close: () => void;
}) {
  const { t } = useTranslation();
  const latest = useNotifications('all', 1, open);
  const markRead = useMarkRead();

  const onOpen = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    close();
  };

  return (
    <div className="bell-panel">
      {latest.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : latest.isError ? (
        <p role="alert">{t('people.messages.loadFailed')}</p>
      ) : latest.data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('people.messages.empty')} />
      ) : (
        <ul className="bell-list">
          {latest.data.items.slice(0, LATEST).map((item) => (
            <li key={item.id}>
              <NotificationRow item={item} onOpen={onOpen} compact />
            </li>
          ))}
        </ul>
      )}
      <div className="bell-panel-foot">
        <Link to="/people/my/messages" onClick={close}>
          {t('people.messages.viewAll')}
        </Link>
        {total > 0 ? (
          <Button size="small" type="link" onClick={() => markRead.mutate({ all: true })}>
            {t('people.messages.markAllRead')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
