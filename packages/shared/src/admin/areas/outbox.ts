import { z } from 'zod';
import { defineArea } from '../area';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
/** stored: kept in the outbox (nothing left the machine); sent / failed: a real transport */
export const OUTBOX_STATUSES = ['stored', 'sent', 'failed'] as const;

/**
 * `outbox`: the e-mail and SMS the portal produced. Read-only; a message's text is shown only
 * while it never left the machine (outbox mode with demo conveniences on), so a one-time code a
 * real transport delivered is never readable in the console.
 */
export const outboxArea = defineArea({
  key: 'outbox',
  resource: 'outbox',
  route: '/admin/outbox',
  editRoute: '/admin/outbox_detail',
  body: z.object({}),
  fields: [],
  columns: [
    { name: 'createdAt', kind: 'datetime' },
    { name: 'channel', kind: 'option' },
    { name: 'recipient' },
    { name: 'subject' },
    { name: 'status', kind: 'option' },
    { name: 'body' },
  ],
  filters: [
    { name: 'channel', kind: 'select', options: OUTBOX_CHANNELS },
    { name: 'status', kind: 'select', options: OUTBOX_STATUSES },
  ],
  search: true,
  sort: ['createdAt'],
  defaultSort: '-createdAt',
  titleField: 'recipient',
  publish: false,
  noCreate: true,
  actions: { read: 'outbox.read' },
});
