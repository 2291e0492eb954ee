// Blog posts (issue 5): the editor's fields with spec §3/§5/§9 limits, written once here and used
// by the server's zod schemas and the web editor. Messages are keys of ../messages.
import { z } from 'zod';
import { TAG_MAX, commentItem, communityAuthor } from '../community/questions';
import {
  POST_CONTENT_MAX,
  POST_PERMISSIONS,
  POST_PROPERTIES,
  POST_SORTS,
  POST_SOURCE_URL_MAX,
  POST_SUMMARY_MAX,
  POST_TAGS_MAX,
  POST_TAGS_MIN,
  POST_TITLE_MAX,
  AUTHOR_BADGES,
  isHttpUrl,
  isPostCover,
  type PostProperty,
} from './post-limits';
import { pageOf, pageQuery } from '../pagination';
import { POST_EVENTS, POST_STATES } from '../states/blog';
import { requiredString } from '../zod-rules';

export * from './post-limits';

// ---- field rules ----
// Limits apply to every save (auto-save included); "required" rules only to a full save and submit.

const limited = {
  summary: z.string().trim().max(POST_SUMMARY_MAX, 'summaryTooLong'),
  cover: z.string().trim().max(200, 'coverInvalid').refine(isPostCover, 'coverInvalid'),
  property: z.enum(POST_PROPERTIES, { error: 'propertyInvalid' }),
  sourceUrl: z.string().trim().max(POST_SOURCE_URL_MAX, 'sourceUrlTooLong'),
  permission: z.enum(POST_PERMISSIONS, { error: 'permissionInvalid' }),
  disclaimer: z.boolean({ error: 'disclaimerRequired' }),
};

/**
 * The editor's fields with limits only: auto-save (posts.saveDraft) and posts.create keep
 * whatever the author has typed so far, however incomplete.
 */
export const postDraftFields = z.object({
  title: z.string().trim().max(POST_TITLE_MAX, 'titleTooLong').default(''),
  summary: limited.summary.default(''),
  content: z.string().max(POST_CONTENT_MAX, 'contentTooLong').default(''),
  tags: z.array(z.string().trim().max(TAG_MAX, 'tagTooLong')).max(POST_TAGS_MAX, 'tagsTooMany').default([]),
  cover: limited.cover.default(''),
  property: limited.property.default('original'),
  sourceUrl: limited.sourceUrl.default(''),
  permission: limited.permission.default('public'),
  disclaimer: limited.disclaimer.default(false),
});
/** The working copy as stored and sent back to the editor. */
export type PostDraft = z.output<typeof postDraftFields>;
export type PostDraftInput = z.input<typeof postDraftFields>;

/** The editor's fields with every rule of spec §5 except the disclaimer (checked at submit). */
const postFieldsObject = z.object({
  title: requiredString('titleRequired').max(POST_TITLE_MAX, 'titleTooLong'),
  summary: limited.summary.default(''),
  content: z
    .string({ error: (i) => (i.code === 'invalid_type' ? 'contentRequired' : undefined) })
    .max(POST_CONTENT_MAX, 'contentTooLong')
    .refine((s) => s.trim().length > 0, 'contentRequired'),
  tags: z
    .array(requiredString('tagsRequired').max(TAG_MAX, 'tagTooLong'), { error: 'tagsRequired' })
    .min(POST_TAGS_MIN, 'tagsRequired')
    .max(POST_TAGS_MAX, 'tagsTooMany'),
  cover: limited.cover.default(''),
  property: limited.property.default('original'),
  sourceUrl: limited.sourceUrl.default(''),
  permission: limited.permission.default('public'),
  disclaimer: limited.disclaimer.default(false),
});

type SourceFields = { property: PostProperty; sourceUrl: string };
/** A reprint carries its source address (an http or https URL). */
function reprintNeedsSource(v: SourceFields, ctx: z.RefinementCtx) {
  if (v.property !== 'reprint') return;
  if (!v.sourceUrl)
    ctx.addIssue({ code: 'custom', message: 'sourceUrlRequired', path: ['sourceUrl'], input: v.sourceUrl });
  else if (!isHttpUrl(v.sourceUrl))
    ctx.addIssue({ code: 'custom', message: 'sourceUrlInvalid', path: ['sourceUrl'], input: v.sourceUrl });
}

/** posts.update body: a full, validated save of the working copy (not yet the disclaimer). */
export const postFields = postFieldsObject.superRefine(reprintNeedsSource);
export type PostFields = z.output<typeof postFields>;

/** What posts.submit checks on the working copy: every rule, and the disclaimer accepted. */
export const postSubmitFields = postFieldsObject.superRefine((v, ctx) => {
  reprintNeedsSource(v, ctx);
  if (v.disclaimer !== true)
    ctx.addIssue({
      code: 'custom',
      message: 'disclaimerRequired',
      path: ['disclaimer'],
      input: v.disclaimer,
    });
});

const draftVersion = z.number({ error: 'fieldInvalid' }).int().min(0);

/** posts.create: a new post in drafts from whatever the editor holds. */
export const postCreateBody = postDraftFields;
/** posts.update: full validation; `draftVersion` (optional) refuses a save over a newer one. */
export const postUpdateBody = postFieldsObject
  .extend({ draftVersion: draftVersion.optional() })
  .superRefine(reprintNeedsSource);
export type PostUpdateBody = z.output<typeof postUpdateBody>;
/** posts.saveDraft (auto-save): limits only, and the version the editor last saw. */
export const postSaveDraftBody = postDraftFields.extend({ draftVersion });
export type PostSaveDraftBody = z.output<typeof postSaveDraftBody>;

/** posts.preview: the editor's markdown, up to the content limit. */
export const postPreviewBody = z.object({
  markdown: z.string({ error: 'contentRequired' }).max(POST_CONTENT_MAX, 'contentTooLong'),
});

export const postListQuery = pageQuery.extend({
  tag: z.string().trim().max(TAG_MAX).optional(),
  author: z.uuid().optional(),
  sort: z.enum(POST_SORTS).default('latest'),
});
export type PostListQuery = z.infer<typeof postListQuery>;

export const postMineQuery = pageQuery.extend({ state: z.enum(POST_STATES).default('published') });
export type PostMineQuery = z.infer<typeof postMineQuery>;

// ---- responses ----

export const postAuthor = communityAuthor.extend({ badges: z.array(z.enum(AUTHOR_BADGES)) });
export type PostAuthor = z.infer<typeof postAuthor>;

export const postListItem = z.object({
  id: z.string(),
  title: z.string(),
  /** the author's summary, else the first 100 characters of the text */
  summary: z.string(),
  /** an image URL, or a default cover token (`default:1..3`) */
  cover: z.string(),
  tags: z.array(z.string()),
  property: z.enum(POST_PROPERTIES),
  author: postAuthor,
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  releasedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PostListItem = z.infer<typeof postListItem>;

/** What the viewer may do (from the policy and the transition table). */
export const postCan = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  submit: z.boolean(),
  withdraw: z.boolean(),
  report: z.boolean(),
  /** moderators: take a published post down (reviews.remove) */
  remove: z.boolean(),
});
export type PostCan = z.infer<typeof postCan>;

export const postDetail = postListItem.extend({
  state: z.enum(POST_STATES),
  permission: z.enum(POST_PERMISSIONS),
  sourceUrl: z.string().nullable(),
  /** the submitted version: markdown and the sanitised HTML rendered from it */
  content: z.string(),
  contentHtml: z.string(),
  failureCause: z.string().nullable(),
  removalReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  collections: z.number().int(),
  viewer: z.object({ liked: z.boolean(), collected: z.boolean() }),
  can: postCan,
  /** the author's events from the current state (POST_TRANSITIONS) */
  events: z.array(z.enum(POST_EVENTS)),
  /** the author's working copy (null for everyone else) */
  draft: postDraftFields.nullable(),
  draftSavedAt: z.string().nullable(),
  draftVersion: z.number().int(),
  /** the community's comments on the post, oldest first (as videos.get has them) */
  commentList: z.array(commentItem),
});
export type PostDetail = z.infer<typeof postDetail>;

export const postMineItem = z.object({
  id: z.string(),
  state: z.enum(POST_STATES),
  /** the submitted title, else the working copy's */
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  tags: z.array(z.string()),
  permission: z.enum(POST_PERMISSIONS),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  failureCause: z.string().nullable(),
  removalReason: z.string().nullable(),
  releasedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  draftSavedAt: z.string().nullable(),
  events: z.array(z.enum(POST_EVENTS)),
});
export type PostMineItem = z.infer<typeof postMineItem>;

/** How many of my posts each tab holds. */
export const postTabCounts = z.object({
  published: z.number().int(),
  audit: z.number().int(),
  fail: z.number().int(),
  been_removed: z.number().int(),
  drafts: z.number().int(),
});
export type PostTabCounts = z.infer<typeof postTabCounts>;
export const postMinePage = pageOf(postMineItem).extend({ counts: postTabCounts });
export type PostMinePage = z.infer<typeof postMinePage>;

/** posts.create / posts.update / posts.saveDraft: where the working copy now stands. */
export const postSaved = z.object({
  id: z.string(),
  draftVersion: z.number().int(),
  draftSavedAt: z.string(),
});
export type PostSaved = z.infer<typeof postSaved>;

/** posts.submit / posts.withdraw: the new state and the author's events from it. */
export const postStateResult = z.object({
  id: z.string(),
  state: z.enum(POST_STATES),
  events: z.array(z.enum(POST_EVENTS)),
});
export type PostStateResult = z.infer<typeof postStateResult>;

export const postViewResult = z.object({ counted: z.boolean(), views: z.number().int() });
