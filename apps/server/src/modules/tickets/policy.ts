import { hasPermission } from '../../platform/access';
import { definePolicy } from '../../platform/policy';
import type { TicketRow } from './service';

/**
 * Tickets: a logged-in user with `tickets.create` submits and acts on their own tickets (another
 * user's answers 404, decided by the service); support staff (`tickets.handle`) work the queue.
 */
export const ticketsPolicy = definePolicy<TicketRow | null, 'submit' | 'own' | 'handle'>({
  submit: (actor) => actor !== null && hasPermission(actor, 'tickets.create'),
  own: (actor, t) => actor !== null && (t === null || t.userId === actor.id),
  handle: (actor) => hasPermission(actor, 'tickets.handle'),
});
