// Community interactions contract (issue 4, area C1): sensitive words, likes and collections,
// follows and fans, reports. Limits are written here once; messages are keys of ../messages.
import { z } from 'zod';
import { pageQuery } from '../pagination';
import { AUTHOR_BADGES } from '../content/posts';
import { requiredString } from '../zod-rules';

/** block: refused (422 sensitiveBlocked); review: stored with status 'held'; replace: masked by asterisks */
export const SENSITIVE_ACTIONS = ['block', 'review', 'replace'] as const;
export type SensitiveAction = (typeof SENSITIVE_ACTIONS)[number];
export const SENSITIVE_WORD_MAX = 50;

/** targets: question, topic, answer, comment (issue 5 adds post, video); checked by the server registry */
export const TARGET_TYPE_MAX = 32;
export const REPORT_REASON_MAX = 50;
export const REPORT_DETAIL_MAX = 500;
/** the reasons the report dialog offers (any text up to REPORT_REASON_MAX is accepted) */
export const REPORT_REASONS = ['spam', 'abuse', 'illegal', 'plagiarism', 'other'] as const;
export const REPORT_STATUSES = ['pending', 'resolved', 'ignored'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** not followed / followed / mutual as seen by the viewer; 'self' for the viewer's own row */
export const FOLLOW_STATES = ['none', 'followed', 'mutual', 'self'] as const;
export type FollowState = (typeof FOLLOW_STATES)[number];

export const targetRef = z.object({
  targetType: requiredString().max(TARGET_TYPE_MAX),
  targetId: z.uuid('fieldInvalid'),
});
export type TargetRef = z.infer<typeof targetRef>;

export const likeToggleResult = z.object({ liked: z.boolean(), likes: z.number().int() });
export const collectionToggleResult = z.object({ collected: z.boolean(), collections: z.number().int() });

/** collections.list: my collected targets, newest first; `missing` when the target was deleted */
export const collectionItem = z.object({
  targetType: z.string(),
  targetId: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  missing: z.boolean(),
  collectedAt: z.string(),
});
export type CollectionItem = z.infer<typeof collectionItem>;
export const collectionListQuery = pageQuery.extend({
  targetType: z.string().max(TARGET_TYPE_MAX).optional(),
});

export const socialUser = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  /** a vendor is a user with the vendor role (spec §3 "people and vendors") */
  vendor: z.boolean(),
});
export type SocialUser = z.infer<typeof socialUser>;

export const followResult = z.object({ state: z.enum(FOLLOW_STATES) });
export const followRow = socialUser.extend({ followState: z.enum(FOLLOW_STATES), since: z.string() });
export type FollowRow = z.infer<typeof followRow>;
/** kind=vendor or kind=user narrows a list to vendors or people */
export const followListQuery = pageQuery.extend({ kind: z.enum(['all', 'user', 'vendor']).default('all') });

export const profileCard = socialUser.extend({
  profile: z.string().nullable(),
  counts: z.object({
    fans: z.number().int(),
    follows: z.number().int(),
    posts: z.number().int(),
    videos: z.number().int(),
    qa: z.number().int(),
  }),
  /** the viewer's relation; 'none' for a visitor */
  followState: z.enum(FOLLOW_STATES),
  /** spec §6 official / expert blogger badges (issue 5) */
  badges: z.array(z.enum(AUTHOR_BADGES)),
});
export type ProfileCard = z.infer<typeof profileCard>;

export const reportBody = targetRef.extend({
  reason: requiredString().max(REPORT_REASON_MAX),
  detail: z.string().trim().max(REPORT_DETAIL_MAX).optional(),
});
export type ReportBody = z.infer<typeof reportBody>;
export const reportListQuery = pageQuery.extend({ status: z.enum(REPORT_STATUSES).optional() });
export const reportItem = z.object({
  id: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  detail: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  reporter: socialUser.nullable(),
  /** the reported content now (null when it no longer exists) and its author */
  target: z.object({ title: z.string(), link: z.string(), author: socialUser.nullable() }).nullable(),
});
export type ReportItem = z.infer<typeof reportItem>;

export const sensitiveWordBody = z.object({
  word: requiredString().max(SENSITIVE_WORD_MAX),
  action: z.enum(SENSITIVE_ACTIONS),
});
export type SensitiveWordBody = z.infer<typeof sensitiveWordBody>;
export const sensitiveWordListQuery = pageQuery.extend({
  q: z.string().trim().max(SENSITIVE_WORD_MAX).optional(),
  action: z.enum(SENSITIVE_ACTIONS).optional(),
});
export const sensitiveWord = z.object({
  id: z.number().int(),
  word: z.string(),
  action: z.enum(SENSITIVE_ACTIONS),
  createdAt: z.string(),
});
export type SensitiveWord = z.infer<typeof sensitiveWord>;
