// Test support for the lab console API tests (not imported by the app): a LabHub double that
// answers like an agent and records what it was asked, an active-slot fixture, multipart bodies.
import crypto from 'node:crypto';
import type { ActionPayload, BoardState, ConsoleServerFrame, StepResult } from '@occ/shared';
import { labReservations } from '../../db/schema';
import { signIn, type TestContext } from '../../test/harness';
import type { ActionOutcome, LabHub } from '../lab-agents/hub';
import { en, grantedUser, makeBoard } from '../lab-reservations/test-fixtures';

export interface HubCall {
  reservationId: string;
  action: ActionPayload;
  timeoutMs: number | undefined;
}

type Answer = (call: HubCall, hub: FakeHub) => ActionOutcome | Promise<ActionOutcome>;

/** Answers every action ok (a 1×1 PNG for the camera, passing steps for a test job) unless told otherwise. */
export class FakeHub implements LabHub {
  calls: HubCall[] = [];
  states = new Map<number, BoardState | 'agent_offline'>();
  consoleBytes: Buffer = Buffer.alloc(0);
  private listeners = new Set<(jobId: string, step: StepResult) => void>();
  private answers = new Map<ActionPayload['kind'], Answer>();

  boardState(deviceId: number) {
    return this.states.get(deviceId) ?? 'ready';
  }

  /** Sets how the agent answers one kind of action from now on. */
  on(kind: ActionPayload['kind'], answer: Answer) {
    this.answers.set(kind, answer);
  }

  async request(reservationId: string, action: ActionPayload, opts: { timeoutMs?: number } = {}) {
    const call = { reservationId, action, timeoutMs: opts.timeoutMs };
    this.calls.push(call);
    const answer = this.answers.get(action.kind);
    if (answer) return answer(call, this);
    if (action.kind === 'camera')
      return { ok: true, data: { mime: 'image/png', data: PNG_1PX.toString('base64') } };
    if (action.kind === 'testJob')
      return { ok: true, data: { results: action.steps.map((s, index) => passed(index, s.name)) } };
    return { ok: true };
  }

  async history(): Promise<Buffer> {
    return this.consoleBytes;
  }

  onTestProgress(listener: (jobId: string, step: StepResult) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  progress(jobId: string, step: StepResult) {
    for (const l of this.listeners) l(jobId, step);
  }

  broadcast(_reservationId: string, _frame: ConsoleServerFrame) {}
  closeSession() {}

  kinds() {
    return this.calls.map((c) => c.action.kind);
  }
}

export const passed = (index: number, name: string, output = 'ok\n'): StepResult => ({
  index,
  name,
  status: 'passed',
  durationMs: 120,
  output,
});

/** Puts a FakeHub where the gateway's hub is (after ready: the module reads app.labHub per call). */
export function useFakeHub(ctx: TestContext): FakeHub {
  const hub = new FakeHub();
  Object.defineProperty(ctx.app, 'labHub', { value: hub, configurable: true, writable: true });
  return hub;
}

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function signedInUser(ctx: TestContext) {
  const who = await signIn(ctx);
  return { ...who, headers: en(who.headers) };
}

const minutes = (m: number) => new Date(Date.now() + m * 60_000);

/**
 * A granted user holding a reservation of a fresh board. `when`: active (started 10 minutes ago,
 * ends in 50), future (starts in an hour) or ended (status ended an hour ago). `granted: false`:
 * the owner holds no lab grant (as after a revocation).
 */
export async function reservationFixture(
  ctx: TestContext,
  when: 'active' | 'future' | 'ended' = 'active',
  { granted = true }: { granted?: boolean } = {},
) {
  const { boardId, deviceIds } = await makeBoard(ctx.database.db);
  const owner = granted ? await grantedUser(ctx) : await signedInUser(ctx);
  const slot =
    when === 'active'
      ? { startsAt: minutes(-10), endsAt: minutes(50), status: 'successful' }
      : when === 'future'
        ? { startsAt: minutes(60), endsAt: minutes(120), status: 'reserving' }
        : { startsAt: minutes(-120), endsAt: minutes(-60), status: 'ended' };
  const [r] = await ctx.database.db
    .insert(labReservations)
    .values({ userId: owner.userId, deviceId: deviceIds[0]!, boardModelId: boardId, ...slot })
    .returning({ id: labReservations.id });
  return { owner, reservationId: r!.id, deviceId: deviceIds[0]!, boardId };
}

/** A multipart/form-data body: text fields, then the `file` part (or the other way round). */
export function multipart(
  file: { data: Buffer; filename: string } | null,
  fields: Record<string, string> = {},
  { fieldsAfter = false } = {},
) {
  const boundary = `----occ${crypto.randomBytes(8).toString('hex')}`;
  const texts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const parts: Buffer[] = fieldsAfter ? [] : [...texts];
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  if (fieldsAfter) parts.push(...texts);
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
