import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { CertificateState, CertificateView } from '@occ/shared';
import type { Db } from '../../db/client';
import { certificates, courses, examAttempts, exams, users } from '../../db/schema';
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
  await db
    .insert(certificates)
    .values({ id: newCertificateId(), userId, courseId, holderName: user?.realName || user?.nickname || '' })
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] });
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row?.id ?? null;
}

export function certificateState(
  c: { revokedAt: Date | null; expiresAt: Date | null },
  now = new Date(),
): CertificateState {
  if (c.revokedAt) return 'revoked';
  if (c.expiresAt && c.expiresAt <= now) return 'expired';
  return 'valid';
}

const certificateSelect = {
  cert: certificates,
  slug: courses.slug,
  titleZh: courses.titleZh,
  titleEn: courses.titleEn,
};
type CertificateJoin = {
  cert: typeof certificates.$inferSelect;
  slug: string;
  titleZh: string;
  titleEn: string;
};

export type CertificateRecord = CertificateView & { userId: string };

function present(r: CertificateJoin): CertificateRecord {
  return {
    id: r.cert.id,
    userId: r.cert.userId,
    holder: r.cert.holderName,
    course: { slug: r.slug, titleZh: r.titleZh, titleEn: r.titleEn || r.titleZh },
    issuedAt: r.cert.issuedAt.toISOString(),
    expiresAt: r.cert.expiresAt?.toISOString() ?? null,
    status: certificateState(r.cert),
    revokedAt: r.cert.revokedAt?.toISOString() ?? null,
    revokedReason: r.cert.revokedReason,
  };
}

/** One certificate by its id (404 when there is none). */
export async function findCertificate(db: Db, id: string): Promise<CertificateRecord> {
  const [row] = await db
    .select(certificateSelect)
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.id, id))
    .limit(1);
  if (!row) throw idNotExist();
  return present(row);
}

/** My certificates, newest first. */
export async function myCertificates(db: Db, userId: string): Promise<CertificateRecord[]> {
  const rows = await db
    .select(certificateSelect)
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
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
