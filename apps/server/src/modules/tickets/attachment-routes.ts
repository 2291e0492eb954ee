import { eq } from 'drizzle-orm';
import {
  envelopeOf,
  ok,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_REMARK_IMAGES_MAX,
  ticketAttachment,
  ticketDetail,
  ticketReminders,
  ticketRemarkBody,
  type TicketReminders,
  type TicketRemarkBody,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema';
import { hasPermission } from '../../platform/access';
import { needLogin, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { sendUpload } from '../../platform/uploads';
import { ATTACHMENT_FOLDER, attachmentById, presentAttachment, receiveAttachment } from './attachments';
import { isFollower, ownTicket } from './followers';
import { ticketsPolicy } from './policy';
import { addMessage, getTicket } from './service';
import { detailOf, errors, idOf, ticketIdParams } from './support';

const tags = ['tickets'];

/**
 * Who may fetch an attachment: its uploader while it is not yet on a ticket; then the ticket's
 * submitter, its followers and support staff, except a file on an internal note (staff only).
 * Anyone else: 404 (its existence is private).
 */
async function mayDownload(db: Db, actor: NonNullable<Actor>, id: number) {
  const found = await attachmentById(db, id);
  if (!found) return null;
  const { a, kind } = found;
  const staff = hasPermission(actor, 'tickets.handle');
  if (a.ticketId === null) return a.uploaderId === actor.id ? a : null;
  if (kind === 'note') return staff ? a : null;
  if (staff) return a;
  const ticket = await getTicket(db, a.ticketId);
  if (ticket.userId === actor.id || (await isFollower(db, ticket.id, actor.id))) return a;
  return null;
}

/** Attachments (upload, authorised download), the submitter's remark and reminder settings. */
export async function ticketAttachmentRoutes(app: App) {
  const { db } = app.database;
  const submitter = async (req: { user: Parameters<typeof ticketsPolicy.authorize>[0] }) =>
    ticketsPolicy.authorize(req.user, 'submit', null);

  app.post(
    '/api/tickets/attachments',
    {
      preValidation: async (req) => {
        if (!req.user) throw needLogin();
        if (!hasPermission(req.user, 'tickets.handle')) ticketsPolicy.authorize(req.user, 'submit', null);
      },
      schema: {
        operationId: 'tickets.upload',
        tags,
        summary: `Upload an attachment (multipart field \`file\`, up to ${TICKET_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB; png, jpg, gif, webp, pdf, zip, txt, log checked by content); its id then goes with a ticket, a message or a remark`,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(ticketAttachment), ...errors },
      },
    },
    async (req) => ok(presentAttachment(await receiveAttachment(req, db, app, req.user!.id))),
  );

  app.get(
    '/api/tickets/attachments/:id',
    {
      schema: {
        operationId: 'tickets.download',
        tags,
        summary:
          'Download an attachment: for the submitter, followers and staff (a file on an internal note: staff only)',
        params: ticketIdParams,
        response: errors,
      },
    },
    async (req, reply) => {
      if (!req.user) throw needLogin();
      const a = await mayDownload(db, req.user, idOf(req.params.id));
      const type = a?.mime === 'text/plain' ? 'text/plain; charset=utf-8' : a?.mime;
      const sent =
        a &&
        (await sendUpload(reply, app, ATTACHMENT_FOLDER, a.storedName, type!, {
          private: true,
          downloadAs: a.name,
        }));
      if (!sent) throw notFound();
      return reply;
    },
  );

  app.post(
    '/api/tickets/:id/remarks',
    {
      preValidation: submitter,
      schema: {
        operationId: 'tickets.remark',
        tags,
        summary: `Add a remark to my ticket: text and up to ${TICKET_REMARK_IMAGES_MAX} images (any other file: 422); 409 when closed`,
        params: ticketIdParams,
        body: ticketRemarkBody,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const row = await ownTicket(db, idOf(req.params.id), req.user!.id);
      const { body, images } = req.body as TicketRemarkBody;
      await addMessage(db, row, req.user!.id, {
        body,
        kind: 'remark',
        staff: false,
        attachments: images,
        locale: contentLocaleOf(req),
      });
      return ok(await detailOf(db, await getTicket(db, row.id), 'submitter'));
    },
  );

  app.put(
    '/api/tickets/:id/reminders',
    {
      preValidation: submitter,
      schema: {
        operationId: 'tickets.reminders',
        tags,
        summary:
          'My reminder settings for the ticket: notify on status changes and/or replies, by SMS and/or e-mail (the message centre always)',
        params: ticketIdParams,
        body: ticketReminders,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const row = await ownTicket(db, idOf(req.params.id), req.user!.id);
      const r = req.body as TicketReminders;
      await db
        .update(tickets)
        .set({ notifyStatus: r.status, notifyReplies: r.replies, notifySms: r.sms, notifyEmail: r.email })
        .where(eq(tickets.id, row.id));
      return ok(await detailOf(db, await getTicket(db, row.id), 'submitter'));
    },
  );
}
