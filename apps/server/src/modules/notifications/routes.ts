import fp from 'fastify-plugin';
import {
  envelopeOf,
  errorResponses,
  markReadBody,
  markReadResult,
  notificationItem,
  notificationListQuery,
  NOTIFICATION_HEARTBEAT_MS,
  ok,
  pageOf,
  unreadCounts,
} from '@occ/shared';
import type { App } from '../../platform/types';
import { NotificationHub, type LiveEvent } from './hub';
import { pushUnread } from './notify';
import { notificationPolicy } from './policy';
import { presentNotification } from './presenter';
import { listNotifications, markRead, unreadCountsOf } from './service';

const errors = errorResponses(401, 403, 422);

/** Formats one server-sent event (data is one JSON line, so no newline escaping is needed). */
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

async function notificationRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/notifications',
    {
      schema: {
        operationId: 'notifications.list',
        tags: ['notifications'],
        summary: 'My notifications, newest first, by tab (all, interaction, follow, system), paged',
        querystring: notificationListQuery,
        response: { 200: envelopeOf(pageOf(notificationItem)), ...errors },
      },
    },
    async (req) => {
      notificationPolicy.authorize(req.user, 'read', null);
      const q = req.query;
      const { items, total } = await listNotifications(db, req.user!.id, q);
      return ok({
        items: items.map((i) => presentNotification(i.row, i.actor)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      });
    },
  );

  app.get(
    '/api/notifications/unread',
    {
      schema: {
        operationId: 'notifications.unread',
        tags: ['notifications'],
        summary: 'My unread notification counts per tab (header badge)',
        response: { 200: envelopeOf(unreadCounts), ...errors },
      },
    },
    async (req) => {
      notificationPolicy.authorize(req.user, 'read', null);
      return ok(await unreadCountsOf(db, req.user!.id));
    },
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        operationId: 'notifications.markRead',
        tags: ['notifications'],
        summary: 'Mark some of my notifications read ({ids}), or all ({all: true}, optionally one category)',
        body: markReadBody,
        response: { 200: envelopeOf(markReadResult), ...errors },
      },
    },
    async (req) => {
      notificationPolicy.authorize(req.user, 'markRead', null);
      const userId = req.user!.id;
      const updated = await markRead(db, userId, req.body);
      // other open tabs update their badges too
      if (updated > 0) await pushUnread(app, userId);
      return ok({ updated, unread: await unreadCountsOf(db, userId) });
    },
  );

  app.get(
    '/api/notifications/stream',
    {
      // the stream is written raw (hijacked), but say it: never buffer or compress it
      compress: false,
      schema: {
        operationId: 'notifications.stream',
        tags: ['notifications'],
        summary:
          'Server-sent events for the logged-in user: `event: unread` on connect and after changes, ' +
          '`event: notification` with each new item; a comment heartbeat every 25 s',
        response: errors,
      },
    },
    async (req, reply) => {
      notificationPolicy.authorize(req.user, 'read', null);
      const userId = req.user!.id;
      const hub = app.notificationHub!;
      const initial = await unreadCountsOf(db, userId);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 5000\n\n${sse('unread', initial)}`);

      let closed = false;
      const heartbeat = setInterval(
        () => res.write(`: heartbeat ${Date.now()}\n\n`),
        NOTIFICATION_HEARTBEAT_MS,
      );
      const cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        stop();
      };
      const stop = hub.listen(userId, {
        send(e: LiveEvent) {
          if (closed) return;
          if (e.event === 'notification') res.write(sse('notification', e.item) + sse('unread', e.unread));
          else res.write(sse('unread', e.unread));
        },
        close() {
          cleanup();
          res.end();
        },
      });
      req.raw.on('close', cleanup);
      res.on('close', cleanup);
      res.on('error', cleanup);
    },
  );
}

/**
 * The message centre's notifications: the live hub (decorated on the root instance, so every
 * module's notify() reaches it), its Redis connections closed with the app, and the routes.
 */
export const notificationsPlugin = fp(
  async (app: App) => {
    const hub = new NotificationHub(app.log, app.config.REDIS_URL);
    app.decorate('notificationHub', hub);
    // not awaited: a portal whose Redis is slow still starts (live pushes begin once subscribed)
    void hub.whenReady();
    // open streams would keep the server from closing: end them first
    app.addHook('preClose', async () => hub.close());
    await app.register(notificationRoutes);
  },
  { name: 'notifications' },
);
