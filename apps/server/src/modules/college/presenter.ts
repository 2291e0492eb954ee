import type {
  CompleteLocale,
  CourseCategory,
  CourseDetail,
  CourseLevel,
  CourseSummary,
  LessonDetail,
  MyCourse,
  StageOutline,
  StudyRouteDetail,
  StudyRouteSummary,
} from '@occ/shared';
import { lockedStages, stageNumberOf } from '@occ/shared';
import { renderMarkdown } from '../../platform/markdown';
import type { CourseRow, CourseStats, getCourse, getLesson, getRoute, RouteRow } from './service';
import { progressOver } from './service';

/** The reader's language where it is written, else Chinese (always present). */
const pick = (locale: CompleteLocale, zh: string, en: string) => (locale === 'en-US' && en ? en : zh);

export function presentCourse(row: CourseRow, stats: CourseStats, locale: CompleteLocale): CourseSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: pick(locale, row.titleZh, row.titleEn),
    summary: pick(locale, row.summaryZh, row.titleEn ? row.summaryEn : ''),
    coverUrl: row.coverUrl,
    level: row.level as CourseLevel,
    category: row.category as CourseCategory,
    featured: row.featured,
    tags: row.tags,
    teachers: row.teachers.map((x) => ({
      name: pick(locale, x.nameZh, x.nameEn),
      role: pick(locale, x.roleZh, x.roleEn),
    })),
    lessonCount: row.lessonCount,
    totalMinutes: stats.totalMinutes,
    learners: stats.learners,
  };
}

export function presentCourseDetail(
  d: Awaited<ReturnType<typeof getCourse>>,
  locale: CompleteLocale,
  signedIn: boolean,
): CourseDetail {
  const stages = d.course.stages;
  const locked = lockedStages(stages, d.lessons, d.done);
  const stageOf = (l: { stage: number }) => stageNumberOf(l.stage, stages.length);
  const outline = stages.map((s, i): StageOutline => {
    const mine = d.lessons.filter((l) => stageOf(l) === i + 1);
    return {
      number: i + 1,
      title: pick(locale, s.titleZh, s.titleEn),
      requiresPrevious: i > 0 && s.requiresPrevious,
      completedLessons: signedIn ? mine.filter((l) => d.done.has(l.id)).length : null,
      totalLessons: mine.length,
      locked: locked.has(i + 1),
    };
  });
  return {
    ...presentCourse(d.course, d.stats, locale),
    keyPoints: d.course.keyPoints.map((k) => pick(locale, k.zh, k.en)),
    materials: d.materials.map((m) => ({
      id: m.id,
      name: m.name,
      fileName: m.fileName,
      size: Number(m.size),
      type: String(m.type),
    })),
    stages: outline,
    lessons: d.lessons.map((l) => ({
      id: l.id,
      position: l.position,
      title: pick(locale, l.titleZh, l.titleEn),
      durationMinutes: l.durationMinutes,
      hasVideo: Boolean(l.videoUrl),
      hasDocument: l.documentId !== null,
      examId: d.quizzes.get(l.id) ?? null,
      completed: signedIn ? d.done.has(l.id) : null,
      stage: stageOf(l),
      locked: locked.has(stageOf(l)),
    })),
    finalExamId: d.finalExamId,
    progress: signedIn ? progressOver(d.lessons, d.done) : null,
    enrolled: signedIn && d.enrolledAt !== null,
    enrolledAt: signedIn && d.enrolledAt ? d.enrolledAt.toISOString() : null,
  };
}

export async function presentLesson(
  d: Awaited<ReturnType<typeof getLesson>>,
  locale: CompleteLocale,
  signedIn: boolean,
): Promise<LessonDetail> {
  const l = d.lesson;
  const en = locale === 'en-US' && l.titleEn !== '';
  return {
    id: l.id,
    position: l.position,
    title: en ? l.titleEn : l.titleZh,
    html: await renderMarkdown(en && l.bodyEn ? l.bodyEn : l.bodyZh),
    videoUrl: l.videoUrl,
    document:
      d.document && (d.document.format === 'pdf' || d.document.format === 'markdown')
        ? { id: d.document.id, format: d.document.format }
        : null,
    durationMinutes: l.durationMinutes,
    examId: d.examId,
    completed: signedIn ? d.done.has(l.id) : null,
    prevLessonId: d.prevLessonId,
    nextLessonId: d.nextLessonId,
    course: {
      slug: d.course.slug,
      title: pick(locale, d.course.titleZh, d.course.titleEn),
      lessonCount: d.course.lessonCount,
    },
    progress: signedIn ? progressOver(d.lessons, d.done) : null,
    watch: d.watch,
  };
}

export function presentMyCourse(
  i: { course: CourseRow; stats: CourseStats; progress: MyCourse['progress']; lastStudiedAt: Date },
  locale: CompleteLocale,
): MyCourse {
  return {
    ...presentCourse(i.course, i.stats, locale),
    progress: i.progress,
    lastStudiedAt: i.lastStudiedAt.toISOString(),
  };
}

export function presentRoute(
  r: { route: RouteRow; courseCount: number; totalMinutes: number },
  locale: CompleteLocale,
): StudyRouteSummary {
  return {
    id: r.route.id,
    slug: r.route.slug,
    title: pick(locale, r.route.titleZh, r.route.titleEn),
    summary: pick(locale, r.route.summaryZh, r.route.titleEn ? r.route.summaryEn : ''),
    courseCount: r.courseCount,
    totalMinutes: r.totalMinutes,
  };
}

export function presentRouteDetail(
  d: Awaited<ReturnType<typeof getRoute>>,
  locale: CompleteLocale,
  signedIn: boolean,
): StudyRouteDetail {
  const list = d.courses.map((c) => {
    const lessons = d.lessons.filter((l) => l.courseId === c.id);
    return {
      ...presentCourse(c, d.stats.get(c.id)!, locale),
      progress: signedIn ? progressOver(lessons, d.done) : null,
    };
  });
  // the route's lessons in route order: course by course
  const ordered = d.courses.flatMap((c) => d.lessons.filter((l) => l.courseId === c.id));
  const progress = signedIn ? progressOver(ordered, d.done) : null;
  const next = progress?.nextLessonId ? ordered.find((l) => l.id === progress.nextLessonId) : undefined;
  return {
    ...presentRoute(
      {
        route: d.route,
        courseCount: list.length,
        totalMinutes: list.reduce((s, c) => s + c.totalMinutes, 0),
      },
      locale,
    ),
    courses: list,
    progress,
    nextCourseSlug: next ? (d.courses.find((c) => c.id === next.courseId)?.slug ?? null) : null,
    certificateId: d.certificateId,
  };
}
