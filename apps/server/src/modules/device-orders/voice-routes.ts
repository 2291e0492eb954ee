import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  Code,
  envelopeOf,
  errorResponses,
  ok,
  orderListQuery,
  pageOf,
  VOICE_MODEL_MB,
  VOICE_RECORDING_MB,
  VOICE_RECORDINGS_MAX,
  voiceRecording,
  voiceRequest,
  voiceRequestBody,
  voiceTransitionBody,
} from '@occ/shared';
import { storedFiles, voiceRecordings, voiceRequests } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { AppError, conflict, forbidden } from '../../platform/errors';
import { contentLocaleOf, t } from '../../platform/i18n';
import { discard, receiveFile } from '../../platform/storage/receive';
import type { App } from '../../platform/types';
import { storeFile } from '../user-files/service';
import { devicesPolicy } from '../devices/policy';
import { creatingOrganisation, scopeOf } from '../devices/scope';
import {
  checkRecording,
  checkStep,
  chipName,
  listVoice,
  presentVoice,
  recordingCounts,
  recordingRefused,
  voiceFlow,
} from './voice';
import { both, recordCreate, sidesOf, step, tellBothSides, visible } from './workflow';

const tags = ['devices'];
const idParams = z.object({ id: z.uuid() });
const use = async (req: { user: Parameters<typeof devicesPolicy.authorize>[0] }) =>
  devicesPolicy.authorize(req.user, 'use', null);
const LINK_SECONDS = 600;

/**
 * Custom voice models (issue 23, console entry `voice training`): a customer organisation asks for
 * wake/command words on a target chip and uploads recordings; the vendor's staff accept, train,
 * and deliver the model file (downloaded through a signed, expiring storage link) or reject.
 */
export async function voiceRoutes(app: App) {
  const { db } = app.database;
  const tmpDir = path.join(app.config.dataDir, 'tmp', 'uploads');
  const load = async (id: string) => {
    const [row] = await db.select().from(voiceRequests).where(eq(voiceRequests.id, id)).limit(1);
    return row;
  };
  const visibleRequest = async (
    req: { user: NonNullable<Parameters<typeof scopeOf>[1]> | null },
    id: string,
  ) => {
    const scope = await scopeOf(db, req.user!);
    const row = visible(scope, await load(id));
    return { scope, row, sides: sidesOf(scope, row) };
  };

  app.get(
    '/api/devices/voice-requests',
    {
      preValidation: use,
      schema: {
        operationId: 'voiceRequests.list',
        tags,
        summary:
          'Voice model requests, newest first: the organisation’s own, or every one for the vendor’s staff',
        querystring: orderListQuery,
        response: { 200: envelopeOf(pageOf(voiceRequest)), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const scope = await scopeOf(db, req.user!);
      const { rows, total } = await listVoice(db, scope, req.query);
      const items = await Promise.all(rows.map((r) => presentVoice(db, scope, r, false)));
      return ok({ items, total, page: req.query.page, pageSize: req.query.pageSize });
    },
  );

  app.get(
    '/api/devices/voice-requests/:id',
    {
      preValidation: use,
      schema: {
        operationId: 'voiceRequests.get',
        tags,
        summary: 'One voice model request: words with their recording counts, timeline, the viewer’s steps',
        params: idParams,
        response: { 200: envelopeOf(voiceRequest), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const { scope, row } = await visibleRequest(req, req.params.id);
      return ok(await presentVoice(db, scope, row));
    },
  );

  app.post(
    '/api/devices/voice-requests',
    {
      preValidation: use,
      schema: {
        operationId: 'voiceRequests.create',
        tags,
        summary:
          'Ask for a custom wake/command word model: Chinese or English words, a target chip of the catalogue',
        body: voiceRequestBody,
        response: { 200: envelopeOf(voiceRequest), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const scope = await scopeOf(db, req.user!);
      const organisation = creatingOrganisation(scope);
      const chip = await chipName(db, req.body.chipProductId);
      if (!chip)
        throw new AppError(
          422,
          Code.VALIDATION_FAILED,
          'orderProductUnknown',
          { id: req.body.chipProductId },
          [
            {
              field: 'chipProductId',
              message: t(req, 'orderProductUnknown', { id: req.body.chipProductId }),
            },
          ],
        );
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(voiceRequests)
          .values({ ...req.body, chipName: chip, organisation, createdBy: req.user!.id })
          .returning();
        await recordCreate(tx, 'voiceRequest', { ...req, user: req.user! }, created!.id, req.body);
        return created!;
      });
      await tellBothSides(
        app,
        voiceFlow,
        row,
        req.user!.id,
        notice(row.id, 'submit', 'submitted', req.user!.username),
      );
      return ok(await presentVoice(db, scope, row));
    },
  );

  app.post(
    '/api/devices/voice-requests/:id/recordings',
    {
      preValidation: use,
      schema: {
        operationId: 'voiceRequests.record',
        tags,
        summary:
          'Upload a sample recording of one word (multipart: word, then file), checked by content with ffprobe: wav/mp3/flac/ogg, ≥ 16 kHz, ≤ 10 s; while submitted',
        params: idParams,
        response: { 200: envelopeOf(voiceRecording), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const { row, sides } = await visibleRequest(req, req.params.id);
      if (!sides.includes('customer')) throw forbidden();
      if (row.state !== 'submitted') throw conflict('voiceRecordingsClosed');
      const { fields, file } = await receiveFile(req, {
        tmpDir,
        maxBytes: VOICE_RECORDING_MB * 1024 * 1024,
        // the container is judged by ffprobe below, not by magic bytes alone
        accept: (mime) => mime ?? 'application/octet-stream',
        tooLarge: { key: 'voiceRecordingTooLarge', params: { max: VOICE_RECORDING_MB } },
      });
      const word = row.words.find((w) => w.text === (fields.word ?? '').trim());
      const total = [...(await recordingCounts(db, row.id)).values()].reduce((a, b) => a + b, 0);
      const probe = word && total < VOICE_RECORDINGS_MAX ? await checkRecording(file.path) : null;
      if (!word || !probe) {
        await discard(file);
        if (!word)
          throw new AppError(422, Code.VALIDATION_FAILED, 'voiceWordUnknown', {}, [
            { field: 'word', message: t(req, 'voiceWordUnknown') },
          ]);
        throw recordingRefused(
          t(req, 'voiceRecordingRefused', { formats: 'wav/mp3/flac/ogg', rate: 16000, seconds: 10 }),
        );
      }
      const stored = await storeFile(db, app.storage, req.user!.id, file);
      const rec = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(voiceRecordings)
          .values({ requestId: row.id, word: word.text, fileId: stored.id, ...probe })
          .returning();
        await writeAudit(tx, req, {
          resource: 'voiceRecording',
          recordId: created!.id,
          action: 'create',
          after: { requestId: row.id, word: word.text, ...probe },
        });
        return created!;
      });
      return ok({
        id: rec.id,
        word: rec.word,
        format: rec.format,
        sampleRate: rec.sampleRate,
        durationMs: rec.durationMs,
      });
    },
  );

  app.post(
    '/api/devices/voice-requests/:id/model',
    {
      preValidation: use,
      schema: {
        operationId: 'voiceRequests.attachModel',
        tags,
        summary: 'Attach the trained model file (multipart: file) while training; the vendor’s staff only',
        params: idParams,
        response: { 200: envelopeOf(voiceRequest), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const { scope, row, sides } = await visibleRequest(req, req.params.id);
      if (!sides.includes('vendor')) throw forbidden();
      if (row.state !== 'training') throw conflict('orderStepRefused');
      const { file } = await receiveFile(req, {
        tmpDir,
        maxBytes: VOICE_MODEL_MB * 1024 * 1024,
        accept: () => 'application/octet-stream',
        tooLarge: { key: 'voiceModelTooLarge', params: { max: VOICE_MODEL_MB } },
      });
      const stored = await storeFile(db, app.storage, null, file);
      await db.transaction(async (tx) => {
        await tx
          .update(voiceRequests)
          .set({ modelFileId: stored.id, updatedAt: new Date() })
          .where(eq(voiceRequests.id, row.id));
        await writeAudit(tx, req, {
          resource: 'voiceRequest',
          recordId: row.id,
          action: 'update',
          before: { modelFileId: row.modelFileId },
          after: { modelFileId: stored.id, model: stored.name, sha256: stored.sha256 },
        });
      });
      return ok(await presentVoice(db, scope, (await load(row.id))!));
    },
  );

  app.get(
    '/api/devices/voice-requests/:id/model',
    {
      preValidation: use,
      schema: {
        operationId: 'voiceRequests.downloadModel',
        tags,
        summary: 'A signed, expiring link to the delivered model file (the vendor’s staff: once attached)',
        params: idParams,
        response: {
          200: envelopeOf(z.object({ url: z.string(), expiresAt: z.string() })),
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (req) => {
      const { row, sides } = await visibleRequest(req, req.params.id);
      const ready = row.modelFileId !== null && (row.state === 'delivered' || sides.includes('vendor'));
      if (!ready) throw conflict('voiceModelNotReady');
      const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, row.modelFileId!));
      if (!file) throw conflict('voiceModelNotReady');
      const url = await app.storage.signedUrl(file.storageKey, LINK_SECONDS, { fileName: file.name });
      return ok({ url, expiresAt: new Date(Date.now() + LINK_SECONDS * 1000).toISOString() });
    },
  );

  app.post(
    '/api/devices/voice-requests/:id/transition',
    {
      preValidation: use,
      schema: {
        operationId: 'voiceRequests.transition',
        tags,
        summary:
          'Move a request (the vendor’s staff): accept (every word has 3 recordings), train, deliver (model attached), reject (reason in the note); 409 when the state does not allow it',
        params: idParams,
        body: voiceTransitionBody,
        response: { 200: envelopeOf(voiceRequest), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const { scope, row, sides } = await visibleRequest(req, req.params.id);
      const { event, note } = req.body;
      const locale = contentLocaleOf(req);
      const to = await db.transaction(async (tx) =>
        step(
          tx,
          voiceFlow,
          { ...req, user: req.user! },
          locale,
          row,
          sides,
          event,
          note,
          () => {
            if (event === 'reject' && !note)
              throw new AppError(422, Code.VALIDATION_FAILED, 'orderReasonNeeded', {}, [
                { field: 'note', message: t(req, 'orderReasonNeeded') },
              ]);
            return event === 'reject' ? { rejectReason: note } : {};
          },
          () => checkStep(tx, row, event),
        ),
      );
      await tellBothSides(app, voiceFlow, row, req.user!.id, notice(row.id, event, to, req.user!.username));
      return ok(await presentVoice(db, scope, (await load(row.id))!));
    },
  );
}

const notice = (id: string, stepName: string, state: string, actor: string) =>
  both('voiceRequestNotice', { no: id.slice(0, 8).toUpperCase(), step: stepName, state, actor });
