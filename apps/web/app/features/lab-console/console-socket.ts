import {
  CONSOLE_CLOSE_CODES,
  CONSOLE_WS_PREFIX,
  type ConsoleClientFrame,
  type ConsoleCloseReason,
  type ConsoleServerFrame,
  type StepResult,
} from '@occ/shared';

// The browser end of the console WebSocket (`/ws/lab/console/<reservationId>`): parses the
// portal's frames, sends keystrokes, keeps the connection alive and reconnects after an
// unexpected drop (a board reset closes the console for a moment). Pure of React and xterm so
// that it is unit-tested with a fake socket.

export type ConsoleStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';
export type ConsoleBoardState = Extract<ConsoleServerFrame, { t: 'state' }>['state'];

/** Why the console stopped for good: a `closed` frame, or a close code that retrying cannot fix. */
export type ConsoleEnd =
  | { kind: 'closed'; reason: ConsoleCloseReason; message: string }
  | { kind: 'refused'; code: number; message: string };

export interface ConsoleHandlers {
  /** serial bytes; `history` replaces what the terminal shows (it is sent first on every connect) */
  onData(bytes: Uint8Array, kind: 'history' | 'out'): void;
  onState(state: ConsoleBoardState): void;
  onTest(jobId: string, step: StepResult): void;
  onStatus(status: ConsoleStatus): void;
  onEnd(end: ConsoleEnd): void;
}

/** The subset of the DOM WebSocket used here (tests pass a fake). */
export interface SocketLike {
  readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface ConsoleOptions {
  createSocket?: (url: string) => SocketLike;
  /** delays before the 1st, 2nd … reconnect attempt; the last repeats */
  backoffMs?: readonly number[];
  /** keep-alive ping period, so proxies do not drop an idle console */
  pingMs?: number;
}

const OPEN = 1;
/** The portal accepts at most this many characters per `in` frame (consoleClientFrame). */
export const INPUT_CHUNK = 4096;
const DEFAULT_BACKOFF = [500, 1000, 2000, 4000, 8000] as const;

/** Close codes after which reconnecting would only be refused again. */
const FINAL_CODES = new Set<number>(Object.values(CONSOLE_CLOSE_CODES));

/** ws(s)://<this host>/ws/lab/console/<id>, on the page's own origin (the portal checks Origin). */
export function consoleUrl(location: { protocol: string; host: string }, reservationId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${CONSOLE_WS_PREFIX}${encodeURIComponent(reservationId)}`;
}

/** base64 → bytes, without Node's Buffer (this runs in the browser). */
export function decodeBase64(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Splits typed or pasted text into frames the portal accepts, never inside a surrogate pair. */
export function inputChunks(text: string, max = INPUT_CHUNK): string[] {
  const chunks: string[] = [];
  let i = 0;
  while (i < text.length) {
    let end = Math.min(i + max, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    chunks.push(text.slice(i, end));
    i = end;
  }
  return chunks;
}

function parseFrame(raw: unknown): ConsoleServerFrame | null {
  if (typeof raw !== 'string') return null;
  try {
    const f = JSON.parse(raw) as { t?: unknown };
    return typeof f === 'object' && f !== null && typeof f.t === 'string' ? (f as ConsoleServerFrame) : null;
  } catch {
    return null;
  }
}

export class ConsoleConnection {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly backoff: readonly number[];
  private readonly pingMs: number;

  constructor(
    private readonly url: string,
    private readonly handlers: ConsoleHandlers,
    options: ConsoleOptions = {},
  ) {
    this.createSocket = options.createSocket ?? ((u) => new WebSocket(u) as unknown as SocketLike);
    this.backoff = options.backoffMs?.length ? options.backoffMs : DEFAULT_BACKOFF;
    this.pingMs = options.pingMs ?? 25_000;
  }

  start() {
    this.stopped = false;
    this.connect();
  }

  /** Keystrokes; dropped while disconnected (a terminal has no typing-ahead across reconnects). */
  send(text: string): boolean {
    const s = this.socket;
    if (!s || s.readyState !== OPEN || this.stopped) return false;
    for (const d of inputChunks(text)) s.send(JSON.stringify({ t: 'in', d } satisfies ConsoleClientFrame));
    return true;
  }

  /** Leaves for good (page left, slot over): no reconnect. */
  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onclose = null;
      s.onmessage = null;
      s.onerror = null;
      s.close(1000);
    }
  }

  /** Reconnects now, skipping the remaining backoff (the user asked for it). */
  reconnectNow() {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    if (!this.socket) this.connect();
  }

  private connect() {
    this.handlers.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const s = this.createSocket(this.url);
    this.socket = s;
    s.onopen = () => {
      this.attempt = 0;
      this.handlers.onStatus('open');
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => {
        if (s.readyState === OPEN) s.send(JSON.stringify({ t: 'ping' } satisfies ConsoleClientFrame));
      }, this.pingMs);
    };
    s.onmessage = (ev) => this.onFrame(parseFrame(ev.data));
    // an error is always followed by close, which decides what to do
    s.onerror = () => undefined;
    s.onclose = (ev) => {
      clearInterval(this.pingTimer);
      this.socket = null;
      if (this.stopped) return;
      if (FINAL_CODES.has(ev.code)) {
        this.stopped = true;
        this.handlers.onStatus('closed');
        this.handlers.onEnd({ kind: 'refused', code: ev.code, message: ev.reason });
        return;
      }
      const delay = this.backoff[Math.min(this.attempt, this.backoff.length - 1)]!;
      this.attempt += 1;
      this.handlers.onStatus('reconnecting');
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }

  private onFrame(f: ConsoleServerFrame | null) {
    if (!f || this.stopped) return;
    switch (f.t) {
      case 'history':
      case 'out':
        this.handlers.onData(decodeBase64(f.d), f.t);
        break;
      case 'state':
        this.handlers.onState(f.state);
        break;
      case 'test':
        this.handlers.onTest(f.jobId, f.step);
        break;
      case 'closed':
        // a restarting portal closes with agent_offline: the board is not gone, come back later
        if (f.reason === 'agent_offline') {
          this.handlers.onState('agent_offline');
          break;
        }
        // the portal closes the socket next; this is the end whatever the close code says
        this.stop();
        this.handlers.onStatus('closed');
        this.handlers.onEnd({ kind: 'closed', reason: f.reason, message: f.message });
        break;
      case 'pong':
        break;
    }
  }
}
