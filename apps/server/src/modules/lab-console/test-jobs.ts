import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  offsetOf,
  type CompleteLocale,
  type labTestJobBody,
  type Page,
  type PageQuery,
  type TestJobState,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { labReservations, labTestJobs } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import type { ReservationRow } from '../lab-reservations/rows';
import { jobErrorText, resultsOf, stepsOf, type TestJobRow } from './presenter';
import type { JobReport } from './test-cases';

// Test microservice jobs (issue 7): a list of console steps run by the agent on the reserved board.
// Creating one only queues it; test-runner.ts runs it outside the request.

export const UNFINISHED: TestJobState[] = ['queued', 'running'];

/**
 * Queues a job; at most one unfinished job per reservation. The reservation row is locked while
 * checking, so two racing requests cannot both queue one.
 */
export async function createTestJob(
  db: Db,
  userId: string,
  row: ReservationRow,
  body: z.infer<typeof labTestJobBody>,
): Promise<TestJobRow> {
  const reservationId = row.reservation.id;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${labReservations} where id = ${reservationId} for update`);
    const [busy] = await tx
      .select({ id: labTestJobs.id })
      .from(labTestJobs)
      .where(and(eq(labTestJobs.reservationId, reservationId), inArray(labTestJobs.status, UNFINISHED)))
      .limit(1);
    if (busy) throw conflict('labTestJobRunning');
    const [job] = await tx
      .insert(labTestJobs)
      .values({ reservationId, userId, name: body.name, steps: JSON.stringify(body.steps), status: 'queued' })
      .returning();
    return job!;
  });
}

/** A reservation's jobs, newest first (lab_test_jobs_reservation_idx). */
export async function listTestJobs(db: Db, reservationId: string, q: PageQuery): Promise<Page<TestJobRow>> {
  const where = eq(labTestJobs.reservationId, reservationId);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(labTestJobs)
      .where(where)
      .orderBy(desc(labTestJobs.createdAt), desc(labTestJobs.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(labTestJobs).where(where),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** Mine only: another user's job answers 404 like a missing one. */
export async function getMyTestJob(db: Db, userId: string, jobId: string): Promise<TestJobRow> {
  const job = await db.query.labTestJobs.findFirst({
    where: and(eq(labTestJobs.id, jobId), eq(labTestJobs.userId, userId)),
  });
  if (!job) throw notFound();
  return job;
}

/** The job as the reports read it. */
export function jobReport(
  job: TestJobRow,
  where: { board: string; device: string },
  locale: CompleteLocale,
): JobReport {
  return {
    id: job.id,
    name: job.name,
    status: job.status as TestJobState,
    steps: stepsOf(job),
    results: resultsOf(job),
    error: jobErrorText(job.error, locale),
    createdAt: job.createdAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
    ...where,
  };
}
