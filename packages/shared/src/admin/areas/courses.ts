import { z } from 'zod';
import {
  COURSE_CATEGORIES,
  COURSE_LESSONS_MAX,
  COURSE_LEVELS,
  COURSE_MATERIALS_MAX,
  COURSE_SUMMARY_MAX,
  COURSE_TAG_MAX,
  COURSE_TAGS_MAX,
  COURSE_TEACHERS_MAX,
  COURSE_TITLE_MAX,
  courseSlug,
  KEY_POINT_MAX,
  KEY_POINTS_MAX,
  LESSON_BODY_MAX,
  LESSON_DURATION_MAX,
  LESSON_TITLE_MAX,
  TEACHER_NAME_MAX,
  TEACHER_ROLE_MAX,
} from '../../college/schemas';
import { COURSE_STAGES_MAX, STAGE_TITLE_MAX, stageRowBody } from '../../college/stages';
import { crudActions, defineArea } from '../area';
import { siteLink } from './carousel';
import { COLLEGE_TABS } from './study-routes';

/** One lesson as a row of the course form (its position is its place in the list). */
export const lessonRowBody = z.object({
  titleZh: z.string().trim().min(1).max(LESSON_TITLE_MAX),
  titleEn: z.string().trim().max(LESSON_TITLE_MAX).default(''),
  bodyZh: z.string().trim().max(LESSON_BODY_MAX).default(''),
  bodyEn: z.string().trim().max(LESSON_BODY_MAX).default(''),
  videoUrl: siteLink.nullable().default(null),
  durationMinutes: z.coerce.number().int().min(0).max(LESSON_DURATION_MAX).default(0),
  /** the stage (1-based place in the course's stages) */
  stage: z.coerce.number().int().min(1).max(COURSE_STAGES_MAX).default(1),
  /** a document lesson: a published document of the document centre (checked by the server) */
  documentId: z.coerce.number().int().positive().max(2_147_483_647).nullable().default(null),
});
export type LessonRowBody = z.infer<typeof lessonRowBody>;

/** One key point of a course, in both languages. */
export const keyPointRowBody = z.object({
  zh: z.string().trim().min(1).max(KEY_POINT_MAX),
  en: z.string().trim().max(KEY_POINT_MAX).default(''),
});
export type KeyPointRowBody = z.infer<typeof keyPointRowBody>;

/** One teacher of a course, in both languages. */
export const teacherRowBody = z.object({
  nameZh: z.string().trim().min(1).max(TEACHER_NAME_MAX),
  nameEn: z.string().trim().max(TEACHER_NAME_MAX).default(''),
  roleZh: z.string().trim().max(TEACHER_ROLE_MAX).default(''),
  roleEn: z.string().trim().max(TEACHER_ROLE_MAX).default(''),
});
export type TeacherRowBody = z.infer<typeof teacherRowBody>;

const dbId = z.coerce.number().int().positive().max(2_147_483_647);

export const courseAreaBody = z.object({
  slug: courseSlug,
  titleZh: z.string().trim().min(1).max(COURSE_TITLE_MAX),
  titleEn: z.string().trim().max(COURSE_TITLE_MAX).default(''),
  summaryZh: z.string().trim().max(COURSE_SUMMARY_MAX).default(''),
  summaryEn: z.string().trim().max(COURSE_SUMMARY_MAX).default(''),
  coverUrl: siteLink.nullable().default(null),
  level: z.enum(COURSE_LEVELS),
  category: z.enum(COURSE_CATEGORIES),
  featured: z.boolean().default(false),
  /** free tags (one word or short phrase each), shown as written in both languages */
  tags: z
    .array(z.string().trim().min(1).max(COURSE_TAG_MAX))
    .max(COURSE_TAGS_MAX)
    .default([])
    .transform((ts) => [...new Set(ts)]),
  teachers: z.array(teacherRowBody).max(COURSE_TEACHERS_MAX).default([]),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  /** stages (chapters), in order; a lesson's `stage` is its place here */
  stages: z.array(stageRowBody).max(COURSE_STAGES_MAX).default([]),
  lessons: z.array(lessonRowBody).min(1).max(COURSE_LESSONS_MAX),
  keyPoints: z.array(keyPointRowBody).max(KEY_POINTS_MAX).default([]),
  /** the materials: resources of the directory, in the order shown (checked by the server) */
  materialIds: z
    .array(dbId)
    .max(COURSE_MATERIALS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'materialTwice' })
    .default([]),
});
export type CourseAreaBody = z.infer<typeof courseAreaBody>;

export const coursesArea = defineArea({
  key: 'courses',
  resource: 'courses',
  route: '/admin/course',
  editRoute: '/admin/course_detail',
  tabs: COLLEGE_TABS,
  body: courseAreaBody,
  fields: [
    { name: 'slug', kind: 'text', required: true, fixed: true, max: 64 },
    { name: 'titleZh', kind: 'text', required: true, max: COURSE_TITLE_MAX },
    { name: 'summaryZh', kind: 'textarea', max: COURSE_SUMMARY_MAX },
    { name: 'titleEn', kind: 'text', max: COURSE_TITLE_MAX },
    { name: 'summaryEn', kind: 'textarea', max: COURSE_SUMMARY_MAX },
    { name: 'level', kind: 'select', options: COURSE_LEVELS, required: true },
    { name: 'category', kind: 'select', options: COURSE_CATEGORIES, required: true },
    { name: 'coverUrl', kind: 'url', max: 500 },
    { name: 'featured', kind: 'switch' },
    { name: 'sort', kind: 'number' },
    { name: 'tags', kind: 'tags', max: COURSE_TAGS_MAX },
    {
      name: 'teachers',
      kind: 'rows',
      max: COURSE_TEACHERS_MAX,
      fields: [
        { name: 'nameZh', kind: 'text', required: true, max: TEACHER_NAME_MAX },
        { name: 'nameEn', kind: 'text', max: TEACHER_NAME_MAX },
        { name: 'roleZh', kind: 'text', max: TEACHER_ROLE_MAX },
        { name: 'roleEn', kind: 'text', max: TEACHER_ROLE_MAX },
      ],
    },
    {
      name: 'stages',
      kind: 'rows',
      max: COURSE_STAGES_MAX,
      fields: [
        { name: 'titleZh', kind: 'text', required: true, max: STAGE_TITLE_MAX },
        { name: 'titleEn', kind: 'text', max: STAGE_TITLE_MAX },
        { name: 'requiresPrevious', kind: 'switch' },
      ],
    },
    {
      name: 'keyPoints',
      kind: 'rows',
      max: KEY_POINTS_MAX,
      fields: [
        { name: 'zh', kind: 'text', required: true, max: KEY_POINT_MAX },
        { name: 'en', kind: 'text', max: KEY_POINT_MAX },
      ],
    },
    { name: 'materialIds', kind: 'select', ref: 'resources', multiple: true },
    {
      name: 'lessons',
      kind: 'rows',
      required: true,
      max: COURSE_LESSONS_MAX,
      fields: [
        { name: 'titleZh', kind: 'text', required: true, max: LESSON_TITLE_MAX },
        { name: 'titleEn', kind: 'text', max: LESSON_TITLE_MAX },
        { name: 'bodyZh', kind: 'markdown', max: LESSON_BODY_MAX },
        { name: 'bodyEn', kind: 'markdown', max: LESSON_BODY_MAX },
        { name: 'videoUrl', kind: 'url', max: 500 },
        { name: 'documentId', kind: 'select', ref: 'documents' },
        { name: 'durationMinutes', kind: 'number' },
        { name: 'stage', kind: 'number' },
      ],
    },
  ],
  columns: [
    { name: 'titleZh' },
    { name: 'category', kind: 'option' },
    { name: 'level', kind: 'option' },
    { name: 'lessonCount' },
    { name: 'status', kind: 'status' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [
    { name: 'category', kind: 'select', options: COURSE_CATEGORIES },
    { name: 'level', kind: 'select', options: COURSE_LEVELS },
  ],
  search: true,
  sort: ['sort', 'updatedAt'],
  defaultSort: 'sort',
  titleField: 'titleZh',
  publish: true,
  actions: crudActions('courses', true),
});
