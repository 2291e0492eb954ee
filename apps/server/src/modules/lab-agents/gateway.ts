import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  agentMessage,
  Code,
  type ActionPayload,
  type AgentMessage,
  type BoardState,
  type ConsoleCloseReason,
  type ConsoleServerFrame,
  type StepResult,
} from '@occ/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, conflict } from '../../platform/errors';
import { AgentLink } from './agent-link';
import {
  markAgentOffline,
  registerAgent,
  setBoardState,
  sweepSilentBoards,
  touchAgent,
  type AgentIdentity,
} from './agent-store';
import type { Bus, BusEvent, HubFault, HubOp, HubResult, SlotRef } from './bus';
import { BoardDirectory } from './directory';
import type { ActionOutcome, LabHub } from './hub';
import { activeSlot, finishedSlots, openedActiveSlots, recordSessionOpen } from './slots';

/** A browser console attached in this process (console-socket.ts). */
export interface ConsoleClient {
  readonly reservationId: string;
  readonly deviceId: number;
  send(frame: ConsoleServerFrame): void;
  /** sends a `closed` frame and closes the socket with the reason's close code */
  end(reason: ConsoleCloseReason): void;
}

/** Consoles of one reservation (tabs); beyond this the oldest is closed as replaced. */
export const MAX_CONSOLES_PER_RESERVATION = 4;
// Close codes toward agents: 4000 replaced by a newer connection of the same agent, 4401 revoked,
// 4408 no hello in time, 1012 portal restarting (the agent reconnects, except after 4401).
const HELLO_TIMEOUT_MS = 10_000;
/** how often open sessions and consoles are checked against their reservation (release, end) */
const POLL_MS = 2_000;
const ACTION_TIMEOUT_MS = 30_000;
const HISTORY_TIMEOUT_MS = 10_000;

class Fault extends Error {
  constructor(readonly fault: HubFault) {
    super(fault);
  }
}

export function faultError(fault: HubFault): AppError {
  switch (fault) {
    case 'agent_offline':
      return new AppError(503, Code.INTERNAL, 'labAgentOffline');
    case 'timeout':
      return new AppError(504, Code.INTERNAL, 'labActionTimeout');
    case 'busy':
      return conflict('labBusy');
    case 'slot_not_active':
      return conflict('labSlotNotActive');
  }
}

const slotRef = (s: SlotRef): SlotRef => ({
  id: s.id,
  userId: s.userId,
  deviceId: s.deviceId,
  deviceName: s.deviceName,
  endsAt: s.endsAt,
});

/**
 * The LabHub (app.labHub): owns this process's agent connections and browser consoles and joins
 * them through the bus. Roles per event: the *requester* (the process where a REST action or a
 * console asks) and the *holder* (the process holding the socket of the agent serving the device).
 * With one process both are this process.
 */
export class LabGateway implements LabHub {
  /** every agent connection of this process, welcomed or not */
  private readonly all = new Set<AgentLink>();
  /** device id → the welcomed connection serving it here */
  private readonly served = new Map<number, AgentLink>();
  private readonly consoles = new Map<string, Set<ConsoleClient>>();
  /** requester side: bus request id → its answer callback */
  private readonly waiting = new Map<string, (result: HubResult) => void>();
  private readonly progressListeners = new Set<(jobId: string, step: StepResult) => void>();
  private readonly directory: BoardDirectory;
  private timers: NodeJS.Timeout[] = [];
  private polling = false;
  private stopping = false;
  private lastDbSweep = 0;
  /** database work of connections that closed, awaited before the database goes away */
  private readonly closing = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'LAB_AGENT_HEARTBEAT_MS' | 'LAB_AGENT_TIMEOUT_MS'>,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.directory = new BoardDirectory(config.LAB_AGENT_TIMEOUT_MS, (deviceId, state) =>
      this.boardChanged(deviceId, state),
    );
  }

  start() {
    this.bus.subscribe((e) => this.onEvent(e));
    const { LAB_AGENT_HEARTBEAT_MS: beat, LAB_AGENT_TIMEOUT_MS: timeout } = this.config;
    const sweepMs = Math.max(50, Math.min(1000, beat, Math.floor(timeout / 3)));
    const sweep = setInterval(() => this.sweep(), sweepMs);
    const poll = setInterval(() => void this.poll(), POLL_MS);
    for (const t of [sweep, poll]) t.unref();
    this.timers = [sweep, poll];
    // a process that starts late learns the boards other processes' agents serve
    if (this.bus.distributed) void this.bus.whenReady().then(() => this.bus.publish({ t: 'sync' }));
  }

  /** Before the server closes: boards of this process's agents go offline, sockets close (agents reconnect). */
  async stop() {
    this.stopping = true;
    for (const t of this.timers) clearInterval(t);
    for (const link of [...this.all]) {
      await link.chain;
      if (link.welcomed) {
        await markAgentOffline(this.db, link.agent.id, link.connectedAt).catch((err: unknown) =>
          this.log.warn({ err }, 'agent not marked offline at shutdown'),
        );
        this.bus.publish({ t: 'gone', connId: link.connId, deviceIds: link.deviceIds() });
      }
      link.ws.close(1012, 'portal restarting');
    }
    await Promise.all([...this.closing]);
    for (const set of this.consoles.values()) for (const c of [...set]) c.end('agent_offline');
    for (const done of this.waiting.values()) done({ ok: false, fault: 'agent_offline' });
    this.waiting.clear();
    await this.bus.close();
  }

  // ---------------------------------------------------------------- LabHub (requester side)

  boardState(deviceId: number): BoardState | 'agent_offline' {
    return this.directory.state(deviceId);
  }

  async request(reservationId: string, action: ActionPayload, opts: { timeoutMs?: number } = {}) {
    const slot = await activeSlot(this.db, reservationId);
    return (await this.callAsync(
      slotRef(slot),
      { op: 'action', action },
      opts.timeoutMs ?? ACTION_TIMEOUT_MS,
    )) as ActionOutcome;
  }

  async history(reservationId: string, opts: { timeoutMs?: number } = {}): Promise<Buffer> {
    const slot = await activeSlot(this.db, reservationId);
    const data = await this.callAsync(slotRef(slot), { op: 'history' }, opts.timeoutMs ?? HISTORY_TIMEOUT_MS);
    return Buffer.from(String(data), 'base64');
  }

  onTestProgress(listener: (jobId: string, step: StepResult) => void): () => void {
    this.progressListeners.add(listener);
    return () => this.progressListeners.delete(listener);
  }

  broadcast(reservationId: string, frame: ConsoleServerFrame) {
    this.bus.publish({ t: 'frame', reservationId, frame });
  }

  closeSession(reservationId: string, reason: 'slot_ended' | 'released') {
    this.bus.publish({ t: 'close', reservationId, reason });
  }

  // ---------------------------------------------------------------- consoles (requester side)

  /** Registers a browser console; returns the function that removes it. */
  attachConsole(c: ConsoleClient): () => void {
    let set = this.consoles.get(c.reservationId);
    if (!set) this.consoles.set(c.reservationId, (set = new Set()));
    set.add(c);
    if (set.size > MAX_CONSOLES_PER_RESERVATION) set.values().next().value?.end('replaced');
    return () => {
      const s = this.consoles.get(c.reservationId);
      s?.delete(c);
      if (s?.size === 0) this.consoles.delete(c.reservationId);
    };
  }

  /**
   * Asks for the session's console history (opening the session on the agent if needed). `done`
   * runs synchronously when the answer arrives, before any later output of the board is
   * delivered, so a console can switch from "history pending" to live without losing or
   * repeating bytes. Answers '' when the agent is unreachable.
   */
  historyFor(slot: SlotRef, done: (base64: string) => void) {
    this.call(slotRef(slot), { op: 'history' }, HISTORY_TIMEOUT_MS, (r) => done(r.ok ? String(r.value) : ''));
  }

  consoleInput(slot: SlotRef, data: string) {
    this.bus.publish({ t: 'input', slot: slotRef(slot), data });
  }

  /** Agents told to stop serving (revoked by an administrator) are disconnected wherever they are. */
  revokeAgent(agentId: string) {
    this.bus.publish({ t: 'revoke', agentId });
  }

  /** Whether an agent connection of `agentId` is in this process (tests, admin list). */
  hasLocalAgent(agentId: string): boolean {
    for (const l of this.all) if (l.agent.id === agentId && l.welcomed && !l.closed) return true;
    return false;
  }

  private call(slot: SlotRef, call: HubOp, timeoutMs: number, done: (r: HubResult) => void) {
    if (this.stopping || !this.directory.served(slot.deviceId)) {
      done({ ok: false, fault: 'agent_offline' });
      return;
    }
    const id = crypto.randomUUID();
    // a little longer than the holder's own timer, which also frees the board's busy flag
    const timer = setTimeout(() => {
      if (this.waiting.delete(id)) done({ ok: false, fault: 'timeout' });
    }, timeoutMs + 500);
    this.waiting.set(id, (r) => {
      clearTimeout(timer);
      done(r);
    });
    this.bus.publish({ t: 'req', id, from: this.bus.proc, slot, call, timeoutMs });
  }

  private callAsync(slot: SlotRef, call: HubOp, timeoutMs: number): Promise<unknown> {
    return new Promise((resolve, reject) =>
      this.call(slot, call, timeoutMs, (r) => (r.ok ? resolve(r.value) : reject(faultError(r.fault)))),
    );
  }

  // ---------------------------------------------------------------- bus

  private onEvent(e: BusEvent) {
    try {
      this.handle(e);
    } catch (err) {
      this.log.error({ err, t: e.t }, 'lab gateway event failed');
    }
  }

  private handle(e: BusEvent) {
    switch (e.t) {
      case 'board':
        this.directory.set(e.deviceId, e);
        return;
      case 'gone':
        this.directory.gone(e.connId, e.deviceIds);
        return;
      case 'alive':
        this.directory.alive(e.connId, e.deviceIds);
        return;
      case 'sync':
        for (const link of this.all) if (link.welcomed && !link.closed) this.announce(link);
        return;
      case 'agent':
        for (const link of this.all) {
          if (link.agent.id !== e.agentId || link.connId === e.connId || link.closed) continue;
          link.replaced = true;
          link.ws.close(4000, 'replaced by a newer connection');
        }
        return;
      case 'revoke':
        for (const link of this.all) if (link.agent.id === e.agentId) link.ws.close(4401, 'agent revoked');
        return;
      case 'frame':
        for (const c of this.consoles.get(e.reservationId) ?? []) c.send(e.frame);
        return;
      case 'input':
        return this.holdInput(e.slot, e.data);
      case 'req':
        return this.holdRequest(e);
      case 'res': {
        if (e.to !== this.bus.proc) return;
        const done = this.waiting.get(e.id);
        this.waiting.delete(e.id);
        done?.(e.result);
        return;
      }
      case 'progress':
        if (e.to !== this.bus.proc) return;
        for (const l of this.progressListeners) l(e.jobId, e.step);
        return;
      case 'close':
        return this.closeLocal(e.reservationId, e.reason);
    }
  }

  private boardChanged(deviceId: number, state: BoardState | 'agent_offline') {
    for (const set of this.consoles.values())
      for (const c of set) if (c.deviceId === deviceId) c.send({ t: 'state', state });
  }

  private announce(link: AgentLink) {
    for (const [key, b] of link.boards)
      this.bus.publish({
        t: 'board',
        deviceId: b.deviceId,
        key,
        agentId: link.agent.id,
        connId: link.connId,
        state: b.state,
      });
  }

  // ---------------------------------------------------------------- holder side

  /** Opens the reservation's session on the agent once (session.open), then resolves at once. */
  private ensureSession(link: AgentLink, slot: SlotRef): Promise<void> {
    const existing = link.sessions.get(slot.id);
    if (existing) return existing.ready;
    const entry = { slot, open: false, ready: Promise.resolve() };
    entry.ready = (async () => {
      if (Date.parse(slot.endsAt) <= Date.now()) throw new Fault('slot_not_active');
      const fresh = await recordSessionOpen(this.db, slot);
      // closed or replaced meanwhile: nothing is opened on the board
      if (link.closed) throw new Fault('agent_offline');
      if (link.sessions.get(slot.id) !== entry) throw new Fault('slot_not_active');
      const key = link.keyOf(slot.deviceId);
      if (!key) throw new Fault('agent_offline');
      link.send({
        t: 'session.open',
        sessionId: slot.id,
        key,
        userId: slot.userId,
        endsAt: slot.endsAt,
        fresh,
      });
      entry.open = true;
    })();
    link.sessions.set(slot.id, entry);
    entry.ready.catch(() => {
      if (link.sessions.get(slot.id) === entry) link.sessions.delete(slot.id);
    });
    return entry.ready;
  }

  private holdInput(slot: SlotRef, data: string) {
    const link = this.served.get(slot.deviceId);
    if (!link) return;
    const msg = { t: 'console.input', sessionId: slot.id, data } as const;
    // keystrokes of an open session go straight out; earlier ones queue behind the open, in order
    if (link.sessions.get(slot.id)?.open) link.send(msg);
    else
      this.ensureSession(link, slot).then(
        () => link.send(msg),
        () => undefined,
      );
  }

  private holdRequest(e: Extract<BusEvent, { t: 'req' }>) {
    const link = this.served.get(e.slot.deviceId);
    if (!link || link.closed) return;
    const reply = (result: HubResult) => this.bus.publish({ t: 'res', id: e.id, to: e.from, result });
    const sessionId = e.slot.id;
    this.ensureSession(link, e.slot).then(
      () => {
        if (e.call.op === 'history') {
          link.ask({ t: 'console.history', requestId: e.id, sessionId }, e.timeoutMs, reply, {});
          return;
        }
        const action = e.call.action;
        link.ask({ t: 'action', requestId: e.id, sessionId, action }, e.timeoutMs, reply, {
          busyKey: `${e.slot.deviceId}:${action.kind}`,
          ...(action.kind === 'testJob' ? { jobId: action.jobId, progressTo: e.from } : {}),
        });
      },
      (err: unknown) => {
        if (!(err instanceof Fault)) this.log.error({ err }, 'lab session not opened');
        reply({ ok: false, fault: err instanceof Fault ? err.fault : 'agent_offline' });
      },
    );
  }

  /** A reservation's session ends: the agent closes it, this process's consoles of it close. */
  private closeLocal(reservationId: string, reason: 'slot_ended' | 'released') {
    for (const link of this.all)
      if (link.sessions.delete(reservationId))
        link.send({ t: 'session.close', sessionId: reservationId, reason });
    for (const c of [...(this.consoles.get(reservationId) ?? [])]) c.end(reason);
  }

  // ---------------------------------------------------------------- agent sockets

  /** Serves an authenticated agent's socket (agent-socket.ts checked the token before the upgrade). */
  acceptAgent(agent: AgentIdentity, ws: WebSocket) {
    const link = new AgentLink(agent, ws);
    this.all.add(link);
    let helloSeen = false;
    const helloTimer = setTimeout(() => {
      if (!helloSeen) ws.close(4408, 'hello expected');
    }, HELLO_TIMEOUT_MS);
    ws.on('message', (raw: RawData, isBinary: boolean) => {
      link.lastHeardAt = Date.now();
      const msg = this.parseAgentFrame(link, raw, isBinary);
      if (!msg) return;
      if (msg.t === 'hello') {
        if (helloSeen) return this.refuse(link, 'already_registered', 'hello was already received');
        helloSeen = true;
        clearTimeout(helloTimer);
      } else if (!helloSeen && msg.t !== 'error') {
        return this.refuse(link, 'hello_required', 'the first frame must be hello');
      }
      this.onAgentMessage(link, msg);
    });
    ws.on('close', () => {
      clearTimeout(helloTimer);
      this.onAgentClose(link);
    });
    ws.on('error', (err) => this.log.debug({ err }, 'agent socket error'));
  }

  private parseAgentFrame(link: AgentLink, raw: RawData, isBinary: boolean): AgentMessage | null {
    let json: unknown;
    try {
      if (isBinary) throw new Error('binary frame');
      json = JSON.parse(rawText(raw));
    } catch {
      this.refuse(link, 'bad_json', 'frames are JSON text messages');
      return null;
    }
    const parsed = agentMessage.safeParse(json);
    if (parsed.success) return parsed.data;
    const ref = (json as { requestId?: unknown } | null)?.requestId;
    const issue = parsed.error.issues[0];
    this.refuse(
      link,
      'bad_frame',
      `invalid frame: ${issue ? `${issue.path.join('.') || 't'}: ${issue.message}` : 'unknown'}`,
      typeof ref === 'string' ? ref.slice(0, 64) : undefined,
    );
    return null;
  }

  /** Answers a frame the portal cannot accept; the connection stays up. */
  private refuse(link: AgentLink, code: string, message: string, ref?: string) {
    this.log.warn({ agent: link.agent.name, code, message }, 'lab agent frame refused');
    link.send({ t: 'error', code, message: message.slice(0, 1000), ...(ref ? { ref } : {}) });
  }

  /** Database work runs in frame order on the connection's chain; console traffic goes straight through. */
  private onAgentMessage(link: AgentLink, msg: AgentMessage) {
    const queue = (work: () => Promise<void>) => {
      link.chain = link.chain.then(work).catch((err: unknown) => {
        this.log.error({ err, agent: link.agent.name, t: msg.t }, 'lab agent frame failed');
      });
    };
    switch (msg.t) {
      case 'hello':
        return queue(() => this.onHello(link, msg));
      case 'heartbeat':
        return queue(() => this.onHeartbeat(link, msg));
      case 'board.state':
        if (!link.boards.has(msg.key) && link.welcomed)
          return this.refuse(link, 'unknown_board', `no device named ${msg.key}`);
        return queue(() => this.applyState(link, msg.key, msg.state));
      case 'console.data':
        // only sessions the portal opened on this connection reach a console
        if (link.sessions.get(msg.sessionId)?.open)
          this.bus.publish({ t: 'frame', reservationId: msg.sessionId, frame: { t: 'out', d: msg.data } });
        return;
      case 'console.history':
        link.settle(msg.requestId, { ok: true, value: msg.data });
        return;
      case 'action.result': {
        const { ok, error, message, data } = msg;
        link.settle(msg.requestId, { ok: true, value: { ok, error, message, data } satisfies ActionOutcome });
        return;
      }
      case 'test.progress': {
        const p = link.jobRequest(msg.jobId);
        if (!p?.progressTo) return;
        this.bus.publish({ t: 'progress', to: p.progressTo, jobId: msg.jobId, step: msg.step });
        this.broadcast(p.sessionId, { t: 'test', jobId: msg.jobId, step: msg.step });
        return;
      }
      case 'error':
        this.log.warn({ agent: link.agent.name, code: msg.code, message: msg.message }, 'lab agent error');
        // a request the agent refused outright: answer it now instead of at its timeout
        if (msg.ref) link.refused(msg.ref, msg.code, msg.message);
        // the agent no longer holds a session the portal thinks open: the next use reopens it
        if (msg.code === 'session_closed' && msg.ref && link.sessions.get(msg.ref)?.open)
          link.sessions.delete(msg.ref);
        return;
    }
  }

  private async onHello(link: AgentLink, hello: Extract<AgentMessage, { t: 'hello' }>) {
    if (link.closed) return;
    const { matched, unknown } = await registerAgent(this.db, link.agent.id, {
      host: hello.host,
      version: hello.agentVersion,
      connectedAt: link.connectedAt,
      boards: hello.boards,
    });
    link.registered = true;
    if (link.closed) return; // the close, queued behind us, marks it offline again
    const reported = new Map(hello.boards.map((b) => [b.key, b.state]));
    for (const m of matched) link.boards.set(m.key, { deviceId: m.deviceId, state: reported.get(m.key)! });
    link.welcomed = true;
    link.send({
      t: 'welcome',
      agentId: link.agent.id,
      heartbeatMs: this.config.LAB_AGENT_HEARTBEAT_MS,
      boards: matched,
      unknown,
    });
    this.log.info({ agent: link.agent.name, boards: matched.length, unknown }, 'lab agent connected');
    // one live connection per agent: older ones (here or in other processes) are closed
    this.bus.publish({ t: 'agent', agentId: link.agent.id, connId: link.connId });
    for (const m of matched) this.served.set(m.deviceId, link);
    this.announce(link);
    // sessions that were open before the reconnect come back (fresh=false keeps the user's data)
    for (const slot of await openedActiveSlots(this.db, link.deviceIds()))
      this.ensureSession(link, slot).catch(() => undefined);
  }

  private async onHeartbeat(link: AgentLink, hb: Extract<AgentMessage, { t: 'heartbeat' }>) {
    if (!link.welcomed) return;
    for (const b of hb.boards) {
      const known = link.boards.get(b.key);
      if (known && known.state !== b.state) await this.applyState(link, b.key, b.state);
    }
    // boards another process's stale sweep took offline while this agent was busy come back
    for (const deviceId of await touchAgent(this.db, link.agent.id, link.deviceIds())) {
      const key = link.keyOf(deviceId);
      const state = key ? link.boards.get(key)?.state : undefined;
      if (state && state !== 'offline') await setBoardState(this.db, deviceId, state);
    }
    this.bus.publish({ t: 'alive', connId: link.connId, deviceIds: link.deviceIds() });
  }

  private async applyState(link: AgentLink, key: string, state: BoardState) {
    const board = link.boards.get(key);
    if (!board || link.closed) return;
    board.state = state;
    await setBoardState(this.db, board.deviceId, state);
    this.bus.publish({
      t: 'board',
      deviceId: board.deviceId,
      key,
      agentId: link.agent.id,
      connId: link.connId,
      state,
    });
  }

  private onAgentClose(link: AgentLink) {
    link.closed = true;
    this.all.delete(link);
    link.failAll();
    const deviceIds = link.deviceIds();
    for (const id of deviceIds) if (this.served.get(id) === link) this.served.delete(id);
    if (this.stopping) return;
    this.bus.publish({ t: 'gone', connId: link.connId, deviceIds });
    this.log.info({ agent: link.agent.name, replaced: link.replaced }, 'lab agent disconnected');
    // after any hello still being registered; a newer connection's registration wins (connected_at)
    const done = (link.chain = link.chain
      .then(async () => {
        if (link.registered && !link.replaced)
          await markAgentOffline(this.db, link.agent.id, link.connectedAt);
      })
      .catch((err: unknown) => this.log.error({ err }, 'lab agent not marked offline')));
    this.closing.add(done);
    void done.finally(() => this.closing.delete(done));
  }

  // ---------------------------------------------------------------- timers

  /** Drops silent agents (no frame within the timeout: half-open connections), pings the others. */
  private sweep() {
    const now = Date.now();
    const { LAB_AGENT_HEARTBEAT_MS: beat, LAB_AGENT_TIMEOUT_MS: timeout } = this.config;
    for (const link of this.all) {
      if (now - link.lastHeardAt > timeout) {
        this.log.warn({ agent: link.agent.name }, 'lab agent silent past the timeout: dropped');
        link.ws.terminate();
        continue;
      }
      if (now - link.lastPingAt >= beat) {
        link.lastPingAt = now;
        try {
          link.ws.ping();
        } catch {
          // not open yet or already closing: the close handler deals with it
        }
      }
    }
    this.directory.expire();
    if (now - this.lastDbSweep >= timeout / 3) {
      this.lastDbSweep = now;
      sweepSilentBoards(this.db, timeout).catch((err: unknown) =>
        this.log.warn({ err }, 'silent lab boards not swept'),
      );
    }
  }

  /** Sessions and consoles whose reservation was released or ended are closed. */
  private async poll() {
    if (this.polling || this.stopping) return;
    this.polling = true;
    try {
      const ids = new Set(this.consoles.keys());
      for (const link of this.all) for (const id of link.sessions.keys()) ids.add(id);
      for (const f of await finishedSlots(this.db, [...ids])) this.closeLocal(f.id, f.reason);
    } catch (err) {
      this.log.warn({ err }, 'lab sessions not polled');
    } finally {
      this.polling = false;
    }
  }
}

/** A WebSocket message as text, whatever shape ws handed it over in. */
export function rawText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}
