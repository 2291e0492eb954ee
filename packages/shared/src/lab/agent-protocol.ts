// Lab agent ⇄ portal protocol (issue 7, DESIGN §2-§3). The agent connects OUT to the portal at
// `/ws/lab/agent` with `Authorization: Bearer <agent token>`; every frame is one JSON text message
// validated with these schemas on both ends. Serial bytes travel base64-encoded (`data`).
// The portal is the only authority: the agent acts only on sessions the portal opened and
// refuses console input and actions for unknown or expired sessions.
import { z } from 'zod';

export const AGENT_PROTOCOL_VERSION = 1;
export const AGENT_WS_PATH = '/ws/lab/agent';

/** What the agent reports for each board it serves. */
export const BOARD_STATES = [
  /** powered, firmware at its prompt, console usable */
  'ready',
  /** powering on / booting after a reset: "The development board is not ready" */
  'booting',
  /** environment reset in progress: "The environment is not ready" */
  'env_resetting',
  /** the driver cannot reach the board (process died, serial port gone) */
  'offline',
] as const;
export type BoardState = (typeof BOARD_STATES)[number];

export const BOARD_DRIVERS = ['qemu', 'serial'] as const;
export type BoardDriver = (typeof BOARD_DRIVERS)[number];

/** Actions the portal may ask of a board; each needs an open session on that board. */
export const BOARD_ACTIONS = ['reset', 'envReset', 'upload', 'camera', 'loadImage', 'testJob'] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];

const boardKey = z.string().min(1).max(64);
const id = z.string().min(1).max(64);

/** One console step of a test job: send a line (optional), then wait for a pattern. */
export const testStep = z.object({
  name: z.string().trim().min(1).max(100),
  /** text written to the console followed by "\n"; omitted = only wait */
  send: z.string().max(1000).optional(),
  /** a JavaScript regular expression source matched against console output after the send */
  expect: z
    .string()
    .min(1)
    .max(500)
    .refine((s) => {
      try {
        new RegExp(s);
        return true;
      } catch {
        return false;
      }
    }, 'labTestPatternInvalid'),
  timeoutMs: z.number().int().min(100).max(600_000).default(10_000),
});
export type TestStep = z.infer<typeof testStep>;

export const TEST_JOB_MAX_STEPS = 100;

export const actionPayload = z.discriminatedUnion('kind', [
  /** board reset: QMP system_reset / the serial driver's reset command (~1 minute on real boards) */
  z.object({ kind: z.literal('reset') }),
  /** environment reset: a fresh copy-on-write disk and an empty user folder, then power on */
  z.object({ kind: z.literal('envReset') }),
  /** fetch `url` from the portal (agent bearer token) and place it in the user's folder as `name` */
  z.object({
    kind: z.literal('upload'),
    fileId: id,
    name: z.string().min(1).max(100),
    size: z.number().int().min(0),
    url: z.string().min(1),
  }),
  /** a still image of the board (QMP screendump / configured camera URL); answered as PNG/JPEG base64 */
  z.object({ kind: z.literal('camera') }),
  /** write an image to the board and boot it: application (into the user's folder + boot command) or hardware (firmware, power cycle) */
  z.object({
    kind: z.literal('loadImage'),
    target: z.enum(['application', 'hardware']),
    name: z.string().min(1).max(100),
    url: z.string().min(1),
    /** console command typed after an application image is in place, e.g. `fatload virtio 0 ...; go ...` */
    bootCommand: z.string().max(1000).optional(),
  }),
  /** run console steps; progress comes back as `test.progress`, the outcome in the action result */
  z.object({
    kind: z.literal('testJob'),
    jobId: id,
    steps: z.array(testStep).min(1).max(TEST_JOB_MAX_STEPS),
  }),
]);
export type ActionPayload = z.infer<typeof actionPayload>;

export const STEP_STATUSES = ['passed', 'failed', 'error', 'skipped'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];
export const stepResult = z.object({
  index: z.number().int().min(0),
  name: z.string(),
  /** passed; failed = the pattern did not appear in time (a test failure); error = infrastructure */
  status: z.enum(STEP_STATUSES),
  durationMs: z.number().int().min(0),
  /** console output captured during the step (bounded by the agent) */
  output: z.string(),
  message: z.string().optional(),
});
export type StepResult = z.infer<typeof stepResult>;

// ---- agent → portal ----
export const agentHello = z.object({
  t: z.literal('hello'),
  protocol: z.literal(AGENT_PROTOCOL_VERSION),
  agentVersion: z.string().max(40),
  host: z.string().max(200),
  /** `key` is the device name the administrator gave the board in the portal (lab_devices.name) */
  boards: z
    .array(z.object({ key: boardKey, driver: z.enum(BOARD_DRIVERS), state: z.enum(BOARD_STATES) }))
    .max(256),
});
export const agentHeartbeat = z.object({
  t: z.literal('heartbeat'),
  boards: z.array(z.object({ key: boardKey, state: z.enum(BOARD_STATES) })).max(256),
});
export const agentBoardState = z.object({
  t: z.literal('board.state'),
  key: boardKey,
  state: z.enum(BOARD_STATES),
  detail: z.string().max(500).optional(),
});
/** serial output of a board while a session is open on it */
export const agentConsoleData = z.object({ t: z.literal('console.data'), sessionId: id, data: z.string() });
/** the buffered console history of a session, answered to `console.history` */
export const agentConsoleHistory = z.object({
  t: z.literal('console.history'),
  requestId: id,
  sessionId: id,
  data: z.string(),
});
export const agentActionResult = z.object({
  t: z.literal('action.result'),
  requestId: id,
  ok: z.boolean(),
  /** a stable error code (e.g. board_offline, boot_timeout, session_closed, download_failed) */
  error: z.string().max(64).optional(),
  message: z.string().max(1000).optional(),
  /** camera: { mime, data(base64) }; testJob: { results: StepResult[] } */
  data: z.unknown().optional(),
});
export const agentTestProgress = z.object({ t: z.literal('test.progress'), jobId: id, step: stepResult });
/** the agent refused or could not parse something the portal sent */
export const agentError = z.object({
  t: z.literal('error'),
  code: z.string().max(64),
  message: z.string().max(1000),
  ref: z.string().max(64).optional(),
});

export const agentMessage = z.discriminatedUnion('t', [
  agentHello,
  agentHeartbeat,
  agentBoardState,
  agentConsoleData,
  agentConsoleHistory,
  agentActionResult,
  agentTestProgress,
  agentError,
]);
export type AgentMessage = z.infer<typeof agentMessage>;

// ---- portal → agent ----
export const portalWelcome = z.object({
  t: z.literal('welcome'),
  agentId: z.string(),
  heartbeatMs: z.number().int().min(100),
  /** board keys the portal knows (matched to lab_devices by name) and their device ids */
  boards: z.array(z.object({ key: boardKey, deviceId: z.number().int() })),
  /** board keys with no device of that name in the portal: the agent keeps them idle */
  unknown: z.array(boardKey),
});
/**
 * a reservation's slot is active: the board belongs to this session until `endsAt`. Sent lazily
 * before the session's first console or action, and again (fresh=false) after the agent
 * reconnects or the portal restarts: for a session it already holds, the agent keeps the
 * environment and the console history and only takes the new endsAt.
 */
export const portalSessionOpen = z.object({
  t: z.literal('session.open'),
  sessionId: id,
  key: boardKey,
  userId: z.string(),
  endsAt: z.string().datetime(),
  /** true when the slot starts fresh (first open): the agent prepares a fresh environment */
  fresh: z.boolean(),
});
export const portalSessionClose = z.object({
  t: z.literal('session.close'),
  sessionId: id,
  reason: z.string().max(200),
});
export const portalConsoleInput = z.object({
  t: z.literal('console.input'),
  sessionId: id,
  data: z.string().max(65_536),
});
export const portalConsoleHistoryRequest = z.object({
  t: z.literal('console.history'),
  requestId: id,
  sessionId: id,
});
export const portalAction = z.object({
  t: z.literal('action'),
  requestId: id,
  sessionId: id,
  action: actionPayload,
});

/** the portal refused or could not parse something the agent sent (never answered with another error) */
export const portalError = z.object({
  t: z.literal('error'),
  code: z.string().max(64),
  message: z.string().max(1000),
  ref: z.string().max(64).optional(),
});

export const portalMessage = z.discriminatedUnion('t', [
  portalWelcome,
  portalSessionOpen,
  portalSessionClose,
  portalConsoleInput,
  portalConsoleHistoryRequest,
  portalAction,
  portalError,
]);
export type PortalMessage = z.infer<typeof portalMessage>;
