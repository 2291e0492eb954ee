// The agent's only link to the portal: a WebSocket it opens itself (lab hosts sit behind NAT and
// firewalls; the portal never connects to a lab host). It says hello, answers to the welcome,
// sends heartbeats, and reconnects forever with jittered backoff. Every incoming frame is
// validated against the shared protocol; a bad one is answered with an `error` frame and dropped,
// never trusted and never fatal.
import WebSocket, { type RawData } from 'ws';
import {
  AGENT_WS_PATH,
  portalMessage,
  type AgentMessage,
  type PortalMessage,
} from '@occ/shared/lab/agent-protocol';
import type { z } from 'zod';
import type { Logger } from './log';

type Hello = Extract<AgentMessage, { t: 'hello' }>;
type Heartbeat = Extract<AgentMessage, { t: 'heartbeat' }>;
export type Welcome = Extract<PortalMessage, { t: 'welcome' }>;

export interface Backoff {
  minMs: number;
  maxMs: number;
}

export interface ConnectionOptions {
  portalUrl: string;
  token: string;
  /** until the portal's welcome says otherwise */
  heartbeatMs: number;
  log: Logger;
  hello: () => Omit<Hello, 't'>;
  heartbeat: () => Heartbeat['boards'];
  onWelcome?: (welcome: Welcome) => void;
  onMessage: (message: Exclude<PortalMessage, Welcome>) => void | Promise<void>;
  /** ordinary reconnects (portal restarting, network loss) */
  backoff?: Backoff;
  /** after the portal refused the token (revoked/forged): no point hammering it */
  authBackoff?: Backoff;
  /** close the socket when the welcome does not arrive within this */
  welcomeTimeoutMs?: number;
}

/** Refusals after which retrying soon is pointless: HTTP at upgrade, or close codes once connected. */
const AUTH_STATUSES = new Set([401, 403]);
const AUTH_CLOSE_CODES = new Set([4401, 4403]);
/** Console output is dropped (it stays in the session history) when the socket is this far behind. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
const MAX_FRAME_BYTES = 4 * 1024 * 1024;

/** http(s)://portal → ws(s)://portal/ws/lab/agent */
export function agentSocketUrl(portalUrl: string): string {
  const url = new URL(portalUrl);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${AGENT_WS_PATH}`;
  url.search = '';
  url.hash = '';
  return url.toString();
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(frame)'}: ${i.message}`)
    .join('; ')
    .slice(0, 1000);
}

function isPortalError(
  json: unknown,
): json is { t: 'error'; code?: unknown; message?: unknown; ref?: unknown } {
  return typeof json === 'object' && json !== null && (json as { t?: unknown }).t === 'error';
}

export class PortalConnection {
  private ws: WebSocket | undefined;
  private stopped = true;
  private welcomed = false;
  private attempts = 0;
  private authRefused = false;
  private heartbeatMs: number;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private welcomeTimer: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private lastPong = 0;
  private readonly url: string;
  private readonly backoff: Backoff;
  private readonly authBackoff: Backoff;

  constructor(private readonly opts: ConnectionOptions) {
    this.url = agentSocketUrl(opts.portalUrl);
    this.heartbeatMs = opts.heartbeatMs;
    this.backoff = opts.backoff ?? { minMs: 1000, maxMs: 30_000 };
    this.authBackoff = opts.authBackoff ?? { minMs: 60_000, maxMs: 10 * 60_000 };
  }

  /** true between the portal's welcome and the socket closing */
  get connected(): boolean {
    return this.welcomed && this.ws?.readyState === WebSocket.OPEN;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const ws = this.ws;
    if (!ws || ws.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      ws.once('close', () => resolve());
      ws.close(1001, 'agent stopping');
      // a portal that does not answer the close handshake is not waited for
      setTimeout(() => ws.terminate(), 2000).unref();
    });
  }

  /**
   * Sends a frame when connected. `droppable` frames (console output) are skipped while the socket
   * is far behind rather than buffered without bound. Returns whether it was sent.
   */
  send(message: AgentMessage, droppable = false): boolean {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    // before the welcome only the hello and protocol errors may go out
    if (message.t !== 'hello' && message.t !== 'error' && !this.welcomed) return false;
    if (droppable && ws.bufferedAmount > MAX_BUFFERED_BYTES) return false;
    ws.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    const ws = new WebSocket(this.url, {
      headers: { Authorization: `Bearer ${this.opts.token}` },
      // latency over bandwidth: console frames are small and frequent
      perMessageDeflate: false,
      maxPayload: MAX_FRAME_BYTES,
      handshakeTimeout: 10_000,
    });
    this.ws = ws;
    this.welcomed = false;
    let closed = false;
    const onGone = (why: Record<string, unknown>) => {
      if (closed) return;
      closed = true;
      this.teardown();
      if (this.ws === ws) this.ws = undefined;
      this.opts.log.warn('disconnected', why);
      this.scheduleReconnect();
    };

    ws.on('unexpected-response', (req, res) => {
      const status = res.statusCode ?? 0;
      if (AUTH_STATUSES.has(status)) {
        this.authRefused = true;
        this.opts.log.error('agent token refused by the portal (revoked or unknown); check LAB_AGENT_TOKEN', {
          status,
        });
      } else {
        this.opts.log.warn('portal refused the agent connection', { status });
      }
      req.destroy();
      res.resume();
      onGone({ status });
    });
    ws.on('open', () => {
      this.lastPong = Date.now();
      ws.on('pong', () => (this.lastPong = Date.now()));
      this.opts.log.info('socket open', { url: this.url });
      this.send({ t: 'hello', ...this.opts.hello() });
      this.welcomeTimer = setTimeout(() => {
        this.opts.log.warn('no welcome from the portal; reconnecting');
        ws.terminate();
      }, this.opts.welcomeTimeoutMs ?? 15_000);
    });
    ws.on('message', (data, isBinary) => this.receive(ws, data, isBinary));
    ws.on('error', (err) => this.opts.log.warn('socket error', { err: err.message }));
    ws.on('close', (code, reason) => {
      if (AUTH_CLOSE_CODES.has(code)) {
        this.authRefused = true;
        this.opts.log.error('portal closed the agent connection: token revoked or refused', {
          code,
          reason: reason.toString(),
        });
      }
      onGone({ code, reason: reason.toString() });
    });
  }

  private receive(ws: WebSocket, data: RawData, isBinary: boolean): void {
    if (isBinary) {
      this.protocolError('bad_frame', 'binary frames are not part of the protocol');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      this.protocolError('bad_json', 'frame is not JSON');
      return;
    }
    // The portal's own refusals of our frames: worth a log line, never an answer (no error ping-pong).
    if (isPortalError(json)) {
      this.opts.log.warn('portal refused a frame', { code: json.code, message: json.message, ref: json.ref });
      return;
    }
    const parsed = portalMessage.safeParse(json);
    if (!parsed.success) {
      const ref =
        typeof json === 'object' && json && 't' in json ? String((json as { t: unknown }).t) : undefined;
      this.protocolError('invalid_frame', describeIssues(parsed.error), ref);
      return;
    }
    const message = parsed.data;
    if (message.t === 'welcome') {
      this.welcome(ws, message);
      return;
    }
    try {
      const pending = this.opts.onMessage(message);
      if (pending) pending.catch((err: Error) => this.handlerFailed(message, err));
    } catch (err) {
      this.handlerFailed(message, err as Error);
    }
  }

  private welcome(ws: WebSocket, welcome: Welcome): void {
    clearTimeout(this.welcomeTimer);
    this.welcomed = true;
    this.attempts = 0;
    this.authRefused = false;
    this.heartbeatMs = welcome.heartbeatMs;
    this.opts.log.info('connected', {
      agentId: welcome.agentId,
      heartbeatMs: welcome.heartbeatMs,
      boards: welcome.boards.map((b) => b.key),
      unknown: welcome.unknown,
    });
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = setInterval(() => this.beat(ws), this.heartbeatMs);
    // Board states may have changed since the hello; the portal gets them now, not a beat later.
    this.send({ t: 'heartbeat', boards: this.opts.heartbeat() });
    this.opts.onWelcome?.(welcome);
  }

  private beat(ws: WebSocket): void {
    // No pong for three beats: the path to the portal is dead even if TCP has not noticed.
    if (Date.now() - this.lastPong > 3 * this.heartbeatMs + 1000) {
      this.opts.log.warn('portal stopped answering pings; reconnecting');
      ws.terminate();
      return;
    }
    ws.ping();
    this.send({ t: 'heartbeat', boards: this.opts.heartbeat() });
  }

  private handlerFailed(message: PortalMessage, err: Error): void {
    this.opts.log.error('handling a portal frame failed', { t: message.t, err: err.message });
    this.protocolError('internal', err.message.slice(0, 1000), message.t);
  }

  private protocolError(code: string, message: string, ref?: string): void {
    this.opts.log.warn('refused a portal frame', { code, message, ref });
    this.send({ t: 'error', code, message, ...(ref ? { ref: ref.slice(0, 64) } : {}) });
  }

  private teardown(): void {
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.welcomeTimer);
    this.heartbeatTimer = undefined;
    this.welcomed = false;
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const { minMs, maxMs } = this.authRefused ? this.authBackoff : this.backoff;
    const ceiling = Math.min(maxMs, minMs * 2 ** this.attempts);
    this.attempts++;
    // "equal jitter": at least half the step, so agents restarted together spread out
    const delay = Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
    this.opts.log.info('reconnecting', { inMs: delay, attempt: this.attempts });
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }
}
