import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CertificateState, CertificateView } from '@occ/shared';
import type { Db } from '../../db/client';
import {
  certificates,
  courses,
  examAttempts,
  exams,
  studyRouteCourses,
  studyRoutes,
  users,
} from '../../db/schema';
import { AppError, conflict, idNotExist } from '../../platform/errors';
import { Code } from '@occ/shared';
import { progressData, progressOver } from './service';

/** 128 random bits as base64url: 22 characters nobody can guess or enumerate. */
export const newCertificateId = () => randomBytes(16).toString('base64url');

/**
 * Issues the learner's certificate of a course when every lesson is complete and the course's
 * final exam (if it has one) is passed. Once per learner and course: concurrent completions race
 * on UNIQUE(user_id, course_id) and all answer the one row. The certificate id, or null when the
 * course is not complete.
 */
export async function issueIfComplete(db: Db, userId: string, courseId: number): Promise<string | null> {
  const { lessons, done } = await progressData(db, userId, [courseId]);
  if (!lessons.length || progressOver(lessons, done).nextLessonId !== null) return null;
  const finals = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.courseId, courseId), isNull(exams.lessonId)));
  for (const f of finals) {
    const [passed] = await db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(
        and(eq(examAttempts.examId, f.id), eq(examAttempts.userId, userId), eq(examAttempts.passed, true)),
      )
      .limit(1);
    if (!passed) return null;
  }
  const [user] = await db
    .select({ nickname: users.nickname, realName: users.realName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const holderName = user?.realName || user?.nickname || '';
  await db
    .insert(certificates)
    .values({ id: newCertificateId(), userId, courseId, holderName })
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] });
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  if (row) await issueRouteCertificates(db, userId, courseId, holderName);
  return row?.id ?? null;
}

/**
 * Issues the learner's certificates of every published study route that contains the course and of
 * whose published courses the learner now holds valid certificates (not revoked, not expired). Two
 * queries whatever the number of routes; concurrent completions race on UNIQUE(user_id, route_id).
 */
async function issueRouteCertificates(db: Db, userId: string, courseId: number, holderName: string) {
  const rc = studyRouteCourses;
  const missing = sql`exists (
    select 1 from ${rc} inner join ${courses} on ${courses.id} = ${rc.courseId}
    where ${rc.routeId} = ${studyRoutes.id} and ${courses.publishedAt} is not null and ${courses.publishedAt} <= now()
      and not exists (
        select 1 from ${certificates} c where c.user_id = ${userId} and c.course_id = ${rc.courseId}
          and c.revoked_at is null and (c.expires_at is null or c.expires_at > now())))`;
  const routes = await db
    .select({ id: studyRoutes.id })
    .from(studyRoutes)
    .innerJoin(rc, and(eq(rc.routeId, studyRoutes.id), eq(rc.courseId, courseId)))
    .where(
      and(
        isNotNull(studyRoutes.publishedAt),
        sql`${studyRoutes.publishedAt} <= now()`,
        sql`not ${missing}`,
        sql`not exists (select 1 from ${certificates} c where c.user_id = ${userId} and c.route_id = ${studyRoutes.id})`,
      ),
    );
  if (!routes.length) return;
  await db
    .insert(certificates)
    .values(routes.map((r) => ({ id: newCertificateId(), userId, routeId: r.id, holderName })))
    .onConflictDoNothing({ target: [certificates.userId, certificates.routeId] });
}

export function certificateState(
  c: { revokedAt: Date | null; expiresAt: Date | null },
  now = new Date(),
): CertificateState {
  if (c.revokedAt) return 'revoked';
  if (c.expiresAt && c.expiresAt <= now) return 'expired';
  return 'valid';
}

/** The certified course's or route's slug and titles (certificates → courses and study_routes, left joins). */
const certificateSelect = {
  cert: certificates,
  slug: sql<string>`coalesce(${courses.slug}, ${studyRoutes.slug})`,
  titleZh: sql<string>`coalesce(${courses.titleZh}, ${studyRoutes.titleZh})`,
  titleEn: sql<string>`coalesce(${courses.titleEn}, ${studyRoutes.titleEn})`,
};
type CertificateJoin = {
  cert: typeof certificates.$inferSelect;
  slug: string;
  titleZh: string;
  titleEn: string;
};
const certificateRows = (db: Db) =>
  db
    .select(certificateSelect)
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.courseId))
    .leftJoin(studyRoutes, eq(studyRoutes.id, certificates.routeId));

export type CertificateRecord = CertificateView & { userId: string };

function present(r: CertificateJoin): CertificateRecord {
  return {
    id: r.cert.id,
    userId: r.cert.userId,
    holder: r.cert.holderName,
    kind: r.cert.routeId === null ? 'course' : 'route',
    subject: { slug: r.slug, titleZh: r.titleZh, titleEn: r.titleEn || r.titleZh },
    issuedAt: r.cert.issuedAt.toISOString(),
    expiresAt: r.cert.expiresAt?.toISOString() ?? null,
    status: certificateState(r.cert),
    revokedAt: r.cert.revokedAt?.toISOString() ?? null,
    revokedReason: r.cert.revokedReason,
  };
}

/** One certificate by its id (404 when there is none). */
export async function findCertificate(db: Db, id: string): Promise<CertificateRecord> {
  const [row] = await certificateRows(db).where(eq(certificates.id, id)).limit(1);
  if (!row) throw idNotExist();
  return present(row);
}

/** My certificates, newest first. */
export async function myCertificates(db: Db, userId: string): Promise<CertificateRecord[]> {
  const rows = await certificateRows(db)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt))
    .limit(200);
  return rows.map(present);
}

/** Revokes a certificate with a reason (409 when it already is). */
export async function revokeCertificate(db: Db, id: string, reason: string) {
  const rows = await db
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id });
  if (rows.length) return findCertificate(db, id);
  const [exists] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.id, id), isNotNull(certificates.revokedAt)))
    .limit(1);
  if (!exists) throw idNotExist();
  throw conflict('certificateAlreadyRevoked');
}

export const quizNeedsPass = () => new AppError(409, Code.CONFLICT, 'quizLessonNeedsPass');
