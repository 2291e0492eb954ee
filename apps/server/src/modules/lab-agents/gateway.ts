import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  Code,
  type ActionPayload,
  type BoardState,
  type ConsoleServerFrame,
  type StepResult,
} from '@occ/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, conflict } from '../../platform/errors';
import { AgentLinks } from './agent-links';
import type { AgentIdentity } from './agent-store';
import type { Bus, BusEvent, HubFault, HubOp, HubResult, SlotRef } from './bus';
import { ConsoleRelay, type ConsoleClient } from './console-relay';
import { BoardDirectory } from './directory';
import type { ActionOutcome, LabHub } from './hub';
import { activeSlot, finishedSlots } from './slots';

/** how often open sessions and consoles are checked against their reservation (release, end) */
const POLL_MS = 2_000;
const ACTION_TIMEOUT_MS = 30_000;
const HISTORY_TIMEOUT_MS = 10_000;

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
 * The LabHub (app.labHub): joins this process's agent connections (agent-links.ts, their boards'
 * states in board-states.ts), its browser consoles (console-relay.ts) and the board directory of
 * every process (directory.ts) through the bus. Roles per event: the *requester* (the process
 * where a REST action or a console asks) and the *holder* (the process holding the socket of the
 * agent serving the device). With one process both are this process.
 */
export class LabGateway implements LabHub {
  private readonly agents: AgentLinks;
  private readonly relay: ConsoleRelay;
  /** requester side: bus request id → its answer callback */
  private readonly waiting = new Map<string, (result: HubResult) => void>();
  private readonly progressListeners = new Set<(jobId: string, step: StepResult) => void>();
  private readonly directory: BoardDirectory;
  private timers: NodeJS.Timeout[] = [];
  private polling = false;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'LAB_AGENT_HEARTBEAT_MS' | 'LAB_AGENT_TIMEOUT_MS'>,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.agents = new AgentLinks(db, config, bus, log, {
      reopen: (link, slot) => this.relay.ensureSession(link, slot),
      stopping: () => this.stopping,
    });
    this.relay = new ConsoleRelay(db, bus, log, this.agents);
    this.directory = new BoardDirectory(config.LAB_AGENT_TIMEOUT_MS, (deviceId, state) =>
      this.relay.boardChanged(deviceId, state),
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
    await this.agents.stop();
    this.relay.endAll();
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
    return this.relay.attach(c);
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

  // ---------------------------------------------------------------- agents

  /** Serves an authenticated agent's socket (agent-socket.ts checked the token before the upgrade). */
  acceptAgent(agent: AgentIdentity, ws: WebSocket) {
    this.agents.accept(agent, ws);
  }

  /** Agents told to stop serving (revoked by an administrator) are disconnected wherever they are. */
  revokeAgent(agentId: string) {
    this.bus.publish({ t: 'revoke', agentId });
  }

  /** Whether an agent connection of `agentId` is in this process (tests, admin list). */
  hasLocalAgent(agentId: string): boolean {
    return this.agents.has(agentId);
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
        return this.agents.announceAll();
      case 'agent':
        return this.agents.replacedBy(e.agentId, e.connId);
      case 'revoke':
        return this.agents.revoke(e.agentId);
      case 'frame':
        return this.relay.deliver(e.reservationId, e.frame);
      case 'input':
        return this.relay.holdInput(e.slot, e.data);
      case 'req':
        return this.relay.holdRequest(e);
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
        return this.relay.closeLocal(e.reservationId, e.reason);
    }
  }

  // ---------------------------------------------------------------- timers

  private sweep() {
    const now = Date.now();
    this.agents.sweep(now);
    this.directory.expire();
    this.agents.boards.sweepSilent(now);
  }

  /** Sessions and consoles whose reservation was released or ended are closed. */
  private async poll() {
    if (this.polling || this.stopping) return;
    this.polling = true;
    try {
      const ids = new Set(this.relay.reservationIds());
      for (const link of this.agents.links()) for (const id of link.sessions.keys()) ids.add(id);
      for (const f of await finishedSlots(this.db, [...ids])) this.relay.closeLocal(f.id, f.reason);
    } catch (err) {
      this.log.warn({ err }, 'lab sessions not polled');
    } finally {
      this.polling = false;
    }
  }
}
