import { z } from 'zod';
import { TICKET_STATES, TICKET_TRANSITIONS } from '../../states/ticket';
import { TICKET_CLASS_DICT } from '../../tickets/schemas';
import { defineArea } from '../area';

/**
 * The support workbench's queue (spec admin `work order`, issue 18): every ticket with filters
 * (state, classification, product, assignee, unassigned, SLA breached), search by number, title, submitter, product or assignee, CSV export, and
 * buttons for the staff moves that need no reason. The SLA column is the sweep's verdict (ok, near
 * breach, breached); search also finds a product name or an assignee. The item page (`/admin/work_order_detail/<id>`)
 * is written by hand: the thread, replies, internal notes, claim, and suspend with a reason.
 */
export const ticketsArea = defineArea({
  key: 'workOrders',
  resource: 'tickets',
  route: '/admin/work_order',
  editRoute: '/admin/work_order_detail',
  pages: ['/admin/work_order_lookup', '/admin/work_order_reports'],
  body: z.object({}),
  fields: [],
  columns: [
    { name: 'number' },
    { name: 'title' },
    { name: 'classification' },
    { name: 'state', kind: 'option' },
    { name: 'submitter' },
    { name: 'assignee' },
    { name: 'sla', kind: 'option' },
    { name: 'createdAt', kind: 'datetime' },
  ],
  filters: [
    { name: 'state', kind: 'select', options: TICKET_STATES },
    { name: 'classification', kind: 'select', dict: TICKET_CLASS_DICT },
    { name: 'productName', kind: 'select', optionsPath: '/api/admin/workOrders/products' },
    { name: 'assigneeId', kind: 'select', optionsPath: '/api/admin/workOrders/staff' },
    { name: 'unassigned', kind: 'switch' },
    { name: 'slaBreached', kind: 'switch' },
  ],
  search: true,
  sort: ['createdAt', 'updatedAt'],
  defaultSort: '-createdAt',
  titleField: 'number',
  publish: false,
  noCreate: true,
  actions: { read: 'tickets.handle', update: 'tickets.handle' },
  rowLinks: [{ key: 'open', to: '/admin/work_order_detail/{id}' }],
  lifecycle: {
    column: 'state',
    table: TICKET_TRANSITIONS,
    events: ['start', 'resume', 'requestFeedback', 'resolve'],
  },
});
