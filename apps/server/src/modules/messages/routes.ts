import { z } from 'zod';
import {
  Code,
  conversation,
  directMessage,
  envelopeOf,
  errorResponses,
  MESSAGE_RECIPIENTS_MAX,
  messagePerson,
  messageRecipientsQuery,
  messageSendBody,
  messageThreadLink,
  ok,
  pageOf,
  pageQuery,
  shortenText,
} from '@occ/shared';
import { AppError, idNotExist } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { screenText } from '../moderation/sensitive-words';
import { notify, pushUnread } from '../notifications/notify';
import { markMessageNotificationsRead } from '../notifications/service';
import { messagePolicy } from './policy';
import { presentMessage } from './presenter';
import {
  conversationsPage,
  findRecipients,
  insertMessage,
  markThreadRead,
  personOf,
  threadPage,
} from './service';

const errors = errorResponses(401, 403, 404, 422);
const PREVIEW = 100;

export async function messageRoutes(app: App) {
  const { db } = app.database;

  app.post(
    '/api/messages',
    {
      schema: {
        operationId: 'messages.send',
        tags: ['messages'],
        summary:
          'Send a direct message (not to yourself; screened for sensitive words); notifies the recipient',
        body: messageSendBody,
        response: { 200: envelopeOf(directMessage), ...errors },
      },
    },
    async (req) => {
      messagePolicy.authorize(req.user, 'send', null);
      const me = req.user!.id;
      const { to } = req.body;
      if (to === me) {
        throw new AppError(422, Code.VALIDATION_FAILED, 'cannotMessageSelf', {}, [
          { field: 'to', message: t(req, 'cannotMessageSelf') },
        ]);
      }
      if (!(await personOf(db, to))) throw idNotExist();
      // block words throw 422 sensitiveBlocked; 'replace' masks them; messages have no held state
      const screened = await screenText(app, req.body.body);
      if (screened.action === 'review') {
        throw new AppError(422, Code.VALIDATION_FAILED, 'messageNeedsReview', {}, [
          { field: 'body', message: t(req, 'messageNeedsReview') },
        ]);
      }
      const row = await insertMessage(db, me, to, screened.text);
      await notify(app, {
        userId: to,
        category: 'interaction',
        kind: 'message',
        actorId: me,
        targetType: 'message',
        targetId: row.id,
        summary: shortenText(row.body, PREVIEW),
        link: messageThreadLink(me),
      });
      return ok(presentMessage(row, me));
    },
  );

  app.get(
    '/api/messages/conversations',
    {
      schema: {
        operationId: 'messages.conversations',
        tags: ['messages'],
        summary: 'My conversations: one per counterpart with the last message and unread count, paged',
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(conversation)), ...errors },
      },
    },
    async (req) => {
      messagePolicy.authorize(req.user, 'read', null);
      const me = req.user!.id;
      const { items, total } = await conversationsPage(db, me, req.query);
      return ok({
        items: items.map((c) => ({
          counterpart: c.counterpart,
          lastMessage: presentMessage(c.message, me),
          unread: c.unread,
        })),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.get(
    '/api/messages/recipients',
    {
      schema: {
        operationId: 'messages.recipients',
        tags: ['messages'],
        summary: `People to write to: nickname or username contains q (at most ${MESSAGE_RECIPIENTS_MAX}, never me)`,
        querystring: messageRecipientsQuery,
        response: { 200: envelopeOf(z.array(messagePerson)), ...errors },
      },
    },
    async (req) => {
      messagePolicy.authorize(req.user, 'send', null);
      return ok(await findRecipients(db, req.user!.id, req.query.q, MESSAGE_RECIPIENTS_MAX));
    },
  );

  app.get(
    '/api/messages/with/:userId',
    {
      schema: {
        operationId: 'messages.thread',
        tags: ['messages'],
        summary: 'My thread with one user, newest first, paged; marks their messages to me read',
        params: z.object({ userId: z.uuid() }),
        querystring: pageQuery,
        response: {
          200: envelopeOf(pageOf(directMessage).extend({ counterpart: messagePerson })),
          ...errors,
        },
      },
    },
    async (req) => {
      messagePolicy.authorize(req.user, 'read', null);
      const me = req.user!.id;
      const other = await personOf(db, req.params.userId);
      if (!other) throw idNotExist();
      const read = await markThreadRead(db, me, other.id);
      if (read > 0 && (await markMessageNotificationsRead(db, me, other.id)) > 0) await pushUnread(app, me);
      const { items, total } = await threadPage(db, me, other.id, req.query);
      return ok({
        counterpart: other,
        items: items.map((m) => presentMessage(m, me)),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );
}
