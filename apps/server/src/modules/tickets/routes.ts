import {
  envelopeOf,
  ok,
  pageOf,
  ticketCreateBody,
  ticketDetail,
  ticketListQuery,
  ticketMessageBody,
  ticketRateBody,
  ticketSubmitterTransitionBody,
  ticketSummary,
  type TicketCreateBody,
  type TicketMessageBody,
  type TicketRateBody,
} from '@occ/shared';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { ticketsBinding } from './admin-area';
import { noticeReminded, noticeStateChanged } from './notices';
import { ticketsPolicy } from './policy';
import { presentTicketSummary } from './presenter';
import { ticketAttachmentRoutes } from './attachment-routes';
import { followTicketRoutes } from './follow-routes';
import { ticketProductRoutes } from './products';
import { ticketReportRoutes } from './report-routes';
import { checkRelatedTo, reopenGuard } from './follow-up';
import { ownTicket, readableTicket } from './followers';
import { addMessage, createTicket, listTickets, rateTicket, remindTicket, transitionTicket } from './service';
import { staffTicketRoutes } from './staff-routes';
import { configureTickets } from './settings';
import { registerSlaSweep } from './sla';
import { registerTicketSweeper } from './sweeper';
import { detailOf, errors, idOf, ticketIdParams } from './support';

const tags = ['tickets'];

export async function ticketRoutes(app: App) {
  const { db } = app.database;
  configureTickets(app.config);
  const submitter = async (req: { user: Parameters<typeof ticketsPolicy.authorize>[0] }) =>
    ticketsPolicy.authorize(req.user, 'submit', null);

  app.post(
    '/api/tickets',
    {
      preValidation: submitter,
      schema: {
        operationId: 'tickets.create',
        tags,
        summary: 'Submit a ticket; its number comes from the day counter (T20261126-0001)',
        body: ticketCreateBody,
        response: { 200: envelopeOf(ticketSummary), ...errors },
      },
    },
    async (req) => {
      const body = req.body as TicketCreateBody;
      await checkRelatedTo(db, req.user!.id, body.relatedTo, contentLocaleOf(req));
      const row = await createTicket(db, req.user!.id, body, contentLocaleOf(req));
      return ok(presentTicketSummary(row));
    },
  );

  app.get(
    '/api/tickets',
    {
      preValidation: submitter,
      schema: {
        operationId: 'tickets.list',
        tags,
        summary: 'My tickets (or those I follow), newest first, by state, classification and number',
        querystring: ticketListQuery,
        response: { 200: envelopeOf(pageOf(ticketSummary)), ...errors },
      },
    },
    async (req) => {
      const page = await listTickets(db, req.query, req.user!.id);
      return ok({ ...page, items: page.items.map(presentTicketSummary) });
    },
  );

  app.get(
    '/api/tickets/:id',
    {
      preValidation: submitter,
      schema: {
        operationId: 'tickets.get',
        tags,
        summary:
          "A ticket I submitted or follow: the thread (never staff's internal notes), history and my actions",
        params: ticketIdParams,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const { row, role } = await readableTicket(db, idOf(req.params.id), req.user!.id);
      return ok(await detailOf(db, row, role === 'owner' ? 'submitter' : 'follower', req.user!.id));
    },
  );

  app.post(
    '/api/tickets/:id/messages',
    {
      preValidation: submitter,
      schema: {
        operationId: 'tickets.reply',
        tags,
        summary: 'Leave a message; a ticket pending feedback returns to Processing; 409 when closed',
        params: ticketIdParams,
        body: ticketMessageBody,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const row = await ownTicket(db, idOf(req.params.id), req.user!.id);
      const { body, attachments } = req.body as TicketMessageBody;
      const { fedBack } = await addMessage(db, row, req.user!.id, {
        body,
        kind: 'message',
        staff: false,
        attachments,
        locale: contentLocaleOf(req),
      });
      const now = await ownTicket(db, row.id, req.user!.id);
      if (fedBack) await noticeStateChanged(app, now, req.user!.id);
      return ok(await detailOf(db, now, 'submitter'));
    },
  );

  app.post(
    '/api/tickets/:id/transition',
    {
      preValidation: submitter,
      schema: {
        operationId: 'tickets.transition',
        tags,
        summary:
          'Reopen (within the window), confirm resolved or close my ticket (a follower: 403); 409 when not allowed',
        params: ticketIdParams,
        body: ticketSubmitterTransitionBody,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const id = idOf(req.params.id);
      await ownTicket(db, id, req.user!.id);
      const { event } = req.body as { event: 'reopen' | 'confirm' | 'close' };
      const { row } = await transitionTicket(db, id, event, req.user!.id, {
        extra: event === 'confirm' ? { confirmedAt: new Date() } : {},
        guard: event === 'reopen' ? reopenGuard() : undefined,
      });
      await noticeStateChanged(app, row, req.user!.id);
      return ok(await detailOf(db, row, 'submitter'));
    },
  );

  app.post(
    '/api/tickets/:id/rate',
    {
      preValidation: submitter,
      schema: {
        operationId: 'tickets.rate',
        tags,
        summary: 'The satisfaction survey: once, after confirming the ticket resolved',
        params: ticketIdParams,
        body: ticketRateBody,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const row = await ownTicket(db, idOf(req.params.id), req.user!.id);
      await rateTicket(db, row, req.body as TicketRateBody);
      return ok(await detailOf(db, await ownTicket(db, row.id, req.user!.id), 'submitter'));
    },
  );

  app.post(
    '/api/tickets/:id/remind',
    {
      preValidation: submitter,
      schema: {
        operationId: 'tickets.remind',
        tags,
        summary: 'Remind the assignee (at most once an hour per ticket); 409 when too soon or closed',
        params: ticketIdParams,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const row = await remindTicket(db, await ownTicket(db, idOf(req.params.id), req.user!.id));
      await noticeReminded(app, row);
      return ok(await detailOf(db, row, 'submitter'));
    },
  );

  // the support workbench: the declared queue area, then the item page's own operations
  registerAdminArea(
    app,
    ticketsBinding((row) => noticeStateChanged(app, row)),
  );
  await staffTicketRoutes(app);
  await followTicketRoutes(app);
  await ticketAttachmentRoutes(app);
  await ticketProductRoutes(app);
  await ticketReportRoutes(app);
  registerTicketSweeper(app);
  registerSlaSweep(app);
}
