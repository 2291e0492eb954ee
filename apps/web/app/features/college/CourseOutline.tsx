import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LessonOutline } from '@occ/shared';

export const lessonHref = (id: number) => `/community/course/detail?id=${id}`;

/** The catalog: lessons in order with their duration and, signed in, a completion tick. */
export function CourseOutline({ lessons }: { lessons: LessonOutline[] }) {
  const { t } = useTranslation();
  return (
    <ol className="cl-outline">
      {lessons.map((l) => (
        <li key={l.id} className={l.completed ? 'cl-done' : undefined}>
          <span className="cl-outline-icon" aria-hidden>
            {l.completed ? '✓' : l.hasVideo ? '▶' : '•'}
          </span>
          <Link to={lessonHref(l.id)} className="cl-outline-title">
            {t('college.lesson.numbered', { n: l.position, title: l.title })}
          </Link>
          <span className="cl-outline-meta">
            {t('college.meta.minutes', { count: l.durationMinutes })}
            {l.completed ? <span className="cl-tick">{t('college.lesson.completed')}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
