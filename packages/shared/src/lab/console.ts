// Browser ⇄ portal contract of the lab console (issue 7, spec §1-§2 console screens, §4, §5).
// The console WebSocket is `/ws/lab/console/<reservationId>` (session cookie, same-origin only);
// board actions are REST under `/api/lab/reservations/<id>/...`.
import { z } from 'zod';
import { BOARD_STATES, testStep, TEST_JOB_MAX_STEPS, STEP_STATUSES, type StepResult } from './agent-protocol';

export const CONSOLE_WS_PREFIX = '/ws/lab/console/';

// ---- console frames ----
/** browser → portal: keystrokes (UTF-8 text as typed) */
export const consoleClientFrame = z.discriminatedUnion('t', [
  z.object({ t: z.literal('in'), d: z.string().min(1).max(4096) }),
  z.object({ t: z.literal('ping') }),
]);
export type ConsoleClientFrame = z.infer<typeof consoleClientFrame>;

export const CONSOLE_CLOSE_REASONS = [
  'slot_ended',
  'released',
  'replaced',
  'agent_offline',
  'forbidden',
] as const;
export type ConsoleCloseReason = (typeof CONSOLE_CLOSE_REASONS)[number];

/** portal → browser; `d` is base64 of the board's raw serial bytes */
export type ConsoleServerFrame =
  | { t: 'history'; d: string }
  | { t: 'out'; d: string }
  | { t: 'state'; state: (typeof BOARD_STATES)[number] | 'agent_offline' }
  | { t: 'test'; jobId: string; step: StepResult }
  | { t: 'closed'; reason: ConsoleCloseReason; message: string }
  | { t: 'pong' };

/** WebSocket close codes used by the console (4000-4999 are application codes) */
export const CONSOLE_CLOSE_CODES = {
  unauthenticated: 4401,
  forbidden: 4403,
  notFound: 4404,
  slotNotActive: 4409,
  slotEnded: 4410,
  /** more consoles of the same reservation were opened (other tabs): the oldest is closed */
  replaced: 4001,
} as const;

// ---- board actions ----
export const labResetBody = z.object({ kind: z.enum(['board', 'environment']) });
export type LabResetBody = z.infer<typeof labResetBody>;

/** Spec §5 "cloud upload name must avoid special characters", "file name at most 100". */
export const LAB_UPLOAD_NAME_MAX = 100;
export const LAB_UPLOAD_NAME_PATTERN = /^[\p{L}\p{N}_-][\p{L}\p{N}._-]*$/u;
/** Spec §5 "over 1TB flagged": the browser warns before sending anything this large. */
export const LAB_UPLOAD_FLAG_BYTES = 1024 ** 4;
export const labUploadName = z
  .string()
  .trim()
  .min(1, 'required')
  .max(LAB_UPLOAD_NAME_MAX)
  .refine((v) => LAB_UPLOAD_NAME_PATTERN.test(v), 'labUploadNameInvalid');

export const labLoadImageBody = z
  .object({
    target: z.enum(['application', 'hardware']),
    /** an image of the board model's catalogue … */
    imageId: z.coerce.number().int().positive().optional(),
    /** … or a file the user uploaded in this session */
    fileId: z.string().uuid().optional(),
  })
  .refine((b) => (b.imageId === undefined) !== (b.fileId === undefined), {
    message: 'required',
    path: ['imageId'],
  });
export type LabLoadImageBody = z.infer<typeof labLoadImageBody>;

export const labTestJobBody = z.object({
  name: z.string().trim().min(1, 'required').max(100),
  steps: z.array(testStep).min(1, 'required').max(TEST_JOB_MAX_STEPS),
});
export type LabTestJobBody = z.input<typeof labTestJobBody>;

/** queued → running → passed | failed (a step failed) | error (infrastructure: board offline, boot timeout) */
export const TEST_JOB_STATES = ['queued', 'running', 'passed', 'failed', 'error'] as const;
export type TestJobState = (typeof TEST_JOB_STATES)[number];
export { STEP_STATUSES };

export interface LabTestJob {
  id: string;
  reservationId: string;
  name: string;
  status: TestJobState;
  steps: z.infer<typeof testStep>[];
  results: StepResult[];
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** Actions kept for the session report (who did what, when). */
export const SESSION_EVENT_KINDS = [
  'console_open',
  'console_close',
  'reset',
  'env_reset',
  'upload',
  'load_image',
  'camera',
  'test_job',
  'slot_end',
  /** the board session was opened on the agent (detail: device name); the first one per device is "fresh" */
  'session_open',
] as const;
export type SessionEventKind = (typeof SESSION_EVENT_KINDS)[number];

export interface LabSessionEvent {
  id: number;
  kind: SessionEventKind;
  ok: boolean;
  detail: string | null;
  at: string;
}

/** What the console page needs in one call (GET /api/lab/reservations/:id/console). */
export interface LabConsoleInfo {
  reservationId: string;
  boardName: string;
  deviceName: string;
  startsAt: string;
  endsAt: string;
  /** ready | booting | env_resetting | offline | agent_offline */
  boardState: (typeof BOARD_STATES)[number] | 'agent_offline';
  images: LabBoardImage[];
  files: LabSessionFile[];
  canOperate: boolean;
}

export interface LabBoardImage {
  id: number;
  target: 'application' | 'hardware';
  name: string;
  description: string | null;
}

export interface LabSessionFile {
  id: string;
  name: string;
  size: number;
  createdAt: string;
  /** delivered to the board */
  delivered: boolean;
}

// ---- administration of agents ----
export const labAgentCreateBody = z.object({ name: z.string().trim().min(1, 'required').max(64) });
export interface LabAgent {
  id: string;
  name: string;
  /** first characters of the token, to recognise it */
  tokenPrefix: string;
  online: boolean;
  host: string | null;
  version: string | null;
  lastSeenAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  boards: { deviceId: number; name: string; state: string }[];
}

// ---- administration of the board image catalogue (multipart fields next to the `file` part) ----
export const LAB_IMAGE_NAME_MAX = 64;
export const LAB_IMAGE_DESCRIPTION_MAX = 500;
export const LAB_BOOT_COMMAND_MAX = 1000;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));
export const labBoardImageBody = z.object({
  target: z.enum(['application', 'hardware']),
  name: z.string().trim().min(1, 'required').max(LAB_IMAGE_NAME_MAX),
  description: optionalText(LAB_IMAGE_DESCRIPTION_MAX),
  /** typed on the board console after an application image is in place */
  bootCommand: optionalText(LAB_BOOT_COMMAND_MAX),
});
export type LabBoardImageBody = z.input<typeof labBoardImageBody>;

export interface LabBoardImageAdmin extends LabBoardImage {
  boardModelId: number;
  /** the uploaded file's name (checked like a user upload name), as the agent writes it */
  fileName: string;
  size: number;
  bootCommand: string | null;
  createdAt: string;
}
