import { eq, sql } from 'drizzle-orm';
import { ticketsArea } from '@occ/shared/admin';
import type { TicketEvent } from '@occ/shared';
import { tickets, users } from '../../db/schema';
import { outer } from '../../db/sql';
import type { AreaBinding } from '../../platform/admin-area/binding';
import { moveTicket, type TicketRow } from './service';

const submitter = sql<string>`(select ${users.nickname} from ${users} where ${users.id} = ${outer(tickets.userId)})`;
const assignee = sql<string>`(select ${users.nickname} from ${users} where ${users.id} = ${outer(tickets.assigneeId)})`;

// tickets moved inside a console write, told to their submitters once it has committed
let pending: TicketRow[] = [];

/**
 * The workbench queue (declared in packages/shared/src/admin/areas/tickets.ts): the engine serves
 * the list, filters, search, CSV and the lifecycle buttons; a move writes the ticket's history.
 */
export function ticketsBinding(onMoved: (row: TicketRow) => Promise<void>): AreaBinding {
  return {
    decl: ticketsArea as unknown as AreaBinding['decl'],
    table: tickets,
    id: tickets.id,
    columns: {
      number: tickets.number,
      title: tickets.title,
      classification: tickets.classification,
      productName: tickets.productName,
      state: tickets.state,
      submitter,
      assignee,
      // compared as text: a value that is no uuid finds nothing instead of failing the cast
      assigneeId: sql<string>`(${tickets.assigneeId}::text)`,
      unassigned: sql<boolean>`(${tickets.assigneeId} is null)`,
      sla: tickets.slaState,
      slaBreached: sql<boolean>`(${tickets.slaState} = 'breached')`,
      createdAt: tickets.createdAt,
      updatedAt: tickets.updatedAt,
    },
    searchColumns: [tickets.number, tickets.title, submitter, tickets.productName, assignee],
    async read(tx, id) {
      const [row] = await tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(eq(tickets.id, Number(id)))
        .limit(1);
      return row ? {} : null;
    },
    async transition(tx, id, event) {
      // the engine records the acting staff member in the audit log; the history names the console
      const { row } = await moveTicket(tx, Number(id), event as TicketEvent, null);
      pending.push(row);
      return row.state;
    },
    afterWrite() {
      const out = pending;
      pending = [];
      for (const row of out) void onMoved(row);
    },
    opNames: { list: 'tickets.queue', get: 'tickets.adminGet' },
  };
}
