import { z } from 'zod';
import {
  courseDetail,
  courseEnrolled,
  ENROLS_PER_MINUTE,
  courseKey,
  courseListQuery,
  courseSummary,
  envelopeOf,
  errorEnvelope,
  errorResponses,
  lessonCompleted,
  lessonDetail,
  lessonId,
  myCourse,
  myCoursesQuery,
  ok,
  pageOf,
  routeKey,
  studyRouteDetail,
  studyRouteSummary,
  watchReport,
  watchReported,
  WATCH_REPORTS_PER_MINUTE,
} from '@occ/shared';
import type { FastifyRequest } from 'fastify';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { coursesBinding } from './admin-area';
import { studyRoutesBinding } from './route-area';
import { courseEnrolmentsBinding } from './enrolments-area';
import { collegePolicy } from './policy';
import {
  presentCourse,
  presentCourseDetail,
  presentLesson,
  presentMyCourse,
  presentRoute,
  presentRouteDetail,
} from './presenter';
import { completeLesson } from './completion';
import { reportWatch } from './watch';
import { enrolCourse } from './enrolment';
import { examRoutes } from './exam-routes';
import { lessonVideoRoutes } from './lesson-video';
import { getCourse, getLesson, getRoute, listCourses, listRoutes, myCourses } from './service';

const tags = ['college'];
const slugParams = z.object({ slug: courseKey });
const lessonParams = z.object({ id: lessonId });

export async function collegeRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/college/courses',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'courses.list',
        tags,
        summary: 'Published courses, by category and level, in the console order',
        querystring: courseListQuery,
        response: { 200: envelopeOf(pageOf(courseSummary)), 422: errorEnvelope },
      },
    },
    async (req) => {
      collegePolicy.authorize(req.user, 'read', null);
      const locale = contentLocaleOf(req);
      const { stats, ...page } = await listCourses(db, req.query);
      return ok({ ...page, items: page.items.map((c) => presentCourse(c, stats.get(c.id)!, locale)) });
    },
  );

  app.get(
    '/api/college/courses/:slug',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'courses.get',
        tags,
        summary: 'One course with its lesson outline and, signed in, my progress',
        params: slugParams,
        response: { 200: envelopeOf(courseDetail), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      collegePolicy.authorize(req.user, 'read', null);
      const d = await getCourse(db, req.params.slug, req.user?.id ?? null);
      return ok(presentCourseDetail(d, contentLocaleOf(req), Boolean(req.user)));
    },
  );

  app.post(
    '/api/college/courses/:slug/enroll',
    {
      preValidation: async (req) => collegePolicy.authorize(req.user, 'learn', null),
      config: {
        rateLimit: {
          max: ENROLS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (req: FastifyRequest) => (req.user ? `enrol:${req.user.id}` : `enrol-ip:${req.ip}`),
        },
      },
      schema: {
        operationId: 'courses.enroll',
        tags,
        summary:
          'Enrols me in a published course (again: the same enrolment); when I enrolled and the learners now',
        params: slugParams,
        response: { 200: envelopeOf(courseEnrolled), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => ok(await enrolCourse(db, req.params.slug, req.user!.id)),
  );

  app.get(
    '/api/college/lessons/:id',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'courses.lesson',
        tags,
        summary: 'One lesson (body as sanitised HTML) with its neighbours and, signed in, my progress',
        params: lessonParams,
        response: { 200: envelopeOf(lessonDetail), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      collegePolicy.authorize(req.user, 'read', null);
      const d = await getLesson(db, req.params.id, req.user?.id ?? null);
      return ok(await presentLesson(d, contentLocaleOf(req), Boolean(req.user)));
    },
  );

  app.post(
    '/api/college/lessons/:id/complete',
    {
      preValidation: async (req) => collegePolicy.authorize(req.user, 'learn', null),
      schema: {
        operationId: 'progress.complete',
        tags,
        summary:
          'Marks a video or document lesson completed for me (again: no change; a quiz: 409); my course progress and, when that completed the course, its certificate',
        params: lessonParams,
        response: { 200: envelopeOf(lessonCompleted), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const done = await completeLesson(db, req.user!.id, req.params.id);
      return ok({ lessonId: req.params.id, ...done });
    },
  );

  app.post(
    '/api/college/lessons/:id/watch',
    {
      preValidation: async (req) => collegePolicy.authorize(req.user, 'learn', null),
      config: {
        rateLimit: {
          max: WATCH_REPORTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (req: FastifyRequest) => (req.user ? `watch:${req.user.id}` : `watch-ip:${req.ip}`),
        },
      },
      schema: {
        operationId: 'progress.report',
        tags,
        summary:
          'The player reports a watched segment of a video lesson (≤ 60 s) and where it is; the lesson completes once 90% is covered',
        params: lessonParams,
        body: watchReport,
        response: { 200: envelopeOf(watchReported), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => ok(await reportWatch(db, req.user!.id, req.params.id, req.body, contentLocaleOf(req))),
  );

  app.get(
    '/api/college/my/courses',
    {
      preValidation: async (req) => collegePolicy.authorize(req.user, 'learn', null),
      schema: {
        operationId: 'courses.mine',
        tags,
        summary: 'My courses in progress or completed, last studied first',
        querystring: myCoursesQuery,
        response: { 200: envelopeOf(pageOf(myCourse)), ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      const page = await myCourses(db, req.user!.id, req.query.state, req.query);
      const locale = contentLocaleOf(req);
      return ok({ ...page, items: page.items.map((i) => presentMyCourse(i, locale)) });
    },
  );

  app.get(
    '/api/college/routes',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'routes.list',
        tags,
        summary: 'Published study routes',
        response: { 200: envelopeOf(z.array(studyRouteSummary)) },
      },
    },
    async (req) => {
      collegePolicy.authorize(req.user, 'read', null);
      const locale = contentLocaleOf(req);
      return ok((await listRoutes(db)).map((r) => presentRoute(r, locale)));
    },
  );

  app.get(
    '/api/college/routes/:slug',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'routes.get',
        tags,
        summary: 'One study route: its courses in order and, signed in, my progress and next lesson',
        params: slugParams.extend({ slug: routeKey }),
        response: { 200: envelopeOf(studyRouteDetail), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      collegePolicy.authorize(req.user, 'read', null);
      const d = await getRoute(db, req.params.slug, req.user?.id ?? null);
      return ok(presentRouteDetail(d, contentLocaleOf(req), Boolean(req.user)));
    },
  );

  // the console's course area: drafts, publish to production, lessons edited as rows
  registerAdminArea(app, coursesBinding);
  registerAdminArea(app, studyRoutesBinding);
  registerAdminArea(app, courseEnrolmentsBinding);
  // quizzes, final exams, certificates and the question bank
  await examRoutes(app);
  await lessonVideoRoutes(app);
}
