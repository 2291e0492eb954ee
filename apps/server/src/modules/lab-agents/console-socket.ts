import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import {
  CONSOLE_CLOSE_CODES,
  CONSOLE_WS_PREFIX,
  consoleClientFrame,
  errorResponses,
  translate,
  type BoardState,
  type CompleteLocale,
  type ConsoleCloseReason,
  type ConsoleServerFrame,
  type MessageKey,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { AppError, forbidden } from '../../platform/errors';
import { contentLocaleOf, t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { enter } from '../lab-reservations/actions';
import { rawText } from './agent-links';
import type { ConsoleClient } from './console-relay';
import type { LabGateway } from './gateway';
import { loadSlot, logSessionEvent, type SlotRow } from './slots';
import { TokenBucket } from './token-bucket';

// The browser console: `/ws/lab/console/<reservationId>` with the session cookie. Refused before
// the upgrade (HTTP 403) when the Origin is not the portal's own (cross-site WebSocket hijacking);
// otherwise every other refusal is a close code the page can explain (4401 not logged in, 4403 not
// your reservation or no grant, 4404 bad id, 4409 slot not active). Connecting counts as entering
// the slot (issue 6's enter: the no-show release no longer applies).

/** a console frame is at most 4096 characters of input; anything much bigger is not a console frame */
const MAX_FRAME_BYTES = 32 * 1024;
/** input budget: bursts of 16 KiB (a paste), 8 KiB/s sustained; a flood beyond is dropped */
const INPUT_BURST = 16 * 1024;
const INPUT_PER_SECOND = 8 * 1024;
const FRAME_COST = 8;

const CLOSE: Record<ConsoleCloseReason, { code: number; key: MessageKey }> = {
  slot_ended: { code: CONSOLE_CLOSE_CODES.slotEnded, key: 'labSlotEnded' },
  released: { code: CONSOLE_CLOSE_CODES.slotEnded, key: 'labConsoleReleased' },
  replaced: { code: CONSOLE_CLOSE_CODES.replaced, key: 'labConsoleReplaced' },
  agent_offline: { code: 1012, key: 'labAgentOffline' },
  forbidden: { code: CONSOLE_CLOSE_CODES.forbidden, key: 'forbidden' },
};

type Gate = { ok: true; slot: SlotRow } | { ok: false; code: number; message: string };

/** A close reason is at most 123 bytes of UTF-8: cut on a character boundary. */
export function closeText(s: string): string {
  let out = '';
  for (const ch of s) {
    if (Buffer.byteLength(out + ch) > 123) break;
    out += ch;
  }
  return out;
}

/** The page must come from the portal itself: its public origin or the origin it was reached at. */
function sameOrigin(req: FastifyRequest, publicUrl: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  return origin === new URL(publicUrl).origin || origin === `${req.protocol}://${req.host}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Owner, grant, active slot: issue 6's enter decides, its errors become close codes. */
async function gate(db: Db, req: FastifyRequest, id: string): Promise<Gate> {
  const refuse = (code: number, key: MessageKey, params?: Record<string, string | number>): Gate => ({
    ok: false,
    code,
    message: t(req, key, params),
  });
  const user = req.user?.via === 'session' ? req.user : null;
  if (!user) return refuse(CONSOLE_CLOSE_CODES.unauthenticated, 'needLogin');
  if (!UUID.test(id)) return refuse(CONSOLE_CLOSE_CODES.notFound, 'notFound');
  try {
    await enter(db, user, id);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    // someone else's reservation answers like a missing one elsewhere; here: not yours
    if (e.status === 404) return refuse(CONSOLE_CLOSE_CODES.forbidden, 'forbidden');
    if (e.status === 403) return refuse(CONSOLE_CLOSE_CODES.forbidden, e.messageKey, e.params);
    if (e.status === 409) return refuse(CONSOLE_CLOSE_CODES.slotNotActive, e.messageKey, e.params);
    return refuse(CONSOLE_CLOSE_CODES.unauthenticated, e.messageKey, e.params);
  }
  const slot = await loadSlot(db, id);
  if (!slot) return refuse(CONSOLE_CLOSE_CODES.notFound, 'notFound');
  return { ok: true, slot };
}

export function consoleSocketRoute(app: App, gateway: LabGateway) {
  const { db } = app.database;
  const gates = new WeakMap<FastifyRequest, Gate>();
  app.get(
    `${CONSOLE_WS_PREFIX}:reservationId`,
    {
      websocket: true,
      schema: {
        operationId: 'labGateway.consoleSocket',
        tags: ['lab'],
        summary:
          'WebSocket of the console of my active reservation (session cookie, same Origin): ' +
          'frames of packages/shared/src/lab/console.ts; refusals are close codes 4401/4403/4404/4409',
        params: z.object({ reservationId: z.string().max(64) }),
        response: errorResponses(403),
      },
      preValidation: async (req) => {
        if (!sameOrigin(req, app.config.publicUrl)) throw forbidden();
        gates.set(req, await gate(db, req, req.params.reservationId));
      },
    },
    (socket, req) => {
      const g = gates.get(req);
      if (!g?.ok) {
        socket.close(g?.code ?? 1011, closeText(g?.message ?? ''));
        return;
      }
      new ConsoleConnection(gateway, db, app.log, socket, g.slot, contentLocaleOf(req)).start();
    },
  );
}

/** One browser console of a reservation. */
class ConsoleConnection implements ConsoleClient {
  /** false until the history frame is out: live output meanwhile is part of that history */
  private live = false;
  private closed = false;
  private ending: ConsoleCloseReason | null = null;
  private lastState: BoardState | 'agent_offline' = 'agent_offline';
  private readonly bucket = new TokenBucket(INPUT_BURST, INPUT_PER_SECOND);
  private detach: () => void = () => undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly gateway: LabGateway,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly socket: WebSocket,
    private readonly slot: SlotRow,
    private readonly locale: CompleteLocale,
  ) {}

  get reservationId() {
    return this.slot.id;
  }
  get deviceId() {
    return this.slot.deviceId;
  }

  start() {
    this.socket.on('message', (raw: RawData, isBinary: boolean) => this.onMessage(raw, isBinary));
    this.socket.on('close', () => this.onClose());
    this.socket.on('error', (err) => this.log.debug({ err }, 'console socket error'));
    this.detach = this.gateway.attachConsole(this);
    const left = Date.parse(this.slot.endsAt) - Date.now();
    this.timer = setTimeout(() => this.end('slot_ended'), Math.min(Math.max(left, 0), 2 ** 31 - 1));
    this.lastState = this.gateway.boardState(this.slot.deviceId);
    this.write({ t: 'state', state: this.lastState });
    this.gateway.historyFor(this.slot, (d) => {
      if (this.closed) return;
      this.write({ t: 'history', d });
      this.live = true;
    });
    this.event('console_open');
  }

  send(frame: ConsoleServerFrame) {
    if (frame.t === 'out' && !this.live) return;
    if (frame.t === 'state') {
      // the agent is back: make sure the session is open on it so output flows again
      if (this.lastState === 'agent_offline' && frame.state !== 'agent_offline')
        this.gateway.historyFor(this.slot, () => undefined);
      this.lastState = frame.state;
    }
    this.write(frame);
  }

  end(reason: ConsoleCloseReason) {
    if (this.closed || this.ending) return;
    this.ending = reason;
    const { code, key } = CLOSE[reason];
    const message = translate(key, this.locale);
    this.write({ t: 'closed', reason, message });
    this.socket.close(code, closeText(message));
  }

  private write(frame: ConsoleServerFrame) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private onMessage(raw: RawData, isBinary: boolean) {
    const size = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : raw.byteLength;
    if (isBinary || size > MAX_FRAME_BYTES) {
      this.socket.close(1009, 'frame too large or binary');
      return;
    }
    let parsed;
    try {
      parsed = consoleClientFrame.safeParse(JSON.parse(rawText(raw)));
    } catch {
      return;
    }
    // a malformed frame is dropped: it never reaches the board
    if (!parsed.success) return;
    const frame = parsed.data;
    if (frame.t === 'ping') return this.write({ t: 'pong' });
    if (this.ending) return;
    const bytes = Buffer.from(frame.d, 'utf8');
    if (!this.bucket.take(bytes.length + FRAME_COST)) return;
    this.gateway.consoleInput(this.slot, bytes.toString('base64'));
  }

  private onClose() {
    this.closed = true;
    clearTimeout(this.timer);
    this.detach();
    this.event('console_close', this.ending ?? 'disconnected');
  }

  private event(kind: 'console_open' | 'console_close', detail?: string) {
    logSessionEvent(this.db, {
      reservationId: this.slot.id,
      userId: this.slot.userId,
      kind,
      ...(detail ? { detail } : {}),
    }).catch((err: unknown) => this.log.warn({ err }, 'console session event not logged'));
  }
}
