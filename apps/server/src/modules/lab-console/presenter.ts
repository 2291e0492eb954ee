import {
  isMessageKey,
  translate,
  type CompleteLocale,
  type LabBoardImage,
  type LabBoardImageAdmin,
  type LabSessionEvent,
  type LabSessionFile,
  type LabTestJob,
  type SessionEventKind,
  type StepResult,
  type TestJobState,
  type TestStep,
} from '@occ/shared';
import type { labBoardImages, labSessionFiles, labTestJobs } from '../../db/schema';
import type { SessionEventRow } from './events';

// The only way console rows leave the server: storage keys and owner ids stay inside.

type ImageRow = typeof labBoardImages.$inferSelect;
type FileRow = typeof labSessionFiles.$inferSelect;
export type TestJobRow = typeof labTestJobs.$inferSelect;

export const presentImage = (r: ImageRow): LabBoardImage => ({
  id: r.id,
  target: r.target as LabBoardImage['target'],
  name: r.name,
  description: r.description,
});

export const presentImageAdmin = (r: ImageRow): LabBoardImageAdmin => ({
  ...presentImage(r),
  boardModelId: r.boardModelId,
  fileName: r.fileName,
  size: r.size,
  bootCommand: r.bootCommand,
  createdAt: r.createdAt.toISOString(),
});

export const presentFile = (r: FileRow): LabSessionFile => ({
  id: r.id,
  name: r.name,
  size: r.size,
  createdAt: r.createdAt.toISOString(),
  delivered: r.delivered,
});

export const presentEvent = (r: SessionEventRow): LabSessionEvent => ({
  id: r.id,
  kind: r.kind as SessionEventKind,
  ok: r.ok,
  detail: r.detail,
  at: r.at.toISOString(),
});

/** Stored JSON columns, read defensively (a hand-edited row must not break the list). */
function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const stepsOf = (r: TestJobRow) => parseJson<TestStep[]>(r.steps, []);
export const resultsOf = (r: TestJobRow) => parseJson<StepResult[]>(r.results, []);

/** A stored error is either a message key (portal-side failures, shown in the reader's language) or the agent's text. */
export const jobErrorText = (error: string | null, locale: CompleteLocale): string | null =>
  error === null ? null : isMessageKey(error) ? translate(error, locale, { reason: '' }) : error;

export const presentTestJob = (r: TestJobRow, locale: CompleteLocale): LabTestJob => ({
  id: r.id,
  reservationId: r.reservationId,
  name: r.name,
  status: r.status as TestJobState,
  steps: stepsOf(r),
  results: resultsOf(r),
  error: jobErrorText(r.error, locale),
  createdAt: r.createdAt.toISOString(),
  startedAt: r.startedAt?.toISOString() ?? null,
  finishedAt: r.finishedAt?.toISOString() ?? null,
});
