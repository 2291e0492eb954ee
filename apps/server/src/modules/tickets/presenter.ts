import {
  eventsFrom,
  TICKET_STAFF_EVENTS,
  TICKET_SUBMITTER_EVENTS,
  TICKET_TRANSITIONS,
  type TicketDetail,
  type TicketMessage,
  type TicketRating,
  type TicketState,
  type TicketReminders,
  type TicketSummary,
} from '@occ/shared';
import { renderMarkdown } from '../../platform/markdown';
import { presentAttachment, type AttachmentRow } from './attachments';
import { reopenExpired } from './follow-up';
import type { ThreadRow, TicketRow } from './service';
import { reopenUntil } from './settings';

export type Audience = 'submitter' | 'follower' | 'staff';

/** The only way a ticket leaves the server. */
export function presentTicketSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    number: row.number,
    classification: row.classification,
    title: row.title,
    state: row.state as TicketState,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One message of the thread for `audience`. Internal notes reach staff only: a note given for
 * the submitter is dropped here whatever the caller selected.
 */
export async function presentThread(
  rows: ThreadRow[],
  audience: Audience,
  files: AttachmentOf[] = [],
): Promise<TicketMessage[]> {
  const visible = audience === 'staff' ? rows : rows.filter((r) => r.kind !== 'note');
  return Promise.all(
    visible.map(async (r) => ({
      id: r.id,
      kind: r.kind as TicketMessage['kind'],
      author: r.author ?? '',
      staff: r.staff === 1,
      html: await renderMarkdown(r.body),
      attachments: files.filter((f) => f.a.messageId === r.id).map((f) => presentAttachment(f.a)),
      createdAt: r.createdAt.toISOString(),
    })),
  );
}

/** An attachment and the kind of the message holding it (null: the ticket's own). */
export interface AttachmentOf {
  a: AttachmentRow;
  kind: string | null;
}

/** The submitter's reminder settings. */
export const presentReminders = (row: TicketRow): TicketReminders => ({
  status: row.notifyStatus,
  replies: row.notifyReplies,
  sms: row.notifySms,
  email: row.notifyEmail,
});

export interface DetailExtras {
  submitter: string;
  assignee: string | null;
  /** `self`: they follow it themselves (support staff); otherwise the submitter added them */
  followers: { userId: string; nickname: string; self: boolean }[];
  /** the caller follows the ticket */
  following: boolean;
  related: { id: number; number: string } | null;
  sla: TicketDetail['sla'];
  thread: ThreadRow[];
  /** the ticket's attachments (those of internal notes are dropped here for anyone but staff) */
  files: AttachmentOf[];
  history: {
    event: string;
    from: string | null;
    to: string;
    reason: string;
    actor: string | null;
    createdAt: Date;
  }[];
}

export async function presentTicketDetail(
  row: TicketRow,
  x: DetailExtras,
  audience: Audience,
): Promise<TicketDetail> {
  const mine: readonly string[] =
    audience === 'staff' ? TICKET_STAFF_EVENTS : audience === 'submitter' ? TICKET_SUBMITTER_EVENTS : [];
  const expired = reopenExpired(row);
  // a follower reads the ticket, not the submitter's contact details
  const contact = (v: string) => (audience === 'follower' ? '' : v);
  const files = audience === 'staff' ? x.files : x.files.filter((f) => f.kind !== 'note');
  return {
    ...presentTicketSummary(row),
    audience,
    followers: x.followers.map((f) => ({ userId: f.userId, nickname: f.nickname, staff: f.self })),
    following: x.following,
    descriptionHtml: await renderMarkdown(row.description),
    attachments: files.filter((f) => f.a.messageId === null).map((f) => presentAttachment(f.a)),
    reminders: audience === 'submitter' ? presentReminders(row) : null,
    productName: row.productName,
    productVersion: row.productVersion,
    userType: row.userType as TicketDetail['userType'],
    companyName: row.companyName,
    remindMobile: contact(row.remindMobile),
    remindEmail: contact(row.remindEmail),
    dingtalk: contact(row.dingtalk),
    contactPhone: contact(row.contactPhone),
    contactEmail: contact(row.contactEmail),
    suspendReason: row.state === 'suspended' ? row.suspendReason : '',
    submitter: x.submitter,
    assignee: x.assignee,
    rating: (row.rating as TicketRating | null) ?? null,
    ratingComment: row.ratingComment,
    canRate:
      audience === 'submitter' && row.state === 'closed' && row.confirmedAt !== null && row.rating === null,
    reopenUntil:
      row.state === 'resolved' ? (reopenUntil(row.resolvedAt ?? row.updatedAt)?.toISOString() ?? null) : null,
    canFollowUp: audience === 'submitter' && expired,
    relatedTo: x.related,
    sla: audience === 'staff' ? x.sla : null,
    actions: eventsFrom(TICKET_TRANSITIONS, row.state as TicketState).filter(
      (e) => mine.includes(e) && !(e === 'reopen' && expired),
    ),
    messages: await presentThread(x.thread, audience, files),
    history: x.history.map((h) => ({
      event: h.event,
      from: h.from,
      to: h.to,
      reason: h.reason,
      actor: h.actor,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}
