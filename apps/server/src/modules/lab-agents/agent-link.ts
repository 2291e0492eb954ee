import crypto from 'node:crypto';
import type { WebSocket } from 'ws';
import type { BoardState, PortalMessage } from '@occ/shared';
import type { AgentIdentity } from './agent-store';
import type { HubResult, SlotRef } from './bus';

/** A session the portal opened on the agent (sessionId = reservation id). */
export interface OpenSession {
  slot: SlotRef;
  /** session.open was sent: console input and requests go straight through */
  open: boolean;
  /** settles once session.open is sent (or could not be) */
  ready: Promise<void>;
}

/** A request sent to the agent, answered by requestId (callbacks run synchronously on the answer). */
interface Pending {
  kind: 'history' | 'action';
  sessionId: string;
  done: (result: HubResult) => void;
  timer: NodeJS.Timeout;
  /** `${deviceId}:${action kind}` while an action runs: the same kind is refused meanwhile */
  busyKey?: string;
  /** testJob: where its progress goes */
  jobId?: string;
  progressTo?: string;
}

/** One live connection of an agent in this process: its boards, sessions and requests in flight. */
export class AgentLink {
  readonly connId = crypto.randomUUID();
  readonly connectedAt = new Date();
  /** board key → device id and last reported state */
  readonly boards = new Map<string, { deviceId: number; state: BoardState }>();
  readonly sessions = new Map<string, OpenSession>();
  private readonly pending = new Map<string, Pending>();
  private readonly busy = new Set<string>();
  /** last frame from the agent: heartbeats every heartbeatMs keep it fresh */
  lastHeardAt = Date.now();
  /** pings keep proxies from idling the connection out and make a dead peer's socket error */
  lastPingAt = Date.now();
  /** registerAgent ran for this connection (its connected_at is in the database) */
  registered = false;
  /** welcome sent: the boards are known */
  welcomed = false;
  closed = false;
  /** a newer connection of the same agent took over: closing this one changes nothing else */
  replaced = false;
  /** database work of this connection runs in frame order (hello before heartbeats, close last) */
  chain: Promise<void> = Promise.resolve();

  constructor(
    readonly agent: AgentIdentity,
    readonly ws: WebSocket,
  ) {}

  send(msg: PortalMessage) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(msg));
  }

  deviceIds(): number[] {
    return [...this.boards.values()].map((b) => b.deviceId);
  }

  keyOf(deviceId: number): string | undefined {
    for (const [key, b] of this.boards) if (b.deviceId === deviceId) return key;
    return undefined;
  }

  /** Sends a request and calls `done` exactly once: with the agent's answer, or a fault. */
  ask(
    msg: PortalMessage & { requestId: string; sessionId: string },
    timeoutMs: number,
    done: (result: HubResult) => void,
    extra: { busyKey?: string; jobId?: string; progressTo?: string } = {},
  ) {
    const kind = msg.t === 'console.history' ? 'history' : 'action';
    if (extra.busyKey) {
      if (this.busy.has(extra.busyKey)) return done({ ok: false, fault: 'busy' });
      this.busy.add(extra.busyKey);
    }
    const timer = setTimeout(() => this.settle(msg.requestId, { ok: false, fault: 'timeout' }), timeoutMs);
    this.pending.set(msg.requestId, { kind, sessionId: msg.sessionId, done, timer, ...extra });
    this.send(msg);
  }

  /** Answers a request; false when none is waiting under that id (late or unknown answer). */
  settle(requestId: string, result: HubResult): boolean {
    const p = this.pending.get(requestId);
    if (!p) return false;
    this.pending.delete(requestId);
    clearTimeout(p.timer);
    if (p.busyKey) this.busy.delete(p.busyKey);
    p.done(result);
    return true;
  }

  /**
   * The agent refused a request outright (an `error` frame naming it): an action answers as a
   * failed outcome with the agent's code, a history request as empty.
   */
  refused(requestId: string, code: string, message: string) {
    const kind = this.pending.get(requestId)?.kind;
    if (kind === 'history') this.settle(requestId, { ok: true, value: '' });
    else if (kind === 'action')
      this.settle(requestId, { ok: true, value: { ok: false, error: code, message } });
  }

  /** The request of a running test job, for routing its progress. */
  jobRequest(jobId: string): Pending | undefined {
    for (const p of this.pending.values()) if (p.jobId === jobId) return p;
    return undefined;
  }

  /** The connection closed: every request in flight fails as agent_offline. */
  failAll() {
    for (const id of [...this.pending.keys()]) this.settle(id, { ok: false, fault: 'agent_offline' });
  }
}
