import { useTranslation } from 'react-i18next';
import type { CourseSummary, CourseTeacher } from '@occ/shared';

/** The teachers' names as one phrase in the reader's language ("A and B", "A、B"). */
export function useTeacherNames(teachers: readonly CourseTeacher[]): string {
  const { i18n } = useTranslation();
  return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(teachers.map((x) => x.name));
}

/** The teachers of some courses, once each, in the order met, with how many of them each teaches. */
export function teachersOf(courses: readonly Pick<CourseSummary, 'teachers'>[]) {
  const byName = new Map<string, CourseTeacher & { courses: number }>();
  for (const c of courses)
    for (const x of c.teachers) {
      const seen = byName.get(x.name);
      if (seen) seen.courses++;
      else byName.set(x.name, { ...x, courses: 1 });
    }
  return [...byName.values()];
}

/** Teachers as a list: initial, name and position; with `courses` the number of courses each teaches. */
export function TeacherList({ teachers }: { teachers: (CourseTeacher & { courses?: number })[] }) {
  const { t } = useTranslation();
  return (
    <ul className="cl-teachers">
      {teachers.map((x) => (
        <li key={x.name} className="cl-teacher">
          <span className="cl-teacher-initial" aria-hidden>
            {x.name.slice(0, 1)}
          </span>
          <div>
            <strong>{x.name}</strong>
            {x.role ? <p>{x.role}</p> : null}
            {x.courses ? (
              <span className="cl-card-meta">{t('college.meta.courses', { count: x.courses })}</span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
