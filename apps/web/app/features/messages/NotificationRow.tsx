import { Avatar, Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocalTime } from '~/components/LocalTime';
import type { NotificationItem } from './types';

/**
 * A link the portal can follow: same-site paths only (a deleted target has no link at all).
 * A direct-message link (`/people/my/message?with=…`) opens the thread in the message centre.
 */
export function safeLink(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//')) return null;
  const dm = /^\/people\/my\/messages?\?with=([^&#]+)/.exec(link);
  return dm ? `/people/my/messages?tab=dm&with=${dm[1]}` : link;
}

/**
 * One notification: who, what, when; the summary is a link to the content while it exists.
 * Following the link (or pressing the row's "mark read") marks it read.
 */
export function NotificationRow({
  item,
  onOpen,
  compact = false,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const unread = !item.read;
  const link = safeLink(item.link);
  const actor = item.actor?.nickname ?? t('people.messages.systemActor');
  return (
    <div
      className={`notification-row${unread ? ' unread' : ''}`}
      data-testid="notification-row"
      style={{ display: 'flex', gap: 12, alignItems: 'flex-start', fontWeight: unread ? 600 : undefined }}
    >
      <Avatar size={compact ? 'small' : 'default'} src={item.actor?.avatarUrl ?? undefined} alt="">
        {actor.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className="notification-body" style={{ minInlineSize: 0, flex: 1 }}>
        <div>
          {unread ? <Badge status="processing" aria-hidden /> : null}
          {unread ? <span className="sr-only">{t('people.messages.unreadMark')}</span> : null}
          <strong className="notification-actor">{actor}</strong>{' '}
          <span className="notification-kind">
            {t(`people.messages.kinds.${item.kind}`, { defaultValue: '' })}
          </span>
        </div>
        <div className="notification-summary">
          {link ? (
            <Link to={link} onClick={() => onOpen(item)}>
              {item.summary}
            </Link>
          ) : (
            <span>
              {item.summary}
              {item.targetType && !item.link && item.kind !== 'follow' ? (
                <em className="notification-gone"> {t('people.messages.gone')}</em>
              ) : null}
            </span>
          )}
        </div>
        <div className="notification-time" style={{ fontWeight: 400, fontSize: 12, opacity: 0.75 }}>
          <LocalTime iso={item.createdAt} withTime />
        </div>
      </div>
    </div>
  );
}
