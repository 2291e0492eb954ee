// Console `course` (issue 20): quizzes and final exams, a tab of the course entry. A quiz belongs to
// one lesson of a course (that lesson is then complete when the quiz is passed); an exam without a
// lesson is the course's final exam (the certificate waits for it). Questions are a fixed list of
// the bank or drawn at random from its categories at each attempt.
import { z } from 'zod';
import {
  EXAM_ATTEMPTS_MAX,
  EXAM_DRAWS,
  EXAM_QUESTIONS_MAX,
  EXAM_TIME_LIMIT_MAX,
  QUESTION_CATEGORIES,
} from '../../college/exams';
import { COURSE_LESSONS_MAX, COURSE_TITLE_MAX } from '../../college/schemas';
import { crudActions, defineArea } from '../area';
import { COLLEGE_TABS } from './study-routes';

const dbId = z.coerce.number().int().positive().max(2_147_483_647);

export const examAreaBody = z
  .object({
    courseId: dbId,
    /** the quiz lesson's place in the course (1-based); null: the course's final exam */
    lessonNumber: z.coerce.number().int().min(1).max(COURSE_LESSONS_MAX).nullable().default(null),
    titleZh: z.string().trim().min(1).max(COURSE_TITLE_MAX),
    titleEn: z.string().trim().max(COURSE_TITLE_MAX).default(''),
    draw: z.enum(EXAM_DRAWS),
    /** fixed: the questions of the bank, in the order shown */
    questionIds: z
      .array(dbId)
      .max(EXAM_QUESTIONS_MAX)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'examQuestionTwice' })
      .default([]),
    /** random: the categories drawn from */
    categories: z
      .array(z.enum(QUESTION_CATEGORIES))
      .default([])
      .transform((cs) => [...new Set(cs)]),
    /** random: how many questions each attempt draws */
    drawCount: z.coerce.number().int().min(0).max(EXAM_QUESTIONS_MAX).default(0),
    timeLimitMinutes: z.coerce.number().int().min(1).max(EXAM_TIME_LIMIT_MAX),
    /** the score (percent) that passes */
    passPercent: z.coerce.number().int().min(1).max(100),
    attemptsAllowed: z.coerce.number().int().min(1).max(EXAM_ATTEMPTS_MAX),
  })
  .superRefine((b, ctx) => {
    if (b.draw === 'fixed' && !b.questionIds.length)
      ctx.addIssue({ code: 'custom', path: ['questionIds'], message: 'examFixedNeedsQuestions' });
    if (b.draw === 'random' && !b.categories.length)
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'examRandomNeedsCategories' });
    if (b.draw === 'random' && b.drawCount < 1)
      ctx.addIssue({ code: 'custom', path: ['drawCount'], message: 'examRandomNeedsCount' });
  });
export type ExamAreaBody = z.infer<typeof examAreaBody>;

export const examsArea = defineArea({
  key: 'exams',
  resource: 'courses',
  route: '/admin/exams',
  editRoute: '/admin/exam_detail',
  tabs: COLLEGE_TABS,
  body: examAreaBody,
  fields: [
    { name: 'courseId', kind: 'select', ref: 'courses', required: true },
    { name: 'lessonNumber', kind: 'number' },
    { name: 'titleZh', kind: 'text', required: true, max: COURSE_TITLE_MAX },
    { name: 'titleEn', kind: 'text', max: COURSE_TITLE_MAX },
    { name: 'draw', kind: 'select', options: EXAM_DRAWS, required: true },
    { name: 'questionIds', kind: 'select', ref: 'questionBank', multiple: true },
    { name: 'categories', kind: 'select', options: QUESTION_CATEGORIES, multiple: true },
    { name: 'drawCount', kind: 'number' },
    { name: 'timeLimitMinutes', kind: 'number', required: true },
    { name: 'passPercent', kind: 'number', required: true },
    { name: 'attemptsAllowed', kind: 'number', required: true },
  ],
  columns: [
    { name: 'titleZh' },
    { name: 'courseTitle' },
    { name: 'lessonNumber' },
    { name: 'draw', kind: 'option' },
    { name: 'timeLimitMinutes' },
    { name: 'passPercent' },
    { name: 'attemptsAllowed' },
  ],
  filters: [
    { name: 'courseId', kind: 'select', ref: 'courses' },
    { name: 'draw', kind: 'select', options: EXAM_DRAWS },
  ],
  search: true,
  sort: ['id', 'titleZh'],
  defaultSort: '-id',
  titleField: 'titleZh',
  publish: false,
  actions: crudActions('courses'),
});
