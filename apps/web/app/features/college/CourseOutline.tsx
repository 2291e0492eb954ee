import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LessonOutline, StageOutline } from '@occ/shared';
import { Progress } from '~/components/plain/Progress';

export const lessonHref = (id: number) => `/community/course/detail?id=${id}`;

function LessonList({ lessons }: { lessons: LessonOutline[] }) {
  const { t } = useTranslation();
  return (
    <ol className="cl-outline">
      {lessons.map((l) => {
        const title = t('college.lesson.numbered', { n: l.position, title: l.title });
        return (
          <li key={l.id} className={l.completed ? 'cl-done' : l.locked ? 'cl-locked' : undefined}>
            <span className="cl-outline-icon" aria-hidden>
              {l.completed ? '✓' : l.locked ? '🔒' : l.hasVideo ? '▶' : l.hasDocument ? '📄' : '•'}
            </span>
            {l.locked ? (
              <span className="cl-outline-title">
                {title} <span className="sr-only">{t('college.stage.lockedLesson')}</span>
              </span>
            ) : (
              <Link to={lessonHref(l.id)} className="cl-outline-title">
                {title}
              </Link>
            )}
            <span className="cl-outline-meta">
              {t('college.meta.minutes', { count: l.durationMinutes })}
              {l.completed ? <span className="cl-tick">{t('college.lesson.completed')}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The catalog: lessons in order with their duration and, signed in, a completion tick; grouped in
 * stages when the course has them, each with my progress bar, a locked stage (it requires the
 * previous one) with a lock.
 */
export function CourseOutline({
  lessons,
  stages = [],
}: {
  lessons: LessonOutline[];
  stages?: StageOutline[];
}) {
  const { t } = useTranslation();
  if (!stages.length) return <LessonList lessons={lessons} />;
  return (
    <div className="cl-stages">
      {stages.map((s) => (
        <section key={s.number} className={s.locked ? 'cl-stage cl-locked' : 'cl-stage'}>
          <h3>
            {s.locked ? <span aria-hidden>🔒 </span> : null}
            {t('college.stage.heading', { n: s.number, title: s.title })}
            {s.completedLessons !== null ? (
              <span className="cl-outline-meta">
                {' '}
                {t('college.stage.progress', { done: s.completedLessons, total: s.totalLessons })}
              </span>
            ) : null}
          </h3>
          {s.completedLessons !== null && s.totalLessons > 0 ? (
            <Progress
              className="cl-stage-progress"
              size="small"
              showInfo={false}
              percent={Math.floor((s.completedLessons * 100) / s.totalLessons)}
              status={s.completedLessons === s.totalLessons ? 'success' : 'normal'}
              aria-label={t('college.stage.progressOf', {
                n: s.number,
                done: s.completedLessons,
                total: s.totalLessons,
              })}
            />
          ) : null}
          {s.locked ? (
            <p className="cl-stage-lock" role="note">
              {t('college.stage.locked', { n: s.number - 1 })}
            </p>
          ) : s.requiresPrevious ? (
            <p className="cl-stage-lock">{t('college.stage.requires', { n: s.number - 1 })}</p>
          ) : null}
          <LessonList lessons={lessons.filter((l) => l.stage === s.number)} />
        </section>
      ))}
    </div>
  );
}
