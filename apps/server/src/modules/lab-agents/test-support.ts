// Test support for the lab gateway tests (not imported by the app): a small WebSocket client that
// records frames, and helpers to create agents and active reservations.
import crypto from 'node:crypto';
import { WebSocket } from 'ws';
import type { Db } from '../../db/client';
import { labReservations } from '../../db/schema';
import type { App } from '../../platform/types';

export interface Frame {
  t: string;
  [key: string]: unknown;
}

export interface WsClient {
  ws: WebSocket;
  frames: Frame[];
  send(frame: unknown): void;
  /** resolves with the first frame (from index `from`) matching, or rejects after `ms` */
  waitFor(pred: (f: Frame) => boolean, ms?: number, from?: number): Promise<Frame>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** Opens a WebSocket; rejects with `{ status }` when the server answers the upgrade with HTTP. */
export function openWs(url: string, headers: Record<string, string> = {}): Promise<WsClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const frames: Frame[] = [];
    const waiters = new Set<() => void>();
    let closedResolve!: (v: { code: number; reason: string }) => void;
    const closed = new Promise<{ code: number; reason: string }>((r) => (closedResolve = r));
    ws.on('message', (raw) => {
      frames.push(JSON.parse(String(raw)) as Frame);
      for (const w of [...waiters]) w();
    });
    ws.on('close', (code, reason) => closedResolve({ code, reason: reason.toString() }));
    ws.on('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error('refused'), { status: res.statusCode })),
    );
    ws.on('error', (err) => reject(err));
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        closed,
        send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
        close: () => ws.close(),
        waitFor(pred, ms = 5000, from = 0) {
          return new Promise((ok, fail) => {
            const check = () => {
              const hit = frames.slice(from).find(pred);
              if (!hit) return false;
              clearTimeout(timer);
              waiters.delete(check);
              ok(hit);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(
                new Error(`no matching frame within ${ms} ms; got ${JSON.stringify(frames).slice(0, 2000)}`),
              );
            }, ms);
            if (!check()) waiters.add(check);
          });
        },
      }),
    );
  });
}

/** The HTTP status an upgrade was refused with (fails the test when it was accepted). */
export async function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  try {
    const c = await openWs(url, headers);
    c.close();
    return 101;
  } catch (e) {
    return (e as { status?: number }).status ?? 0;
  }
}

/** Listens on an ephemeral loopback port; returns http and ws base URLs. */
export async function listen(app: App) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { http: address, ws: address.replace(/^http/, 'ws') };
}

/** Creates an agent through the admin API; returns its id and token. */
export async function createAgent(app: App, adminHeaders: Record<string, string>, name?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/lab/agents',
    headers: adminHeaders,
    payload: { name: name ?? `agent-${crypto.randomBytes(4).toString('hex')}` },
  });
  if (res.statusCode !== 200) throw new Error(`agent not created: ${res.body}`);
  const { agent, token } = res.json().result as { agent: { id: string }; token: string };
  return { id: agent.id, token };
}

/** A reservation of `userId` on `deviceId` whose slot is running now (inserted: the API books only future slots). */
export async function activeReservation(
  db: Db,
  userId: string,
  deviceId: number,
  boardModelId: number,
  minutes = 30,
): Promise<string> {
  const [row] = await db
    .insert(labReservations)
    .values({
      userId,
      deviceId,
      boardModelId,
      status: 'successful',
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + minutes * 60_000),
    })
    .returning({ id: labReservations.id });
  return row!.id;
}
