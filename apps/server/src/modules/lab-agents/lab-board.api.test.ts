import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labDevices } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { multipart } from '../lab-console/test-support';
import { grantedUser, makeBoard } from '../lab-reservations/test-fixtures';
import { AgentProcess, canRunQemuBoard } from './agent-process';
import { activeReservation, createAgent, listen, openWs, type WsClient } from './test-support';

// Issue 7's integration test: the portal listening on a port, the REAL agent program as a child
// process, and a REAL emulated board (QEMU + OpenSBI + U-Boot) behind it. Reserve → console → see
// the U-Boot prompt → echo → reset → upload and read the file from U-Boot → a test job with a
// passing and a failing step in JUnit XML → release closes the console. Another user's console is
// refused. Killing the agent takes the board offline within the heartbeat window; restarting it
// brings the board back.

const HEARTBEAT_MS = 500;
const TIMEOUT_MS = 2500;
const BOOT_MS = 90_000;

let ctx: TestContext;
let base: { http: string; ws: string };
let agent: AgentProcess | undefined;
let deviceId: number;
let boardId: number;

const cookieOf = (headers: Record<string, string>) => headers.cookie ?? '';

const deviceState = async () =>
  (
    await ctx.database.db
      .select({ state: labDevices.state })
      .from(labDevices)
      .where(eq(labDevices.id, deviceId))
  )[0]!.state;

/** Waits for the board to come online, with the agent's log when it does not. */
async function untilOnline() {
  const until = Date.now() + BOOT_MS;
  while ((await deviceState()) !== 'online') {
    if (Date.now() > until) throw new Error(`the board never came online; agent log:\n${agent?.log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Everything the console showed (history then live output), decoded. */
function consoleText(c: WsClient) {
  return c.frames
    .filter((f) => f.t === 'history' || f.t === 'out')
    .map((f) => Buffer.from(String(f.d), 'base64').toString('latin1'))
    .join('');
}

/** Waits until the console text after `from` matches. */
async function waitText(c: WsClient, re: RegExp, from: number, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    const text = consoleText(c).slice(from);
    if (re.test(text)) return text;
    if (Date.now() > until)
      throw new Error(
        `console never showed ${re}; got: ${JSON.stringify(text.slice(-1500))}\nagent: ${agent?.log().slice(-3000)}`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!canRunQemuBoard())('a real emulated board through a real agent process', () => {
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        LAB_AGENT_HEARTBEAT_MS: String(HEARTBEAT_MS),
        LAB_AGENT_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    base = await listen(ctx.app);
    const admin = (await signIn(ctx, { roles: ['admin'] })).headers;
    const board = await makeBoard(ctx.database.db, { state: 'offline' });
    boardId = board.boardId;
    deviceId = board.deviceIds[0]!;
    const deviceName = (
      await ctx.database.db.select().from(labDevices).where(eq(labDevices.id, deviceId))
    )[0]!.name;
    // the agent token comes from the admin API, as an operator would get it
    const { token } = await createAgent(ctx.app, admin, 'e2e-agent');
    agent = new AgentProcess(base.http, token, deviceName);
    agent.start();
    await untilOnline();
  }, BOOT_MS + 30_000);

  afterAll(async () => {
    await agent?.dispose();
    await ctx?.close();
  });

  it(
    'reserve, console, echo, reset, upload, test job, release',
    async () => {
      const owner = await grantedUser(ctx);
      const reservationId = await activeReservation(ctx.database.db, owner.userId, deviceId, boardId);
      const browser = { cookie: cookieOf(owner.headers), origin: base.http, 'accept-language': 'en-US' };
      const con = await openWs(`${base.ws}/ws/lab/console/${reservationId}`, browser);

      // the first session of a slot gets a fresh environment: the board is rebuilt and boots again
      await con.waitFor((f) => f.t === 'history', 30_000);
      const resetting = await con.waitFor((f) => f.t === 'state' && f.state === 'env_resetting', 30_000);
      await con.waitFor(
        (f) => f.t === 'state' && f.state === 'ready',
        BOOT_MS,
        con.frames.indexOf(resetting),
      );
      // then the U-Boot prompt
      let mark = consoleText(con).length;
      con.send({ t: 'in', d: '\r' });
      await waitText(con, /=> $/, mark);

      // keystrokes reach the board and its answer comes back
      mark = consoleText(con).length;
      con.send({ t: 'in', d: 'echo hello\r' });
      expect(await waitText(con, /echo hello\r?\n(\r?\n)?hello\r?\n/, mark)).toContain('hello');

      // another user's console connection is refused
      const other = await grantedUser(ctx);
      const intruder = await openWs(`${base.ws}/ws/lab/console/${reservationId}`, {
        ...browser,
        cookie: cookieOf(other.headers),
      });
      expect((await intruder.closed).code).toBe(4403);
      expect(intruder.frames.filter((f) => f.t === 'out' || f.t === 'history')).toEqual([]);

      // board reset: the console shows the board booting again and comes back to a prompt
      mark = consoleText(con).length;
      const reset = await ctx.app.inject({
        method: 'POST',
        url: `/api/lab/reservations/${reservationId}/reset`,
        headers: owner.headers,
        payload: { kind: 'board' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      await waitText(con, /U-Boot[\s\S]*=> $/, mark, BOOT_MS);
      await con.waitFor((f) => f.t === 'state' && f.state === 'ready', BOOT_MS, 0);

      // upload a file and read it from U-Boot (the emulated board's user folder is served over TFTP)
      const content = 'greetings from the portal';
      const body = multipart({ data: Buffer.from(content), filename: 'hello.txt' });
      const upload = await ctx.app.inject({
        method: 'POST',
        url: `/api/lab/reservations/${reservationId}/files`,
        headers: { ...owner.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(upload.statusCode, upload.body).toBe(200);
      expect(upload.json().result).toMatchObject({ name: 'hello.txt', delivered: true });
      mark = consoleText(con).length;
      con.send({
        t: 'in',
        d: `dhcp 0x84000000 10.0.2.2:hello.txt; md.b 0x84000000 0x${content.length.toString(16)}\r`,
      });
      const dump = await waitText(con, /greetings from t[\s\S]*he portal[\s\S]*=> $/, mark, 40_000);
      expect(dump).toMatch(/Bytes transferred = 25/);

      // a test job: one step passes, one fails; both are in the JUnit XML
      const created = await ctx.app.inject({
        method: 'POST',
        url: `/api/lab/reservations/${reservationId}/test-jobs`,
        headers: owner.headers,
        payload: {
          name: 'smoke',
          steps: [
            { name: 'arch is riscv', send: 'printenv arch', expect: 'arch=riscv', timeoutMs: 10_000 },
            { name: 'never printed', send: 'echo nothing', expect: 'no-such-output-xyz', timeoutMs: 1500 },
          ],
        },
      });
      expect(created.statusCode, created.body).toBe(202);
      const jobId = created.json().result.id as string;
      await expect
        .poll(
          async () =>
            (
              await ctx.app.inject({
                method: 'GET',
                url: `/api/lab/test-jobs/${jobId}`,
                headers: owner.headers,
              })
            ).json().result.status,
          { timeout: 60_000, interval: 250 },
        )
        .toBe('failed');
      const junit = await ctx.app.inject({
        method: 'GET',
        url: `/api/lab/test-jobs/${jobId}/junit.xml`,
        headers: owner.headers,
      });
      expect(junit.statusCode).toBe(200);
      expect(junit.body).toMatch(/<testsuite[^>]*tests="2"[^>]*failures="1"/);
      expect(junit.body).toContain('name="arch is riscv"');
      expect(junit.body).toContain('name="never printed"');
      expect(junit.body.match(/<failure/g)).toHaveLength(1);
      // its progress reached the console too
      await con.waitFor((f) => f.t === 'test' && (f.step as { index: number }).index === 1);
      expect(
        con.frames.filter((f) => f.t === 'test').map((f) => (f.step as { status: string }).status),
      ).toEqual(['passed', 'failed']);

      // release: the console closes with a message
      const released = await ctx.app.inject({
        method: 'POST',
        url: `/api/lab/reservations/${reservationId}/release`,
        headers: owner.headers,
      });
      expect(released.statusCode).toBe(200);
      expect(await con.waitFor((f) => f.t === 'closed', 10_000)).toMatchObject({ reason: 'released' });
      expect((await con.closed).code).toBe(4410);
    },
    5 * 60_000,
  );

  it(
    'killing the agent takes the board offline within the heartbeat window; restarting brings it back',
    async () => {
      expect(await deviceState()).toBe('online');
      const killedAt = Date.now();
      await agent!.stop('SIGKILL');
      await expect.poll(deviceState, { timeout: TIMEOUT_MS + 2000, interval: 50 }).toBe('offline');
      expect(Date.now() - killedAt).toBeLessThan(TIMEOUT_MS + 2000);
      expect(ctx.app.labHub.boardState(deviceId)).toBe('agent_offline');
      // the host's emulator went with the agent (as when a lab host dies)
      agent!.killStrays();

      agent!.start();
      await untilOnline();
      expect(ctx.app.labHub.boardState(deviceId)).toBe('ready');
    },
    BOOT_MS + 60_000,
  );
});
