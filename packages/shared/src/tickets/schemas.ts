// Support tickets (issue 18): spec §3 ticket fields, §4 lifecycle and ratings, §5 validation
// (brief and detailed description required; a reminder needs a valid mobile or e-mail).
import { z } from 'zod';
import { isEmail, isMobile } from '../account/rules';
import { pageQuery } from '../pagination';
import { TICKET_STATES, TICKET_STAFF_EVENTS, TICKET_SUBMITTER_EVENTS } from '../states/ticket';
import { requiredString } from '../zod-rules';
import { SLA_STATES } from './sla';
import { ticketAttachment, ticketAttachmentIds, ticketRemarkImageIds } from './attachments';

export const TICKET_TITLE_MAX = 100;
export const TICKET_DESCRIPTION_MAX = 10_000;
export const TICKET_MESSAGE_MAX = 5_000;
export const TICKET_REASON_MAX = 500;
export const TICKET_PRODUCT_MAX = 100;
export const TICKET_VERSION_MAX = 50;
export const TICKET_COMPANY_MAX = 100;
export const TICKET_DINGTALK_MAX = 64;
export const TICKET_CLASS_MAX = 40;
export const TICKET_COMMENT_MAX = 500;
export const TICKET_MOBILE_MAX = 16;
export const TICKET_EMAIL_MAX = 254;
/** A ticket resolved and not confirmed within this many days closes by itself. */
export const TICKET_AUTO_CLOSE_DAYS = 7;
/** The submitter may remind the assignee at most once in this many minutes per ticket. */
export const TICKET_REMIND_EVERY_MINUTES = 60;
/** The dictionary type whose values classify tickets (console `dict` area). */
export const TICKET_CLASS_DICT = 'ticketClassification';

export const TICKET_USER_TYPES = ['individual', 'company'] as const;
export const TICKET_RATINGS = ['verySatisfied', 'satisfied', 'notSatisfied'] as const;
export type TicketRating = (typeof TICKET_RATINGS)[number];
/** `remark`: the submitter's remark (images only as attachments); `note`: staff's internal note. */
export const TICKET_MESSAGE_KINDS = ['message', 'remark', 'note'] as const;

const optMobile = z
  .string()
  .trim()
  .max(TICKET_MOBILE_MAX, 'mobileInvalid')
  .refine((v) => v === '' || isMobile(v), 'mobileInvalid')
  .default('');
const optEmail = z
  .string()
  .trim()
  .max(TICKET_EMAIL_MAX, 'emailInvalid')
  .refine((v) => v === '' || isEmail(v), 'emailInvalid')
  .default('');

/** The submit form (`/support_form`); the page validates with it and so does the server. */
export const ticketCreateBody = z
  .object({
    classification: requiredString().max(TICKET_CLASS_MAX),
    title: requiredString().max(TICKET_TITLE_MAX),
    description: requiredString().max(TICKET_DESCRIPTION_MAX),
    productName: z.string().trim().max(TICKET_PRODUCT_MAX).default(''),
    productVersion: z.string().trim().max(TICKET_VERSION_MAX).default(''),
    userType: z.enum(TICKET_USER_TYPES).default('individual'),
    companyName: z.string().trim().max(TICKET_COMPANY_MAX).default(''),
    remindMobile: optMobile,
    remindEmail: optEmail,
    dingtalk: z.string().trim().max(TICKET_DINGTALK_MAX).default(''),
    contactPhone: optMobile,
    contactEmail: optEmail,
    /** the older ticket this one follows up (offered once the reopen window is over) */
    relatedTo: z.number().int().positive().max(2_147_483_647).optional(),
    /** uploaded attachments (POST /api/tickets/attachments), at most TICKET_ATTACHMENTS_MAX */
    attachments: ticketAttachmentIds,
  })
  .refine((v) => v.userType !== 'company' || v.companyName !== '', {
    path: ['companyName'],
    message: 'fieldRequired',
  })
  .refine((v) => v.remindMobile !== '' || v.remindEmail !== '', {
    path: ['remindMobile'],
    message: 'ticketReminderNeeded',
  });
export type TicketCreateBody = z.infer<typeof ticketCreateBody>;

/** `mine`: tickets I submitted; `following`: tickets I follow (a tab of the list). */
export const TICKET_LIST_SCOPES = ['mine', 'following'] as const;

export const ticketListQuery = pageQuery.extend({
  scope: z.enum(TICKET_LIST_SCOPES).default('mine'),
  state: z.enum(TICKET_STATES).optional(),
  classification: z.string().trim().max(TICKET_CLASS_MAX).optional(),
  /** a ticket number or part of it */
  q: z.string().trim().max(40).optional(),
});
export type TicketListQuery = z.infer<typeof ticketListQuery>;

/** Staff lookup of a submitter's tickets (spec §5): one of name, phone or account is needed. */
export const ticketLookupQuery = z
  .object({
    name: z.string().trim().max(64).default(''),
    phone: z.string().trim().max(TICKET_MOBILE_MAX).default(''),
    account: z.string().trim().max(64).default(''),
  })
  .refine((v) => v.name !== '' || v.phone !== '' || v.account !== '', {
    path: ['name'],
    message: 'ticketLookupNeedsOne',
  });
export type TicketLookupQuery = z.infer<typeof ticketLookupQuery>;

/** The submitter adds a colleague (a user of the same organisation) by their account. */
export const ticketFollowBody = z.object({ account: requiredString().max(64) });
export type TicketFollowBody = z.infer<typeof ticketFollowBody>;
/** Support staff follow a ticket, or stop following it. */
export const ticketStaffFollowBody = z.object({ follow: z.boolean() });

/** Staff assign the ticket to a member of the support staff. */
export const ticketAssignBody = z.object({ assigneeId: z.uuid('fieldInvalid') });
export type TicketAssignBody = z.infer<typeof ticketAssignBody>;

export const ticketMessageBody = z.object({
  body: requiredString().max(TICKET_MESSAGE_MAX),
  attachments: ticketAttachmentIds,
});
/** The submitter's remark: text and at most TICKET_REMARK_IMAGES_MAX images (no other file). */
export const ticketRemarkBody = z.object({
  body: requiredString().max(TICKET_MESSAGE_MAX),
  images: ticketRemarkImageIds,
});
export type TicketRemarkBody = z.infer<typeof ticketRemarkBody>;

/**
 * Reminder settings of a ticket (its submitter's): which changes notify them, and by which
 * channels besides the message centre (SMS to the reminder mobile, e-mail to the reminder e-mail).
 */
export const ticketReminders = z.object({
  status: z.boolean(),
  replies: z.boolean(),
  sms: z.boolean(),
  email: z.boolean(),
});
export type TicketReminders = z.infer<typeof ticketReminders>;
export type TicketMessageBody = z.infer<typeof ticketMessageBody>;

export const ticketSubmitterTransitionBody = z.object({ event: z.enum(TICKET_SUBMITTER_EVENTS) });
/** Staff moves; `suspend` needs a reason (shown to the submitter). */
export const ticketStaffTransitionBody = z
  .object({
    event: z.enum(TICKET_STAFF_EVENTS),
    reason: z.string().trim().max(TICKET_REASON_MAX).default(''),
  })
  .refine((v) => v.event !== 'suspend' || v.reason !== '', { path: ['reason'], message: 'fieldRequired' });
export type TicketStaffTransitionBody = z.infer<typeof ticketStaffTransitionBody>;

export const ticketRateBody = z.object({
  rating: z.enum(TICKET_RATINGS),
  comment: z.string().trim().max(TICKET_COMMENT_MAX).default(''),
});
export type TicketRateBody = z.infer<typeof ticketRateBody>;

export const ticketSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  classification: z.string(),
  title: z.string(),
  state: z.enum(TICKET_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

export const ticketMessage = z.object({
  id: z.number().int(),
  kind: z.enum(TICKET_MESSAGE_KINDS),
  /** the author's nickname; `staff` says it came from support staff */
  author: z.string(),
  staff: z.boolean(),
  html: z.string(),
  attachments: z.array(ticketAttachment),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

export const ticketHistoryItem = z.object({
  event: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  reason: z.string(),
  /** who made the change (nickname), null for the system or the console list */
  actor: z.string().nullable(),
  createdAt: z.string(),
});
export type TicketHistoryItem = z.infer<typeof ticketHistoryItem>;

const slaClock = z.object({
  targetMinutes: z.number(),
  elapsedMinutes: z.number(),
  stopped: z.boolean(),
  state: z.enum(SLA_STATES),
});
/** The SLA clocks in working minutes (support staff only). */
export const ticketSlaView = z.object({
  state: z.enum(SLA_STATES),
  firstResponse: slaClock,
  resolution: slaClock,
});
export type TicketSlaView = z.infer<typeof ticketSlaView>;

export const ticketFollower = z.object({ userId: z.string(), nickname: z.string(), staff: z.boolean() });
export type TicketFollower = z.infer<typeof ticketFollower>;
/** How the caller reads a ticket: its submitter, a follower (read only) or support staff. */
export const TICKET_AUDIENCES = ['submitter', 'follower', 'staff'] as const;

export const ticketDetail = ticketSummary.extend({
  audience: z.enum(TICKET_AUDIENCES),
  followers: z.array(ticketFollower),
  /** the caller (staff) follows it */
  following: z.boolean(),
  descriptionHtml: z.string(),
  /** the files submitted with the ticket */
  attachments: z.array(ticketAttachment),
  /** the submitter's reminder settings (null for anyone else) */
  reminders: ticketReminders.nullable(),
  productName: z.string(),
  productVersion: z.string(),
  userType: z.enum(TICKET_USER_TYPES),
  companyName: z.string(),
  remindMobile: z.string(),
  remindEmail: z.string(),
  dingtalk: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  suspendReason: z.string(),
  submitter: z.string(),
  assignee: z.string().nullable(),
  rating: z.enum(TICKET_RATINGS).nullable(),
  ratingComment: z.string(),
  /** confirmed resolved by the submitter: the survey may be answered (once) */
  canRate: z.boolean(),
  /** while resolved: the last moment it may be reopened */
  reopenUntil: z.string().nullable(),
  /** the reopen window is over (or it is closed): the submitter may open a new linked ticket */
  canFollowUp: z.boolean(),
  /** the older ticket this one follows up */
  relatedTo: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** support staff only: the SLA clocks; null for the submitter and followers */
  sla: ticketSlaView.nullable(),
  /** the lifecycle events the caller may take now (from the transition table) */
  actions: z.array(z.string()),
  messages: z.array(ticketMessage),
  history: z.array(ticketHistoryItem),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

/** tickets.reports: the last `weeks` weeks (Monday-based, Asia/Shanghai). */
export const ticketReportQuery = z.object({ weeks: z.coerce.number().int().min(1).max(52).default(12) });
export type TicketReportQuery = z.infer<typeof ticketReportQuery>;

const ratingCounts = z.object({ verySatisfied: z.number(), satisfied: z.number(), notSatisfied: z.number() });
export const ticketReport = z.object({
  weeks: z.number().int(),
  /** `2026-11-23` (the Monday) → tickets opened and closed that week */
  weekly: z.array(z.object({ week: z.string(), opened: z.number(), closed: z.number() })),
  /**
   * working minutes (the SLA calendar) from submission to staff's first reply / to the resolution
   * (the latter not counting time suspended or pending feedback); null without data
   */
  medianFirstResponseMinutes: z.number().nullable(),
  medianResolutionMinutes: z.number().nullable(),
  satisfaction: ratingCounts,
  byStaff: z.array(ratingCounts.extend({ staff: z.string() })),
});
export type TicketReport = z.infer<typeof ticketReport>;
