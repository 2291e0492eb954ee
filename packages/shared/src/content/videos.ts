// Videos (issue 5): spec §3 fields (name, tags, introduction, file, cover, official flag, removal
// reason, activity time), §5 rules (file required, tags 1-3, best cover 720×400) and §9 limits
// (file name ≤ 100), written once here for the upload page and the server. Messages are keys of
// ../messages.
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../account/rules';
import { commentItem, communityAuthor, TAG_MAX } from '../community/questions';
import { pageQuery } from '../pagination';
import { VIDEO_PROCESSING, VIDEO_STATES } from '../states/video';
import { requiredString } from '../zod-rules';
import {
  VIDEO_FILE_NAME_MAX,
  VIDEO_INTRODUCTION_MAX,
  VIDEO_NAME_MAX,
  VIDEO_SORTS,
  VIDEO_TAGS_MAX,
  VIDEO_TAGS_MIN,
} from './video-constants';

export * from './video-constants';

export const VIDEO_TAG_MAX = TAG_MAX;
/** custom covers: the image rule of spec §9 (at most 5 MB, not empty, accepted types only) */
export const VIDEO_COVER_MAX_BYTES = AVATAR_MAX_BYTES;

/** The upload-start rule shared by the picker and videos.upload (size is checked against the server's maximum there). */
export const videoUploadStart = z.object({
  fileName: requiredString('videoFileRequired').max(VIDEO_FILE_NAME_MAX, 'videoFileNameTooLong'),
  size: z
    .number({ error: 'fileEmpty' })
    .int('fileEmpty')
    .min(1, 'fileEmpty')
    .max(Number.MAX_SAFE_INTEGER, 'fileEmpty'),
});
export type VideoUploadStart = z.infer<typeof videoUploadStart>;

export const videoUploadState = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  /** bytes stored so far: the offset the next chunk must start at */
  received: z.number().int(),
  chunkSize: z.number().int(),
  complete: z.boolean(),
});
export type VideoUploadState = z.infer<typeof videoUploadState>;

const tagList = z
  .array(requiredString('tagsRequired').max(VIDEO_TAG_MAX, 'tagTooLong'), { error: 'tagsRequired' })
  .min(VIDEO_TAGS_MIN, 'tagsRequired')
  .max(VIDEO_TAGS_MAX, 'tagsTooMany');

/** The editable fields (videos.update; videos.create adds the upload). */
export const videoFields = z.object({
  name: requiredString('videoNameRequired').max(VIDEO_NAME_MAX, 'videoNameTooLong'),
  tags: tagList,
  introduction: z.string().trim().max(VIDEO_INTRODUCTION_MAX, 'videoIntroductionTooLong').default(''),
});
export type VideoFields = z.infer<typeof videoFields>;

export const videoCreateBody = videoFields.extend({
  uploadId: z.uuid({ error: 'videoFileRequired' }),
});
export type VideoCreateBody = z.infer<typeof videoCreateBody>;

/** videos.view: whether this call counted (once per viewer per day) and the count now. */
export const videoViewResult = z.object({ counted: z.boolean(), views: z.number().int() });

export const videoListQuery = pageQuery.extend({
  tag: z.string().trim().max(VIDEO_TAG_MAX).optional(),
  sort: z.enum(VIDEO_SORTS).default('latest'),
  author: z.uuid().optional(),
});
export type VideoListQuery = z.infer<typeof videoListQuery>;

export const videoMineQuery = pageQuery.extend({ state: z.enum(VIDEO_STATES).default('draft') });
export type VideoMineQuery = z.infer<typeof videoMineQuery>;

// ---- responses ----

export const videoListItem = z.object({
  id: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  /** /media/videos/:id/cover.jpg, or null while none was extracted or uploaded */
  coverUrl: z.string().nullable(),
  author: communityAuthor,
  official: z.boolean(),
  durationMs: z.number().int().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  releasedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type VideoListItem = z.infer<typeof videoListItem>;

/** What the viewer may do, from the policy and the transition table (the UI shows exactly these). */
export const videoCan = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  submit: z.boolean(),
  withdraw: z.boolean(),
});
export type VideoCan = z.infer<typeof videoCan>;

/** An item of "my videos": the list fields plus lifecycle, processing and review facts. */
export const videoMineItem = videoListItem.extend({
  state: z.enum(VIDEO_STATES),
  processing: z.enum(VIDEO_PROCESSING),
  /** 0-100 while transcoding */
  processingProgress: z.number().int(),
  /** why processing failed (localised) */
  processingError: z.string().nullable(),
  failureCause: z.string().nullable(),
  removalReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  updatedAt: z.string(),
  can: videoCan,
});
export type VideoMineItem = z.infer<typeof videoMineItem>;

export const videoMinePage = z.object({
  items: z.array(videoMineItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** how many of my videos each tab holds */
  counts: z.record(z.enum(VIDEO_STATES), z.number().int()),
});
export type VideoMinePage = z.infer<typeof videoMinePage>;

export const videoDetail = videoMineItem.extend({
  introduction: z.string(),
  /** /media/videos/:id.mp4 once transcoded, else null */
  playUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  activityAt: z.string().nullable(),
  collections: z.number().int(),
  commentsCount: z.number().int(),
  viewer: z.object({ liked: z.boolean(), collected: z.boolean(), canReport: z.boolean() }),
  comments: z.array(commentItem),
});
export type VideoDetail = z.infer<typeof videoDetail>;
