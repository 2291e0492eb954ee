import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeOf, labTestJobBody, ok, pageOf, pageQuery } from '@occ/shared';
import { labReservations } from '../../db/schema';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { findReservation } from '../lab-reservations/rows';
import { requireEnvironmentReady } from './hub';
import { junitXml } from './junit';
import { activeReservation, ownedReservation } from './policy';
import { presentTestJob, type TestJobRow } from './presenter';
import { testJobHtml } from './report-html';
import { errors, idParams, preValidation, reportHeaders, sendFile, tags } from './route-common';
import { labTestJobItem } from './schemas';
import { asciiFileName } from './session-report';
import { createTestJob, getMyTestJob, jobReport, listTestJobs } from './test-jobs';
import { sweepStaleTestJobs, TestJobRunner } from './test-runner';

const jobParams = z.object({ jobId: z.uuid() });
const SWEEP_EVERY_MS = 60_000;

/** Test microservices: queue a job on the reserved board, follow it, download JUnit XML / HTML. */
export async function testJobRoutes(app: App) {
  const { db } = app.database;
  const runner = new TestJobRunner(app);
  // the only portal process (no REDIS_URL) ends what its previous run left unfinished; with
  // several processes only jobs past their deadline are ended, here and periodically
  app.addHook('onReady', async () => {
    await sweepStaleTestJobs(db, { all: !app.config.REDIS_URL });
  });
  app.jobs.every('lab.testJobs.sweep', SWEEP_EVERY_MS, async () => {
    await sweepStaleTestJobs(db, { all: false });
  });
  app.addHook('onClose', () => runner.interruptAll());

  /** My job with the names its reports show. */
  const jobWithBoard = async (userId: string, jobId: string) => {
    const job = await getMyTestJob(db, userId, jobId);
    const row = (await findReservation(db, eq(labReservations.id, job.reservationId)))!;
    return { job, where: { board: row.board.name, device: row.device.name } };
  };
  const fileName = (job: TestJobRow, ext: string) =>
    asciiFileName(`test-job-${job.name}-${job.id.slice(0, 8)}.${ext}`);

  app.post(
    '/api/lab/reservations/:id/test-jobs',
    {
      preValidation,
      schema: {
        operationId: 'testJobs.create',
        tags,
        summary:
          'Queue a test job (console steps: send, expect a pattern within a time) on the reserved board; one at a time',
        params: idParams,
        body: labTestJobBody,
        response: { 202: envelopeOf(labTestJobItem), ...errors },
      },
    },
    async (req, reply) => {
      const row = await activeReservation(db, req.user, req.params.id);
      requireEnvironmentReady(app, row.device.id);
      const job = await createTestJob(db, req.user!.id, row, req.body);
      runner.start(job);
      return reply.status(202).send(ok(presentTestJob(job, contentLocaleOf(req))));
    },
  );

  app.get(
    '/api/lab/reservations/:id/test-jobs',
    {
      preValidation,
      schema: {
        operationId: 'testJobs.list',
        tags,
        summary: "A reservation's test jobs, newest first (also after the slot)",
        params: idParams,
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(labTestJobItem)), ...errors },
      },
    },
    async (req) => {
      const row = await ownedReservation(db, req.user, req.params.id);
      const page = await listTestJobs(db, row.reservation.id, req.query);
      const locale = contentLocaleOf(req);
      return ok({ ...page, items: page.items.map((j) => presentTestJob(j, locale)) });
    },
  );

  app.get(
    '/api/lab/test-jobs/:jobId',
    {
      preValidation,
      schema: {
        operationId: 'testJobs.get',
        tags,
        summary: 'One of my test jobs with its step results so far',
        params: jobParams,
        response: { 200: envelopeOf(labTestJobItem), ...errors },
      },
    },
    async (req) =>
      ok(presentTestJob(await getMyTestJob(db, req.user!.id, req.params.jobId), contentLocaleOf(req))),
  );

  app.get(
    '/api/lab/test-jobs/:jobId/junit.xml',
    {
      preValidation,
      schema: {
        operationId: 'testJobs.junit',
        tags,
        summary: 'The test job as JUnit XML (failures are test failures, errors are infrastructure)',
        params: jobParams,
        response: errors,
      },
    },
    async (req, reply) => {
      const { job, where } = await jobWithBoard(req.user!.id, req.params.jobId);
      return sendFile(
        reply,
        {
          ...reportHeaders,
          'content-type': 'application/xml; charset=utf-8',
          'content-disposition': `attachment; filename="${fileName(job, 'xml')}"`,
        },
        junitXml(jobReport(job, where, contentLocaleOf(req))),
      );
    },
  );

  app.get(
    '/api/lab/test-jobs/:jobId/report.html',
    {
      preValidation,
      schema: {
        operationId: 'testJobs.html',
        tags,
        summary: 'The test job as a readable standalone HTML report',
        params: jobParams,
        response: errors,
      },
    },
    async (req, reply) => {
      const { job, where } = await jobWithBoard(req.user!.id, req.params.jobId);
      const locale = contentLocaleOf(req);
      return sendFile(
        reply,
        {
          ...reportHeaders,
          'content-type': 'text/html; charset=utf-8',
          'content-disposition': `inline; filename="${fileName(job, 'html')}"`,
        },
        testJobHtml(jobReport(job, where, locale), locale),
      );
    },
  );
}
