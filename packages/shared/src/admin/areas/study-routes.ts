import { z } from 'zod';
import { COURSE_SUMMARY_MAX, COURSE_TITLE_MAX, courseSlug, ROUTE_COURSES_MAX } from '../../college/schemas';
import { crudActions, defineArea } from '../area';

/** Study routes (issue 20): an ordered list of courses towards a goal, a tab of the course entry. */
export const studyRouteAreaBody = z.object({
  slug: courseSlug,
  titleZh: z.string().trim().min(1).max(COURSE_TITLE_MAX),
  titleEn: z.string().trim().max(COURSE_TITLE_MAX).default(''),
  summaryZh: z.string().trim().max(COURSE_SUMMARY_MAX).default(''),
  summaryEn: z.string().trim().max(COURSE_SUMMARY_MAX).default(''),
  /** the route's courses, in the order they are taken */
  courseIds: z
    .array(z.coerce.number().int().positive().max(2_147_483_647))
    .min(1)
    .max(ROUTE_COURSES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'routeCourseTwice' }),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type StudyRouteAreaBody = z.infer<typeof studyRouteAreaBody>;

export const COLLEGE_TABS = ['courses', 'studyRoutes', 'exams', 'courseEnrolments'] as const;

export const studyRoutesArea = defineArea({
  key: 'studyRoutes',
  resource: 'courses',
  route: '/admin/study_route',
  editRoute: '/admin/study_route_detail',
  tabs: COLLEGE_TABS,
  body: studyRouteAreaBody,
  fields: [
    { name: 'slug', kind: 'text', required: true, fixed: true, max: 64 },
    { name: 'titleZh', kind: 'text', required: true, max: COURSE_TITLE_MAX },
    { name: 'summaryZh', kind: 'textarea', max: COURSE_SUMMARY_MAX },
    { name: 'titleEn', kind: 'text', max: COURSE_TITLE_MAX },
    { name: 'summaryEn', kind: 'textarea', max: COURSE_SUMMARY_MAX },
    { name: 'courseIds', kind: 'select', ref: 'courses', multiple: true, required: true },
    { name: 'sort', kind: 'number' },
  ],
  columns: [
    { name: 'titleZh' },
    { name: 'courseCount' },
    { name: 'status', kind: 'status' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [],
  search: true,
  sort: ['sort', 'updatedAt'],
  defaultSort: 'sort',
  titleField: 'titleZh',
  publish: true,
  actions: crudActions('courses', true),
});
