import { NOTIFICATION_SUMMARY_MAX, shortenText, type NotificationCategory } from '@occ/shared';
import { notifications } from '../../db/schema';
import type { App } from '../../platform/types';
import type { NotificationHub } from './hub';
import { presentNotification } from './presenter';
import { actorOf, unreadCountsOf } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** live notification fan-out (modules/notifications/plugin.ts) */
    notificationHub?: NotificationHub;
  }
}

export interface NewNotification {
  userId: string;
  category: NotificationCategory;
  /** answer, comment, like, adopt, mention, message, follow, system */
  kind: string;
  actorId?: string;
  targetType?: string;
  targetId?: string;
  summary: string;
  link?: string;
}

/**
 * Stores a notification for `userId` and pushes it to their open pages (this process, or every
 * process through Redis). Nothing happens when the user is the actor. Best effort: the action
 * that caused it is already committed, so a failure here is logged, never thrown.
 */
export async function notify(app: App, n: NewNotification): Promise<void> {
  if (n.actorId && n.actorId === n.userId) return;
  const { db } = app.database;
  try {
    const summary = shortenText(n.summary, NOTIFICATION_SUMMARY_MAX);
    const [row] = await db
      .insert(notifications)
      .values({
        userId: n.userId,
        category: n.category,
        kind: n.kind,
        actorId: n.actorId ?? null,
        targetType: n.targetType ?? null,
        targetId: n.targetId ?? null,
        summary,
        link: n.link ?? null,
      })
      .returning();
    const hub = app.notificationHub;
    if (!hub) return;
    const [actor, unread] = await Promise.all([actorOf(db, n.actorId), unreadCountsOf(db, n.userId)]);
    await hub.publish({
      userId: n.userId,
      event: 'notification',
      item: presentNotification(row!, actor),
      unread,
    });
  } catch (err) {
    app.log.warn({ err, userId: n.userId, kind: n.kind }, 'notification not stored or not pushed');
  }
}

/** Pushes fresh unread counts to the user's open pages (after marking read elsewhere). */
export async function pushUnread(app: App, userId: string): Promise<void> {
  const hub = app.notificationHub;
  if (!hub) return;
  try {
    await hub.publish({ userId, event: 'unread', unread: await unreadCountsOf(app.database.db, userId) });
  } catch (err) {
    app.log.warn({ err, userId }, 'unread counts not pushed');
  }
}
