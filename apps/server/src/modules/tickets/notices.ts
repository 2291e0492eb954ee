import { translate, type MessageKey } from '@occ/shared';
import type { App } from '../../platform/types';
import { deliver, type OutgoingMessage } from '../auth/delivery';
import { notify } from '../notifications/notify';
import { audienceOf } from './followers';
import { stateLabel, type TicketRow } from './service';

type Params = (locale: 'zh-CN' | 'en-US') => Record<string, string>;

/** One text in both languages (the message centre shows the summary as stored). */
const both = (key: MessageKey, params: Params) =>
  `${translate(key, 'zh-CN', params('zh-CN'))} / ${translate(key, 'en-US', params('en-US'))}`;

/**
 * Tells the submitter and every follower (best effort, after the change committed; the actor is
 * skipped by notify). Only the ticket's number, state and the fact of a reply travel here:
 * never a message body, so no internal note can leak through a notice.
 */
async function tellAudience(
  app: App,
  row: TicketRow,
  summary: string,
  change: 'status' | 'reply',
  actorId?: string,
) {
  const to = await audienceOf(app.database.db, row);
  for (const userId of to) {
    if (userId === row.userId) {
      // the submitter's reminder settings: which changes, and SMS / e-mail beside the message centre
      if (!(change === 'status' ? row.notifyStatus : row.notifyReplies)) continue;
      if (userId !== actorId) await sendReminders(app, row, summary);
    }
    await notify(app, {
      userId,
      category: 'system',
      kind: 'system',
      actorId,
      targetType: 'ticket',
      summary,
      link: `/work_order_detail?id=${row.id}`,
    });
  }
}

/**
 * SMS to the reminder mobile and e-mail to the reminder e-mail, as the submitter chose, through
 * the delivery adapters (best effort: a failed channel is recorded by `deliver`, never thrown).
 */
async function sendReminders(app: App, row: TicketRow, summary: string) {
  const out: OutgoingMessage[] = [];
  if (row.notifySms && row.remindMobile)
    out.push({ channel: 'sms', to: row.remindMobile, subject: row.number, text: summary });
  if (row.notifyEmail && row.remindEmail)
    out.push({ channel: 'email', to: row.remindEmail, subject: `${row.number}`, text: summary });
  for (const msg of out) await deliver(app, msg).catch(() => undefined);
}

/** The ticket changed state: the submitter and the followers are told. */
export async function noticeStateChanged(app: App, row: TicketRow, actorId?: string) {
  const summary = both('ticketChanged', (l) => ({ number: row.number, state: stateLabel(row.state, l) }));
  await tellAudience(app, row, summary, 'status', actorId);
}

/** Staff replied: the submitter and the followers are told. Internal notes never come here. */
export async function noticeReplied(app: App, row: TicketRow, actorId: string) {
  await tellAudience(
    app,
    row,
    both('ticketReplied', () => ({ number: row.number })),
    'reply',
    actorId,
  );
}

/** A colleague was added as a follower. */
export async function noticeFollowAdded(app: App, row: TicketRow, userId: string, who: string) {
  await notify(app, {
    userId,
    category: 'system',
    kind: 'system',
    actorId: row.userId,
    targetType: 'ticket',
    summary: both('ticketFollowAdded', () => ({ number: row.number, who })),
    link: `/work_order_detail?id=${row.id}`,
  });
}

/** Nudges the assignee (when there is one) on the submitter's "remind". */
export async function noticeReminded(app: App, row: TicketRow) {
  if (!row.assigneeId) return;
  await notify(app, {
    userId: row.assigneeId,
    category: 'system',
    kind: 'system',
    actorId: row.userId,
    targetType: 'ticket',
    summary: both('ticketReminded', () => ({ number: row.number })),
    link: `/admin/work_order_detail/${row.id}`,
  });
}

/** The submitter has not answered the feedback staff asked for (the sweep, once). */
export async function noticeFeedbackWaiting(app: App, row: TicketRow) {
  await notify(app, {
    userId: row.userId,
    category: 'system',
    kind: 'system',
    targetType: 'ticket',
    summary: both('ticketFeedbackWaiting', () => ({ number: row.number })),
    link: `/work_order_detail?id=${row.id}`,
  });
}

/** A staff member assigned the ticket to a colleague (not told when they took it themselves). */
export async function noticeAssigned(app: App, row: TicketRow, actorId: string) {
  if (!row.assigneeId) return;
  await notify(app, {
    userId: row.assigneeId,
    category: 'system',
    kind: 'system',
    actorId,
    targetType: 'ticket',
    summary: both('ticketAssigned', () => ({ number: row.number })),
    link: `/admin/work_order_detail/${row.id}`,
  });
}
