import { z } from 'zod';
import {
  BOARD_STATES,
  SESSION_EVENT_KINDS,
  STEP_STATUSES,
  TEST_JOB_STATES,
  testStep,
  type LabBoardImage,
  type LabBoardImageAdmin,
  type LabConsoleInfo,
  type LabSessionEvent,
  type LabSessionFile,
  type LabTestJob,
} from '@occ/shared';

// Response shapes of the console API (OpenAPI + serialisation); each is checked against the
// shared TypeScript contract the web app codes against.

const target = z.enum(['application', 'hardware']);

export const labBoardImageItem = z.object({
  id: z.number().int(),
  target,
  name: z.string(),
  description: z.string().nullable(),
}) satisfies z.ZodType<LabBoardImage>;

export const labBoardImageAdminItem = labBoardImageItem.extend({
  boardModelId: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  bootCommand: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<LabBoardImageAdmin>;

export const labSessionFileItem = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  delivered: z.boolean(),
}) satisfies z.ZodType<LabSessionFile>;

export const labSessionEventItem = z.object({
  id: z.number().int(),
  kind: z.enum(SESSION_EVENT_KINDS),
  ok: z.boolean(),
  detail: z.string().nullable(),
  at: z.string(),
}) satisfies z.ZodType<LabSessionEvent>;

export const labConsoleInfoItem = z.object({
  reservationId: z.string(),
  boardName: z.string(),
  deviceName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  boardState: z.enum([...BOARD_STATES, 'agent_offline']),
  images: z.array(labBoardImageItem),
  files: z.array(labSessionFileItem),
  canOperate: z.boolean(),
}) satisfies z.ZodType<LabConsoleInfo>;

const stepResultItem = z.object({
  index: z.number().int(),
  name: z.string(),
  status: z.enum(STEP_STATUSES),
  durationMs: z.number().int(),
  output: z.string(),
  message: z.string().optional(),
});

export const labTestJobItem = z.object({
  id: z.string(),
  reservationId: z.string(),
  name: z.string(),
  status: z.enum(TEST_JOB_STATES),
  steps: z.array(testStep),
  results: z.array(stepResultItem),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
}) satisfies z.ZodType<LabTestJob, unknown>;
