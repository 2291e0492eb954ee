import { Badge, Button, Empty, List, Popover, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMarkRead, useNotifications } from '~/features/messages/api';
import { useLiveNotifications } from '~/features/messages/live';
import { NotificationRow } from '~/features/messages/NotificationRow';
import type { NotificationItem } from '~/features/messages/types';
import { useCurrentUser } from '~/lib/current-user';

const LATEST = 5;

function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15a2.5 2.5 0 0 0 5 0"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The header bell of a logged-in user: the unread total, kept live by the notification stream,
 * and the latest five notifications with "view all" to the message centre.
 */
export function NotificationBell() {
  // visitors have no notifications: nothing is rendered and no connection is opened
  return useCurrentUser().user ? <Bell /> : null;
}

function Bell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { counts, live } = useLiveNotifications(true);
  const latest = useNotifications('all', 1, open);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const total = counts.data?.all ?? 0;

  const onOpen = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    setOpen(false);
  };

  const content = (
    <div style={{ inlineSize: 340, maxInlineSize: '90vw' }}>
      {latest.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : latest.isError ? (
        <p role="alert">{t('people.messages.loadFailed')}</p>
      ) : latest.data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('people.messages.empty')} />
      ) : (
        <List
          size="small"
          dataSource={latest.data.items.slice(0, LATEST)}
          renderItem={(item) => (
            <List.Item key={item.id}>
              <NotificationRow item={item} onOpen={onOpen} compact />
            </List.Item>
          )}
        />
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBlockStart: 8 }}>
        <Link to="/people/my/messages" onClick={() => setOpen(false)}>
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

  return (
    <Popover
      content={content}
      title={t('people.messages.bellTitle')}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
    >
      <Button
        type="text"
        className="notification-bell"
        aria-label={t('people.messages.bellLabel', { count: total })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        data-live={live}
        onKeyDown={(e) => {
          // Shift+Enter jumps straight to the message centre
          if (e.key === 'Enter' && e.shiftKey) void navigate('/people/my/messages');
        }}
        icon={
          <Badge count={total} size="small" overflowCount={99} data-testid="notification-badge">
            <BellIcon />
          </Badge>
        }
      />
    </Popover>
  );
}
