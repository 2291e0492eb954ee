// The review queue of the admin console (issue 5): blog posts in audit, videos under review,
// pending reports and held community items (sensitive-word review), and the moderation log.
import { z } from 'zod';
import { pageOf, pageQuery } from '../pagination';
import { requiredString } from '../zod-rules';
import { postAuthor } from './posts';

/** post: blog posts; video: videos; report: pending reports; held: held questions, topics, answers, comments */
export const REVIEW_TYPES = ['post', 'video', 'report', 'held'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const REVIEW_ACTIONS = ['approve', 'reject', 'remove'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
/** pending: waiting for a decision; published: live posts and videos a moderator may remove */
export const REVIEW_LIST_STATES = ['pending', 'published'] as const;
export const REVIEW_REASON_MAX = 200;
/** what the moderation log records (who, what, when, why), manual or automatic */
export const MODERATION_ACTIONS = [
  'approve',
  'reject',
  'remove',
  'auto_block',
  'auto_hold',
  'auto_replace',
  'report_resolve',
  'report_ignore',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const reviewListQuery = pageQuery.extend({
  type: z.enum(REVIEW_TYPES).default('post'),
  state: z.enum(REVIEW_LIST_STATES).default('pending'),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

/** reviews.reject / reviews.remove: the reason is required (the author sees it). */
export const reviewReasonBody = z.object({
  reason: requiredString('reviewReasonRequired').max(REVIEW_REASON_MAX, 'reviewReasonTooLong'),
});
export type ReviewReasonBody = z.infer<typeof reviewReasonBody>;
/** reviews.approve: an optional note for the log. */
export const reviewApproveBody = z.object({
  reason: z.string().trim().max(REVIEW_REASON_MAX, 'reviewReasonTooLong').optional(),
});

export const reviewPerson = postAuthor;

export const reviewItem = z.object({
  type: z.enum(REVIEW_TYPES),
  /** the post, video, report or held item id (what approve/reject/remove take) */
  id: z.string(),
  /** the content concerned: post, video, or the reported / held item's type */
  targetType: z.string(),
  targetId: z.string(),
  title: z.string(),
  excerpt: z.string(),
  link: z.string().nullable(),
  author: reviewPerson.nullable(),
  /** the item's own state (audit, review, published, pending, held…) */
  state: z.string(),
  /** when it entered the queue */
  queuedAt: z.string(),
  /** a report's reason, or the fields a sensitive word held (posts) */
  reason: z.string().nullable(),
  /** a report's detail, or a video's processing state while it is not ready */
  detail: z.string().nullable(),
  reporter: reviewPerson.nullable(),
  /** a sensitive word asked for a review */
  autoHeld: z.boolean(),
  actions: z.array(z.enum(REVIEW_ACTIONS)),
});
export type ReviewItem = z.infer<typeof reviewItem>;
export const reviewPage = pageOf(reviewItem);

export const reviewResult = z.object({
  type: z.enum(REVIEW_TYPES),
  id: z.string(),
  state: z.string(),
});
export type ReviewResult = z.infer<typeof reviewResult>;

export const moderationLogQuery = pageQuery.extend({
  targetType: z.string().trim().max(32).optional(),
  targetId: z.uuid().optional(),
  actorId: z.uuid().optional(),
  action: z.enum(MODERATION_ACTIONS).optional(),
});
export type ModerationLogQuery = z.infer<typeof moderationLogQuery>;

export const moderationLogItem = z.object({
  id: z.string(),
  /** null for an automatic (sensitive-word) decision */
  actor: reviewPerson.nullable(),
  targetType: z.string(),
  targetId: z.string(),
  /** the content's title when it still exists */
  targetTitle: z.string().nullable(),
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationLogItem = z.infer<typeof moderationLogItem>;
export const moderationLogPage = pageOf(moderationLogItem);
