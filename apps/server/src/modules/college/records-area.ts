import { eq, sql } from 'drizzle-orm';
import { certificatesArea, examResultsArea } from '@occ/shared/admin';
import { certificates, examAttempts } from '../../db/schema';
import type { AreaBinding } from '../../platform/admin-area/binding';

// the lists select from one table, where drizzle leaves column names unqualified: the subqueries
// name theirs in full
const learner = sql<string>`(select coalesce(nullif(u.real_name, ''), u.nickname, u.username) from users u
  where u.id = exam_attempts.user_id)`;
const examTitle = sql<string>`(select x.title_zh from exams x where x.id = exam_attempts.exam_id)`;
const examCourse = sql<string>`(select c.title_zh from exams x join courses c on c.id = x.course_id
  where x.id = exam_attempts.exam_id)`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Exam results: every attempt with its score (graded on the server when submitted). */
export const examResultsBinding: AreaBinding = {
  decl: examResultsArea,
  table: examAttempts,
  id: examAttempts.id,
  parseId: (raw) => (UUID.test(raw) ? raw.toLowerCase() : null),
  columns: {
    learner,
    examTitle,
    courseTitle: examCourse,
    attempt: examAttempts.number,
    score: examAttempts.score,
    passed: examAttempts.passed,
    startedAt: examAttempts.startedAt,
    submittedAt: examAttempts.submittedAt,
  },
  searchColumns: [learner, examTitle, examCourse],
  async read(tx, id) {
    const [row] = await tx
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(eq(examAttempts.id, String(id)))
      .limit(1);
    return row ? {} : null;
  },
};

/** the course's title, or the study route's for a route certificate */
const certCourse = sql<string>`coalesce((select c.title_zh from courses c where c.id = certificates.course_id),
  (select r.title_zh from study_routes r where r.id = certificates.route_id))`;
const certStatus = sql<string>`(case when certificates.revoked_at is not null then 'revoked'
  when certificates.expires_at is not null and certificates.expires_at <= now() then 'expired' else 'valid' end)`;

/** Certificates: issued automatically; staff revoke one with a reason (`certificates.revoke`). */
export const certificatesBinding: AreaBinding = {
  decl: certificatesArea,
  table: certificates,
  id: certificates.id,
  parseId: (raw) => (/^[A-Za-z0-9_-]{10,64}$/.test(raw) ? raw : null),
  columns: {
    holderName: certificates.holderName,
    courseTitle: certCourse,
    issuedAt: certificates.issuedAt,
    expiresAt: certificates.expiresAt,
    status: certStatus,
    revokedReason: certificates.revokedReason,
  },
  searchColumns: [certificates.holderName, certCourse, certificates.id],
  opNames: { list: 'certificates.adminList', get: 'certificates.adminGet' },
  async read(tx, id) {
    const [row] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.id, String(id)))
      .limit(1);
    return row ? {} : null;
  },
};
