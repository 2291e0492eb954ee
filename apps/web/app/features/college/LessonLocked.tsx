import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@occ/shared';
import { Breadcrumb } from '~/components/Breadcrumb';
import { Alert, ButtonLink } from '~/components/plain/plain';
import { courseHref } from './CourseCard';
import { lessonHref } from './CourseOutline';

/** Where the server said a lesson is locked: its stage and the stage to finish first. */
export interface LessonLock {
  courseSlug: string;
  stage: number;
  previous: number;
}

/**
 * A lesson of a stage that requires the previous one, opened before that stage is complete: the
 * stage to finish named, a link to its next lesson and one back to the course (not an error page).
 */
export function LessonLocked({ course, lock }: { course: CourseDetail; lock: LessonLock }) {
  const { t } = useTranslation();
  const title = (n: number) => course.stages.find((s) => s.number === n)?.title ?? '';
  const todo = course.lessons.find((l) => l.stage === lock.previous && !l.completed && !l.locked);
  return (
    <article className="cl-lesson cl-lesson-locked">
      <Breadcrumb
        label={t('college.breadcrumb')}
        trail={[
          { to: '/college/index', label: t('college.pages.index.title') },
          { to: courseHref(course.slug), label: course.title },
        ]}
        current={t('college.locked.title')}
      />
      <h1>{t('college.locked.title')}</h1>
      <Alert
        type="info"
        title={t('college.locked.text', {
          stage: lock.stage,
          stageTitle: title(lock.stage),
          previous: lock.previous,
          previousTitle: title(lock.previous),
        })}
      />
      <p className="cl-actions">
        {todo ? (
          <ButtonLink look={{ type: 'primary' }} to={lessonHref(todo.id)}>
            {t('college.locked.finish', { n: lock.previous, title: title(lock.previous) })}
          </ButtonLink>
        ) : null}
        <ButtonLink to={courseHref(course.slug)}>{t('college.locked.back')}</ButtonLink>
      </p>
    </article>
  );
}
