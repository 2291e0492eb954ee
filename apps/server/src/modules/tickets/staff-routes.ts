import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  ok,
  ticketDetail,
  ticketMessageBody,
  ticketLookupQuery,
  ticketAssignBody,
  ticketStaffTransitionBody,
  ticketSummary,
  type TicketAssignBody,
  type TicketLookupQuery,
  type TicketMessageBody,
  type TicketStaffTransitionBody,
} from '@occ/shared';
import { writeAudit } from '../../platform/audit';
import type { App } from '../../platform/types';
import { contentLocaleOf } from '../../platform/i18n';
import { checkAssignee, staffOptions } from './assign';
import { noticeAssigned, noticeReplied, noticeStateChanged } from './notices';
import { ticketsPolicy } from './policy';
import { detailOf, errors, idOf, ticketIdParams } from './support';
import { presentTicketSummary } from './presenter';
import { addMessage, assignTicket, getTicket, lookupTickets, transitionTicket } from './service';

const tags = ['admin', 'workOrders'];
const base = '/api/admin/workOrders/:id';

/**
 * The workbench's item page (`/admin/work_order_detail/<id>`): the ticket with its internal
 * notes, reply, internal note, claim, and every staff move (suspend needs a reason). Support staff
 * only (`tickets.handle`), checked before validation.
 */
export async function staffTicketRoutes(app: App) {
  const { db } = app.database;
  const staff = async (req: FastifyRequest) => ticketsPolicy.authorize(req.user, 'handle', null);
  const idFrom = (req: FastifyRequest) => idOf((req.params as { id: string }).id);

  app.get(
    '/api/admin/workOrders/lookup',
    {
      preValidation: staff,
      schema: {
        operationId: 'tickets.lookup',
        tags,
        summary: "A submitter's tickets by one of name, phone or account (support staff only)",
        querystring: ticketLookupQuery,
        response: { 200: envelopeOf(z.array(ticketSummary)), ...errors },
      },
    },
    async (req) => ok((await lookupTickets(db, req.query as TicketLookupQuery)).map(presentTicketSummary)),
  );

  app.get(
    `${base}/detail`,
    {
      preValidation: staff,
      schema: {
        operationId: 'tickets.staffGet',
        tags,
        summary: 'A ticket for support staff: the thread with internal notes, history, staff actions',
        params: ticketIdParams,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => ok(await detailOf(db, await getTicket(db, idFrom(req)), 'staff', req.user!.id)),
  );

  app.post(
    `${base}/reply`,
    {
      preValidation: staff,
      schema: {
        operationId: 'tickets.staffReply',
        tags,
        summary: 'Reply to the submitter (seen by them and notified); 409 when closed',
        params: ticketIdParams,
        body: ticketMessageBody,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const row = await getTicket(db, idFrom(req));
      const { body, attachments } = req.body as TicketMessageBody;
      await addMessage(db, row, req.user!.id, {
        body,
        kind: 'message',
        staff: true,
        attachments,
        locale: contentLocaleOf(req),
      });
      await noticeReplied(app, row, req.user!.id);
      return ok(await detailOf(db, await getTicket(db, row.id), 'staff', req.user!.id));
    },
  );

  app.post(
    `${base}/note`,
    {
      preValidation: staff,
      schema: {
        operationId: 'tickets.note',
        tags,
        summary: 'An internal note: staff only, never shown or sent to the submitter',
        params: ticketIdParams,
        body: ticketMessageBody,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const row = await getTicket(db, idFrom(req));
      const { body, attachments } = req.body as TicketMessageBody;
      await addMessage(db, row, req.user!.id, {
        body,
        kind: 'note',
        staff: true,
        attachments,
        locale: contentLocaleOf(req),
      });
      return ok(await detailOf(db, await getTicket(db, row.id), 'staff', req.user!.id));
    },
  );

  app.post(
    `${base}/claim`,
    {
      preValidation: staff,
      schema: {
        operationId: 'tickets.claim',
        tags,
        summary: 'Claim the ticket (I become its assignee); 409 when closed',
        params: ticketIdParams,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const row = await assignTicket(db, idFrom(req), req.user!.id);
      await writeAudit(db, req, {
        resource: 'workOrders',
        recordId: row.id,
        action: 'update',
        after: { claim: true },
      });
      return ok(await detailOf(db, row, 'staff', req.user!.id));
    },
  );

  app.get(
    '/api/admin/workOrders/staff',
    {
      preValidation: staff,
      schema: {
        operationId: 'tickets.staff',
        tags,
        summary: 'The support staff a ticket may be assigned to (select options: user id, nickname)',
        response: { 200: envelopeOf(z.array(z.object({ value: z.string(), label: z.string() }))), ...errors },
      },
    },
    async () => ok(await staffOptions(db)),
  );

  app.post(
    `${base}/assign`,
    {
      preValidation: staff,
      schema: {
        operationId: 'tickets.assign',
        tags,
        summary: 'Assign the ticket to a member of the support staff (422 otherwise); 409 when closed',
        params: ticketIdParams,
        body: ticketAssignBody,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const { assigneeId } = req.body as TicketAssignBody;
      await checkAssignee(db, assigneeId, contentLocaleOf(req));
      const row = await assignTicket(db, idFrom(req), assigneeId);
      await writeAudit(db, req, {
        resource: 'workOrders',
        recordId: row.id,
        action: 'update',
        after: { assigneeId },
      });
      await noticeAssigned(app, row, req.user!.id);
      return ok(await detailOf(db, row, 'staff', req.user!.id));
    },
  );

  app.post(
    `${base}/act`,
    {
      preValidation: staff,
      schema: {
        operationId: 'tickets.act',
        tags,
        summary:
          'A staff move (start, suspend with a reason, resume, ask for feedback, resolve); 409 when refused',
        params: ticketIdParams,
        body: ticketStaffTransitionBody,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const { event, reason } = req.body as TicketStaffTransitionBody;
      const { row, from } = await transitionTicket(db, idFrom(req), event, req.user!.id, { reason });
      await writeAudit(db, req, {
        resource: 'workOrders',
        recordId: row.id,
        action: 'update',
        before: { state: from },
        after: { state: row.state, event, reason },
      });
      await noticeStateChanged(app, row, req.user!.id);
      return ok(await detailOf(db, row, 'staff', req.user!.id));
    },
  );
}
