import type { NotificationCategory, NotificationItem } from '@occ/shared';
import type { ActorRow, NotificationRow } from './service';

/** A notification as the message centre shows it: the actor's public face only. */
export function presentNotification(row: NotificationRow, actor: ActorRow): NotificationItem {
  return {
    id: row.id,
    category: row.category as NotificationCategory,
    kind: row.kind,
    actor: actor?.id ? { id: actor.id, nickname: actor.nickname, avatarUrl: actor.avatarUrl } : null,
    targetType: row.targetType,
    targetId: row.targetId,
    summary: row.summary,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
