// `npm run bench:lab`: keystroke echo latency of the lab console through portal + agent + QEMU
// (DESIGN §8: p95 < 50 ms on loopback). Builds the portal in this process on an in-memory PGlite
// database, listens on a loopback port, starts the REAL agent program serving one emulated board,
// reserves it for a user and types into the console WebSocket: one character, timed until U-Boot's
// echo of it comes back, then a backspace (not timed) so the command line never fills up.
// Options: --samples=N (env BENCH_LAB_SAMPLES, default 500).
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import { labDevices } from '../apps/server/src/db/schema';
import { AgentProcess, canRunQemuBoard } from '../apps/server/src/modules/lab-agents/agent-process';
import {
  activeReservation,
  createAgent,
  listen,
  openWs,
  type Frame,
  type WsClient,
} from '../apps/server/src/modules/lab-agents/test-support';
import { grantedUser, makeBoard } from '../apps/server/src/modules/lab-reservations/test-fixtures';
import { signIn, type TestContext } from '../apps/server/src/test/harness';

const BUDGET_P95_MS = 50;
const BOOT_MS = 120_000;
const ECHO_TIMEOUT_MS = 5_000;

const say = (line: string) => console.log(`[bench:lab] ${line}`);

function samplesOption(): number {
  const arg = process.argv.slice(2).find((a) => a.startsWith('--samples='));
  const raw = arg?.slice('--samples='.length) ?? process.env.BENCH_LAB_SAMPLES ?? '500';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 10) throw new Error(`--samples must be an integer ≥ 10, got "${raw}"`);
  return n;
}

const decode = (f: Frame) => Buffer.from(String(f.d), 'base64').toString('latin1');

/** Resolves when console output from frame index `from` on contains `text`. */
function echoed(con: WsClient, text: string, from: number): Promise<void> {
  return con
    .waitFor((f) => f.t === 'out' && decode(f).includes(text), ECHO_TIMEOUT_MS, from)
    .then(() => undefined);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const samples = samplesOption();
  if (!canRunQemuBoard()) {
    say('needs qemu-system-riscv64, OpenSBI and U-Boot (scripts/install-system-deps.sh) and apps/lab-agent');
    process.exitCode = 1;
    return;
  }
  const database = await openPglite();
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: `/tmp/occ-bench-lab-${process.pid}`,
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp({ config, database, web: false });
  await app.ready();
  const ctx: TestContext = { app, database, config, close: async () => undefined };
  const base = await listen(app);
  let agent: AgentProcess | undefined;
  let con: WsClient | undefined;
  try {
    const admin = (await signIn(ctx, { roles: ['admin'] })).headers;
    const { boardId, deviceIds } = await makeBoard(database.db, { state: 'offline' });
    const deviceId = deviceIds[0]!;
    const [device] = await database.db.select().from(labDevices).where(eq(labDevices.id, deviceId));
    const { token } = await createAgent(app, admin, 'bench-agent');
    agent = new AgentProcess(base.http, token, device!.name);
    agent.start();
    say(`portal on ${base.http}; waiting for the agent's board to boot`);
    const until = Date.now() + BOOT_MS;
    while (app.labHub.boardState(deviceId) !== 'ready') {
      if (Date.now() > until) throw new Error(`the board never came online; agent log:\n${agent.log()}`);
      await new Promise((r) => setTimeout(r, 200));
    }

    const owner = await grantedUser(ctx);
    const reservationId = await activeReservation(database.db, owner.userId, deviceId, boardId);
    con = await openWs(`${base.ws}/ws/lab/console/${reservationId}`, {
      cookie: (owner.headers as Record<string, string>).cookie ?? '',
      origin: base.http,
    });
    // the slot's fresh environment boots first
    const resetting = await con.waitFor((f) => f.t === 'state' && f.state === 'env_resetting', 30_000);
    await con.waitFor((f) => f.t === 'state' && f.state === 'ready', BOOT_MS, con.frames.indexOf(resetting));
    let from = con.frames.length;
    con.send({ t: 'in', d: '\r' });
    await con.waitFor((f) => f.t === 'out' && decode(f).includes('=> '), 10_000, from);

    say(`measuring ${samples} keystrokes`);
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      from = con.frames.length;
      const start = performance.now();
      con.send({ t: 'in', d: 'a' });
      await echoed(con, 'a', from);
      times.push(performance.now() - start);
      from = con.frames.length;
      con.send({ t: 'in', d: '\b' });
      await echoed(con, '\b', from);
    }
    times.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p));
    const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
    say(
      `keystroke echo (browser WS → portal → agent → QEMU serial → back), ${samples} samples: ` +
        `p50 ${fmt(p50!)}, p95 ${fmt(p95!)}, p99 ${fmt(p99!)}, max ${fmt(times[times.length - 1]!)}`,
    );
    const ok = p95! < BUDGET_P95_MS;
    say(`budget (DESIGN §8) p95 < ${BUDGET_P95_MS} ms: ${ok ? 'met' : 'NOT met'}`);
    if (!ok) process.exitCode = 1;
  } finally {
    con?.close();
    await agent?.dispose();
    await app.close();
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
