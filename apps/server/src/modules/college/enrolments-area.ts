import { eq, sql } from 'drizzle-orm';
import { courseEnrolmentsArea } from '@occ/shared/admin';
import { courseEnrolments } from '../../db/schema';
import { numericId, type AreaBinding } from '../../platform/admin-area/binding';

// the list selects from one table, where drizzle leaves column names unqualified: the subqueries
// name theirs in full (each is one index lookup a row of the page)
const learner = sql<string>`(select coalesce(nullif(u.real_name, ''), u.nickname, u.username) from users u
  where u.id = course_enrolments.user_id)`;
const courseTitle = sql<string>`(select c.title_zh from courses c where c.id = course_enrolments.course_id)`;
const lessonCount = sql<number>`(select c.lesson_count from courses c where c.id = course_enrolments.course_id)`;
const lessonsDone = sql<number>`(select count(*)::int from course_progress p
  where p.user_id = course_enrolments.user_id and p.course_id = course_enrolments.course_id)`;
const lastStudiedAt = sql<Date | null>`(select max(p.completed_at) from course_progress p
  where p.user_id = course_enrolments.user_id and p.course_id = course_enrolments.course_id)`;

/** Learners: every enrolment with the lessons done so far (read-only: learners enrol themselves). */
export const courseEnrolmentsBinding: AreaBinding = {
  decl: courseEnrolmentsArea,
  table: courseEnrolments,
  id: courseEnrolments.id,
  parseId: numericId,
  columns: {
    learner,
    courseTitle,
    enrolledAt: courseEnrolments.enrolledAt,
    lessonsDone,
    lessonCount,
    lastStudiedAt,
  },
  searchColumns: [learner, courseTitle],
  async read(tx, id) {
    const [row] = await tx
      .select({ id: courseEnrolments.id })
      .from(courseEnrolments)
      .where(eq(courseEnrolments.id, Number(id)))
      .limit(1);
    return row ? {} : null;
  },
};
