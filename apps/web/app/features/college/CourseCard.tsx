import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coursePath, type CourseProgressOf, type CourseSummary } from '@occ/shared';
import { Tag } from '~/components/plain/plain';
import { CourseProgress } from './CourseProgress';
import { useTeacherNames } from './Teachers';

/** the course details page's address (one rule, in packages/shared) */
export const courseHref = coursePath;

/** One course as a card: cover, title, teachers, level, lessons and class hours, and my progress if any. */
export function CourseCard({
  course,
  progress,
}: {
  course: CourseSummary;
  progress?: CourseProgressOf | null;
}) {
  const { t } = useTranslation();
  const names = useTeacherNames(course.teachers);
  return (
    <article className="cl-card">
      <Link to={courseHref(course.slug)} className="cl-card-cover" aria-hidden tabIndex={-1}>
        {course.coverUrl ? (
          <img src={course.coverUrl} alt="" loading="lazy" />
        ) : (
          <span className={`cl-cover-fallback cl-cat-${course.category}`}>RISC-V</span>
        )}
      </Link>
      <div className="cl-card-body">
        <h3>
          <Link to={courseHref(course.slug)}>{course.title}</Link>
        </h3>
        {names ? <p className="cl-card-teachers">{t('college.meta.teachers', { names })}</p> : null}
        <p className="cl-card-summary">{course.summary}</p>
        <div className="cl-card-meta">
          <Tag>{t(`college.level.${course.level}`)}</Tag>
          <span>{t('college.meta.lessons', { count: course.lessonCount })}</span>
          <span>{t('college.meta.minutes', { count: course.totalMinutes })}</span>
          <span>{t('college.meta.learners', { count: course.learners })}</span>
        </div>
        {progress ? <CourseProgress progress={progress} size="small" /> : null}
      </div>
    </article>
  );
}

/** Cards in a responsive grid, or the empty state. */
export function CourseGrid({
  courses,
  empty,
}: {
  courses: (CourseSummary & { progress?: CourseProgressOf | null })[];
  empty?: string;
}) {
  const { t } = useTranslation();
  if (!courses.length) return <p className="cl-empty">{empty ?? t('college.empty.courses')}</p>;
  return (
    <div className="cl-grid">
      {courses.map((c) => (
        <CourseCard key={c.id} course={c} progress={c.progress} />
      ))}
    </div>
  );
}
