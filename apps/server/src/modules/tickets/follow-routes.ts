import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  ok,
  ticketDetail,
  ticketFollowBody,
  ticketStaffFollowBody,
  type TicketFollowBody,
} from '@occ/shared';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { addColleague, follow, ownTicket, readableTicket, unfollow } from './followers';
import { noticeFollowAdded } from './notices';
import { ticketsPolicy } from './policy';
import { getTicket, nicknameOf } from './service';
import { detailOf, errors, idOf, ticketIdParams } from './support';

const tags = ['tickets'];

/**
 * Following: the submitter adds colleagues (same organisation) and removes followers; a follower
 * may stop following; support staff follow from the workbench. Followers read, never act.
 */
export async function followTicketRoutes(app: App) {
  const { db } = app.database;
  const submitter = async (req: FastifyRequest) => ticketsPolicy.authorize(req.user, 'submit', null);
  const staff = async (req: FastifyRequest) => ticketsPolicy.authorize(req.user, 'handle', null);

  app.post(
    '/api/tickets/:id/followers',
    {
      preValidation: submitter,
      schema: {
        operationId: 'tickets.follow',
        tags,
        summary: 'Add a colleague (a user of my organisation, by account) as a follower of my ticket',
        params: ticketIdParams,
        body: ticketFollowBody,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const row = await ownTicket(db, idOf(req.params.id), req.user!.id);
      const { account } = req.body as TicketFollowBody;
      const added = await addColleague(db, row, account, contentLocaleOf(req));
      await noticeFollowAdded(app, row, added, (await nicknameOf(db, row.userId)) ?? '');
      return ok(await detailOf(db, row, 'submitter', req.user!.id));
    },
  );

  app.delete(
    '/api/tickets/:id/followers/:userId',
    {
      preValidation: submitter,
      schema: {
        operationId: 'tickets.unfollow',
        tags,
        summary: 'Remove a follower of my ticket, or stop following a ticket myself',
        params: ticketIdParams.extend({ userId: z.uuid() }),
        response: { 200: envelopeOf(ticketDetail.nullable()), ...errors },
      },
    },
    async (req) => {
      const { row, role } = await readableTicket(db, idOf(req.params.id), req.user!.id);
      const self = req.params.userId === req.user!.id;
      if (role !== 'owner' && !self) await ownTicket(db, row.id, req.user!.id);
      await unfollow(db, row.id, req.params.userId);
      // a follower who left reads the ticket no more
      return ok(role === 'owner' ? await detailOf(db, row, 'submitter', req.user!.id) : null);
    },
  );

  app.put(
    '/api/admin/workOrders/:id/follow',
    {
      preValidation: staff,
      schema: {
        operationId: 'tickets.staffFollow',
        tags: ['admin', 'workOrders'],
        summary: 'Support staff follow a ticket (its notices, the "I follow" tab) or stop following it',
        params: ticketIdParams,
        body: ticketStaffFollowBody,
        response: { 200: envelopeOf(ticketDetail), ...errors },
      },
    },
    async (req) => {
      const row = await getTicket(db, idOf(req.params.id));
      const me = req.user!.id;
      if ((req.body as { follow: boolean }).follow) await follow(db, row.id, me, me);
      else await unfollow(db, row.id, me);
      return ok(await detailOf(db, row, 'staff', me));
    },
  );
}
