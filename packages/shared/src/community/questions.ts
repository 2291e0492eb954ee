// Questions, topics, answers and comments (issue 4): spec §3 fields, §5 limits, written once here
// and used by the server's zod schemas and the web forms. Messages are keys of ../messages.
import { z } from 'zod';
import { pageQuery } from '../pagination';

import {
  ANSWER_MAX,
  COMMENT_MAX,
  COMMUNITY_IMAGE_URL,
  PRODUCT_KINDS,
  PRODUCT_NAME_MAX,
  QUESTION_DESCRIPTION_MAX,
  QUESTION_IMAGES_MAX,
  QUESTION_KINDS,
  QUESTION_SORTS,
  QUESTION_TAGS_MAX,
  QUESTION_TAGS_MIN,
  QUESTION_TITLE_MAX,
  QUESTION_ZONES,
  TAG_MAX,
  TOPIC_DESCRIPTION_MAX,
  TOPIC_IMAGES_MAX,
} from './limits';

export * from './limits';

const text = (required: string) =>
  z.string({ error: (i) => (i.code === 'invalid_type' ? required : undefined) }).trim();

/** questions.create / questions.update body; topic limits (3 images, 900 characters) by kind. */
export const questionBody = z
  .object({
    kind: z.enum(QUESTION_KINDS).default('question'),
    zone: z.enum(QUESTION_ZONES).default('general'),
    plate: text('plateRequired').min(1, 'plateRequired').max(64, 'plateRequired'),
    productKind: z.enum(PRODUCT_KINDS, { error: 'productKindRequired' }),
    productName: text('productNameRequired')
      .min(1, 'productNameRequired')
      .max(PRODUCT_NAME_MAX, 'productNameTooLong'),
    title: text('titleRequired').min(1, 'titleRequired').max(QUESTION_TITLE_MAX, 'titleTooLong'),
    description: text('descriptionRequired')
      .min(1, 'descriptionRequired')
      .max(QUESTION_DESCRIPTION_MAX, 'descriptionTooLong'),
    tags: z
      .array(text('tagsRequired').min(1, 'tagsRequired').max(TAG_MAX, 'tagTooLong'), {
        error: 'tagsRequired',
      })
      .min(QUESTION_TAGS_MIN, 'tagsRequired')
      .max(QUESTION_TAGS_MAX, 'tagsTooMany'),
    images: z
      .array(z.string().regex(COMMUNITY_IMAGE_URL, 'imageInvalid'))
      .max(QUESTION_IMAGES_MAX, 'imagesTooMany')
      .default([]),
    /** course Q&A: the published course the question is about (the server checks it, 422 `courseId`);
     * left out on an edit, the question keeps its course */
    courseId: z.coerce.number().int().positive().max(2_147_483_647).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'topic') return;
    if (v.images.length > TOPIC_IMAGES_MAX)
      ctx.addIssue({
        code: 'too_big',
        origin: 'array',
        maximum: TOPIC_IMAGES_MAX,
        inclusive: true,
        message: 'imagesTooMany',
        path: ['images'],
        input: v.images,
      });
    if (v.description.length > TOPIC_DESCRIPTION_MAX)
      ctx.addIssue({
        code: 'too_big',
        origin: 'string',
        maximum: TOPIC_DESCRIPTION_MAX,
        inclusive: true,
        message: 'descriptionTooLong',
        path: ['description'],
        input: v.description,
      });
  });
export type QuestionBody = z.infer<typeof questionBody>;

export const questionListQuery = pageQuery.extend({
  kind: z.enum(QUESTION_KINDS).default('question'),
  zone: z.enum(QUESTION_ZONES).optional(),
  plate: z.string().max(64).optional(),
  tag: z.string().max(TAG_MAX).optional(),
  author: z.uuid().optional(),
  /** the questions of one course (course Q&A) */
  course: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  sort: z.enum(QUESTION_SORTS).default('latest'),
});
export type QuestionListQuery = z.infer<typeof questionListQuery>;

export const similarQuery = z.object({ title: z.string().trim().max(200).default('') });
export const platesQuery = z.object({ kind: z.enum(['qa', 'topic']).optional() });

export const answerBody = z.object({
  body: text('answerRequired').min(1, 'answerRequired').max(ANSWER_MAX, 'answerTooLong'),
});
export type AnswerBody = z.infer<typeof answerBody>;

export const commentBody = z.object({
  targetType: z.string().min(1).max(20),
  targetId: z.uuid(),
  body: text('commentRequired').min(1, 'commentRequired').max(COMMENT_MAX, 'commentTooLong'),
  replyToId: z.uuid().optional(),
});
export type CommentBody = z.infer<typeof commentBody>;

export const essenceBody = z.object({ essence: z.boolean().default(true) });

// ---- responses ----
export const communityAuthor = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
});
export type CommunityAuthor = z.infer<typeof communityAuthor>;

export const plateItem = z.object({ id: z.number(), key: z.string(), kind: z.string(), name: z.string() });
export type PlateItem = z.infer<typeof plateItem>;

export const questionListItem = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  zone: z.enum(QUESTION_ZONES),
  title: z.string(),
  excerpt: z.string(),
  plate: plateItem,
  tags: z.array(z.string()),
  author: communityAuthor,
  views: z.number(),
  answersCount: z.number(),
  likes: z.number(),
  score: z.number(),
  essence: z.boolean(),
  adopted: z.boolean(),
  status: z.string(),
  createdAt: z.string(),
});
export type QuestionListItem = z.infer<typeof questionListItem>;

export const commentItem = z.object({
  id: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  replyToId: z.string().nullable(),
  body: z.string(),
  author: communityAuthor,
  status: z.string(),
  createdAt: z.string(),
  likes: z.number(),
  liked: z.boolean(),
  canDelete: z.boolean(),
});
export type CommentItem = z.infer<typeof commentItem>;

export const answerItem = z.object({
  id: z.string(),
  questionId: z.string(),
  body: z.string(),
  bodyHtml: z.string(),
  author: communityAuthor,
  adopted: z.boolean(),
  likes: z.number(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  liked: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canAdopt: z.boolean(),
  canReport: z.boolean(),
  comments: z.array(commentItem),
});
export type AnswerItem = z.infer<typeof answerItem>;

export const questionDetail = questionListItem.extend({
  productKind: z.enum(PRODUCT_KINDS),
  productName: z.string(),
  description: z.string(),
  descriptionHtml: z.string(),
  images: z.array(z.string()),
  adoptedAnswerId: z.string().nullable(),
  collections: z.number(),
  commentsCount: z.number(),
  updatedAt: z.string(),
  /** course Q&A: the published course the question is about, in the reader's language */
  course: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  viewer: z.object({
    liked: z.boolean(),
    collected: z.boolean(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    canAdopt: z.boolean(),
    canReport: z.boolean(),
    canAnswer: z.boolean(),
    canEssence: z.boolean(),
  }),
  answers: z.array(answerItem),
  comments: z.array(commentItem),
});
export type QuestionDetail = z.infer<typeof questionDetail>;

export const similarItem = z.object({ id: z.string(), kind: z.enum(QUESTION_KINDS), title: z.string() });
