import { z } from 'zod';
import {
  attemptId,
  certificateId,
  certificateRevokeBody,
  certificateView,
  envelopeOf,
  errorEnvelope,
  errorResponses,
  examDetail,
  examId,
  examResult,
  examStarted,
  examSubmitBody,
  ok,
} from '@occ/shared';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { hasPermission, requirePermission } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { certificateQrSvg, renderCertificatePdf } from './certificate-pdf';
import { certificatesBinding, examResultsBinding } from './records-area';
import { examsBinding } from './exam-area';
import { findCertificate, myCertificates, revokeCertificate, type CertificateRecord } from './certificates';
import { assertLessonOpen } from './completion';
import { presentExam, presentStarted, submitAttempt } from './exam-submit';
import { examOf, startAttempt } from './exams';
import { collegePolicy } from './policy';
import { questionBankBinding } from './question-bank-area';

const tags = ['college'];
const examParams = z.object({ id: examId });
const attemptParams = z.object({ id: attemptId });
const certParams = z.object({ id: certificateId });

/** The holder, or staff who may read certificates; else 403 (a visitor: 401). */
function authorizeHolder(actor: Actor, cert: CertificateRecord) {
  collegePolicy.authorize(actor, 'learn', null);
  if (actor!.id !== cert.userId && !hasPermission(actor, 'certificates.read')) throw forbidden();
}
/** The certificate without its holder's user id. */
function view(cert: CertificateRecord) {
  const { userId, ...rest } = cert;
  void userId;
  return rest;
}

/** Quizzes and final exams (graded here: the answer key never leaves before submitting), certificates, the question bank. */
export async function examRoutes(app: App) {
  const { db } = app.database;
  const verifyUrl = (id: string) => `${app.config.publicUrl}/certificate/${id}`;

  app.get(
    '/api/college/exams/:id',
    {
      schema: {
        operationId: 'exams.get',
        tags,
        summary: 'One quiz or final exam: rules and, signed in, my attempts (no questions)',
        params: examParams,
        response: { 200: envelopeOf(examDetail), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      collegePolicy.authorize(req.user, 'read', null);
      const row = await examOf(db, req.params.id);
      return ok(await presentExam(db, row, req.user?.id ?? null, contentLocaleOf(req)));
    },
  );

  app.post(
    '/api/college/exams/:id/start',
    {
      preValidation: async (req) => collegePolicy.authorize(req.user, 'learn', null),
      schema: {
        operationId: 'exams.start',
        tags,
        summary: 'Starts an attempt (or resumes the open one): the questions without their answers',
        params: examParams,
        response: { 200: envelopeOf(examStarted), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const row = await examOf(db, req.params.id);
      if (row.exam.lessonId) await assertLessonOpen(db, req.user!.id, row.exam.courseId, row.exam.lessonId);
      const attempt = await startAttempt(db, row.exam, req.user!.id);
      return ok(await presentStarted(db, row, attempt, contentLocaleOf(req)));
    },
  );

  app.post(
    '/api/college/exam-attempts/:id/submit',
    {
      preValidation: async (req) => collegePolicy.authorize(req.user, 'learn', null),
      schema: {
        operationId: 'exams.submit',
        tags,
        summary: 'Submits my answers: graded here, with the correct answers and explanations',
        params: attemptParams,
        body: examSubmitBody,
        response: { 200: envelopeOf(examResult), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) =>
      ok(await submitAttempt(db, req.params.id, req.user!.id, req.body.answers, contentLocaleOf(req))),
  );

  app.get(
    '/api/college/certificates/mine',
    {
      preValidation: async (req) => collegePolicy.authorize(req.user, 'learn', null),
      schema: {
        operationId: 'certificates.mine',
        tags,
        summary: 'My certificates, newest first',
        response: { 200: envelopeOf(z.array(certificateView)), ...errorResponses(401) },
      },
    },
    async (req) => ok((await myCertificates(db, req.user!.id)).map(view)),
  );

  app.get(
    '/api/college/certificates/:id',
    {
      schema: {
        operationId: 'certificates.get',
        tags,
        summary: "One of my certificates (the holder's or staff's view)",
        params: certParams,
        response: { 200: envelopeOf(certificateView), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      collegePolicy.authorize(req.user, 'learn', null);
      const cert = await findCertificate(db, req.params.id);
      authorizeHolder(req.user, cert);
      return ok(view(cert));
    },
  );

  app.get(
    '/api/college/certificates/:id/verify',
    {
      schema: {
        operationId: 'certificates.verify',
        tags,
        summary: 'Public verification: holder, course, date and status (valid, revoked, expired)',
        params: certParams,
        response: { 200: envelopeOf(certificateView), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      collegePolicy.authorize(req.user, 'read', null);
      return ok(view(await findCertificate(db, req.params.id)));
    },
  );

  app.get(
    '/api/college/certificates/:id/qr',
    {
      schema: {
        operationId: 'certificates.qr',
        tags,
        summary: 'The QR code (SVG) of the verification page',
        params: certParams,
      },
    },
    async (req, reply) => {
      collegePolicy.authorize(req.user, 'read', null);
      const cert = await findCertificate(db, req.params.id);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(await certificateQrSvg(verifyUrl(cert.id)));
    },
  );

  app.get(
    '/api/college/certificates/:id/pdf',
    {
      schema: {
        operationId: 'certificates.pdf',
        tags,
        summary: 'The certificate as a PDF (Chinese and English), for its holder',
        params: certParams,
      },
    },
    async (req, reply) => {
      collegePolicy.authorize(req.user, 'learn', null);
      const cert = await findCertificate(db, req.params.id);
      authorizeHolder(req.user, cert);
      const pdf = await renderCertificatePdf(view(cert), verifyUrl(cert.id));
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="certificate-${cert.id}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/api/admin/certificates/:id/revoke',
    {
      preValidation: async (req) => requirePermission(req.user, 'certificates.revoke'),
      schema: {
        operationId: 'certificates.revoke',
        tags,
        summary: 'Revokes a certificate with a reason (its verification page then says revoked)',
        params: certParams,
        body: certificateRevokeBody,
        response: { 200: envelopeOf(certificateView), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => ok(view(await revokeCertificate(db, req.params.id, req.body.reason))),
  );

  // the console's question bank (versions kept on edit), quizzes and exams, exam results and certificates
  registerAdminArea(app, questionBankBinding);
  registerAdminArea(app, examsBinding);
  registerAdminArea(app, examResultsBinding);
  registerAdminArea(app, certificatesBinding);
}
