import { z } from 'zod';
import { pageQuery } from '../pagination';
import { requiredString } from '../zod-rules';

// Message centre (issue 4): notifications in tabs All / Interaction / Follow / System, live
// delivery (server-sent events), and direct messages. Limits written once here (spec §5/§9).

export const NOTIFICATION_CATEGORIES = ['interaction', 'follow', 'system'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
/** answer, comment, like, adopt, mention (interaction); follow; system; message (direct message) */
export const NOTIFICATION_KINDS = [
  'answer',
  'comment',
  'like',
  'adopt',
  'mention',
  'message',
  'follow',
  'system',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Direct message body: non-empty ('Please enter information'), at most this many characters. */
export const MESSAGE_MAX = 2000;
/** At most this many ids in one "mark read" call. */
export const MARK_READ_MAX_IDS = 100;
/** Server-sent events heartbeat (comment line) interval, keeps proxies from closing the stream. */
export const NOTIFICATION_HEARTBEAT_MS = 25_000;
/** Summary stored with a notification (a message preview, a comment's first words...). */
export const NOTIFICATION_SUMMARY_MAX = 200;

export const notificationListQuery = pageQuery.extend({
  category: z.enum(['all', ...NOTIFICATION_CATEGORIES]).default('all'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const messagePerson = z.object({
  id: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
});
export type MessagePerson = z.infer<typeof messagePerson>;

export const notificationItem = z.object({
  id: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  kind: z.string(),
  actor: messagePerson.nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  summary: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const unreadCounts = z.object({
  all: z.number().int(),
  interaction: z.number().int(),
  follow: z.number().int(),
  system: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCounts>;

/** Mark read: some ids, or all (optionally only one category). */
export const markReadBody = z
  .object({
    ids: z.array(z.uuid()).min(1).max(MARK_READ_MAX_IDS).optional(),
    all: z.literal(true).optional(),
    category: z.enum(NOTIFICATION_CATEGORIES).optional(),
  })
  .refine((b) => b.ids !== undefined || b.all === true, { message: 'fieldRequired', path: ['ids'] });
export type MarkReadBody = z.infer<typeof markReadBody>;

export const markReadResult = z.object({ updated: z.number().int(), unread: unreadCounts });

// direct messages

export const messageSendBody = z.object({
  to: z.uuid(),
  body: requiredString('messageRequired').max(MESSAGE_MAX, 'messageTooLong'),
});
export type MessageSendBody = z.infer<typeof messageSendBody>;

/** messages.recipients: people to write to, found by nickname or username. */
export const MESSAGE_RECIPIENTS_MAX = 10;
export const messageRecipientsQuery = z.object({ q: z.string().trim().min(1).max(32) });

export const directMessage = z.object({
  id: z.string(),
  senderId: z.string(),
  recipientId: z.string(),
  body: z.string(),
  /** true when the viewer sent it */
  mine: z.boolean(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type DirectMessage = z.infer<typeof directMessage>;

export const conversation = z.object({
  counterpart: messagePerson,
  lastMessage: directMessage,
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof conversation>;

/** Built on the client and the server alike: where a direct-message notification leads. */
export const messageThreadLink = (userId: string) => `/people/my/messages?tab=dm&with=${userId}`;
