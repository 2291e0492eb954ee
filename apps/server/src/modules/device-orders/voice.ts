import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  Code,
  VOICE_FORMATS,
  VOICE_RECORDING_SECONDS_MAX,
  VOICE_RECORDINGS_MIN,
  VOICE_SAMPLE_RATE_MIN,
  VOICE_SIDES,
  VOICE_TRANSITIONS,
  type VoiceEvent,
  type VoiceState,
  type voiceRequest,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { productI18n, products, storedFiles, voiceRecordings, voiceRequests } from '../../db/schema';
import { AppError, conflict } from '../../platform/errors';
import { probeAudio } from '../../platform/media';
import type { Scope } from '../devices/scope';
import { actionsFor, historyOf, sidesOf, type Workflow } from './workflow';

export type VoiceRow = typeof voiceRequests.$inferSelect;

export const voiceFlow: Workflow<VoiceState, VoiceEvent> = {
  subject: 'voiceRequest',
  table: voiceRequests,
  id: voiceRequests.id,
  state: voiceRequests.state,
  updatedAt: voiceRequests.updatedAt,
  transitions: VOICE_TRANSITIONS,
  sides: VOICE_SIDES,
  link: (id) => `/admin/voice_training_detail/${id}`,
};

/** The target chip: a published hardware product of the catalogue; its name, or null. */
export async function chipName(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ code: products.code, name: productI18n.name })
    .from(products)
    .leftJoin(productI18n, and(eq(productI18n.productId, products.id), eq(productI18n.locale, 'zh-CN')))
    .where(and(eq(products.id, id), eq(products.kind, 'hardware'), isNotNull(products.publishedAt)))
    .limit(1);
  return row ? (row.name ?? row.code) : null;
}

/**
 * ffprobe's verdict on a recording, by its content (never its name): a container of
 * VOICE_FORMATS, sample rate ≥ 16 kHz, at most 10 s; null when refused.
 */
export async function checkRecording(file: string) {
  const probe = await probeAudio(file);
  if (!probe) return null;
  const format = probe.format.split(',').find((f) => (VOICE_FORMATS as readonly string[]).includes(f));
  if (!format) return null;
  if (probe.sampleRate < VOICE_SAMPLE_RATE_MIN || probe.durationMs > VOICE_RECORDING_SECONDS_MAX * 1000)
    return null;
  return { ...probe, format };
}

export const recordingRefused = (message: string) =>
  new AppError(
    422,
    Code.VALIDATION_FAILED,
    'voiceRecordingRefused',
    { formats: VOICE_FORMATS.join('/'), rate: VOICE_SAMPLE_RATE_MIN, seconds: VOICE_RECORDING_SECONDS_MAX },
    [{ field: 'file', message }],
  );

export async function recordingCounts(db: Db, requestId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ word: voiceRecordings.word, n: count() })
    .from(voiceRecordings)
    .where(eq(voiceRecordings.requestId, requestId))
    .groupBy(voiceRecordings.word);
  return new Map(rows.map((r) => [r.word, r.n]));
}

/** Before `accept`: every word has its recordings (409 otherwise); before `deliver`: the model is attached. */
export async function checkStep(db: Db, row: VoiceRow, event: VoiceEvent) {
  if (event === 'accept') {
    const counts = await recordingCounts(db, row.id);
    if (row.words.some((w) => (counts.get(w.text) ?? 0) < VOICE_RECORDINGS_MIN))
      throw new AppError(409, Code.CONFLICT, 'voiceRecordingsMissing', { min: VOICE_RECORDINGS_MIN });
  }
  if (event === 'deliver' && row.modelFileId === null) throw conflict('voiceModelMissing');
}

export async function listVoice(db: Db, scope: Scope, q: { page: number; pageSize: number; state?: string }) {
  const conds: SQL[] = [];
  if (!scope.all) conds.push(eq(voiceRequests.organisation, scope.organisation ?? '\u0000'));
  if (q.state) conds.push(eq(voiceRequests.state, q.state));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(voiceRequests)
      .where(where)
      .orderBy(desc(voiceRequests.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(voiceRequests).where(where),
  ]);
  return { rows, total: total!.n };
}

export async function presentVoice(
  db: Db,
  scope: Scope,
  row: VoiceRow,
  withHistory = true,
): Promise<z.infer<typeof voiceRequest>> {
  const counts = await recordingCounts(db, row.id);
  const [model] = row.modelFileId
    ? await db
        .select({ name: storedFiles.name, size: storedFiles.size })
        .from(storedFiles)
        .where(eq(storedFiles.id, row.modelFileId))
    : [];
  return {
    id: row.id,
    organisation: row.organisation,
    state: row.state as VoiceState,
    words: row.words.map((w) => ({ ...w, recordings: counts.get(w.text) ?? 0 })),
    chipProductId: row.chipProductId,
    chipName: row.chipName,
    note: row.note,
    rejectReason: row.rejectReason,
    model: model ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actions: actionsFor(voiceFlow, sidesOf(scope, row), row.state as VoiceState),
    history: withHistory ? await historyOf(db, 'voiceRequest', row.id) : [],
  };
}
