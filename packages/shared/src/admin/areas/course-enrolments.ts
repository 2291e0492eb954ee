// Console `course` (issue 20): who enrolled in which course and how far they got, read-only
// (learners enrol themselves); exported as CSV like every list.
import { z } from 'zod';
import { defineArea } from '../area';
import { COLLEGE_TABS } from './study-routes';

export const courseEnrolmentsArea = defineArea({
  key: 'courseEnrolments',
  resource: 'courses',
  route: '/admin/course_learners',
  editRoute: '/admin/course_learner_detail',
  tabs: COLLEGE_TABS,
  body: z.object({}),
  fields: [],
  columns: [
    { name: 'learner' },
    { name: 'courseTitle' },
    { name: 'enrolledAt', kind: 'datetime' },
    { name: 'lessonsDone' },
    { name: 'lessonCount' },
    { name: 'lastStudiedAt', kind: 'datetime' },
  ],
  filters: [],
  search: true,
  sort: ['enrolledAt', 'lastStudiedAt', 'lessonsDone'],
  defaultSort: '-enrolledAt',
  titleField: 'learner',
  publish: false,
  noCreate: true,
  actions: { read: 'courses.read' },
});
