import type { FastifyBaseLogger } from 'fastify';
import type { BoardState, ConsoleCloseReason, ConsoleServerFrame } from '@occ/shared';
import type { Db } from '../../db/client';
import type { AgentLink } from './agent-link';
import type { Bus, BusEvent, HubFault, HubResult, SlotRef } from './bus';
import { recordSessionOpen } from './slots';

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

class Fault extends Error {
  constructor(readonly fault: HubFault) {
    super(fault);
  }
}

/** What the relay needs of this process's agent connections (agent-links.ts). */
export interface LocalAgents {
  /** the welcomed connection serving the device here */
  servedBy(deviceId: number): AgentLink | undefined;
  /** every agent connection of this process */
  links(): Iterable<AgentLink>;
}

/**
 * The console relay: this process's browser consoles (requester side), and on the holder side the
 * sessions opened on the agent for them, the keystrokes and the requests (history, actions) that
 * reach the board through its agent connection.
 */
export class ConsoleRelay {
  private readonly consoles = new Map<string, Set<ConsoleClient>>();

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
    private readonly agents: LocalAgents,
  ) {}

  // ---------------------------------------------------------------- consoles (requester side)

  /** Registers a browser console; returns the function that removes it. */
  attach(c: ConsoleClient): () => void {
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

  /** A frame of a reservation reaches every console of it in this process. */
  deliver(reservationId: string, frame: ConsoleServerFrame) {
    for (const c of this.consoles.get(reservationId) ?? []) c.send(frame);
  }

  boardChanged(deviceId: number, state: BoardState | 'agent_offline') {
    for (const set of this.consoles.values())
      for (const c of set) if (c.deviceId === deviceId) c.send({ t: 'state', state });
  }

  /** reservations with a console attached here */
  reservationIds(): Iterable<string> {
    return this.consoles.keys();
  }

  /** Shutdown: every console of this process closes. */
  endAll() {
    for (const set of this.consoles.values()) for (const c of [...set]) c.end('agent_offline');
  }

  // ---------------------------------------------------------------- holder side

  /** Opens the reservation's session on the agent once (session.open), then resolves at once. */
  ensureSession(link: AgentLink, slot: SlotRef): Promise<void> {
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

  holdInput(slot: SlotRef, data: string) {
    const link = this.agents.servedBy(slot.deviceId);
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

  holdRequest(e: Extract<BusEvent, { t: 'req' }>) {
    const link = this.agents.servedBy(e.slot.deviceId);
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
  closeLocal(reservationId: string, reason: 'slot_ended' | 'released') {
    for (const link of this.agents.links())
      if (link.sessions.delete(reservationId))
        link.send({ t: 'session.close', sessionId: reservationId, reason });
    for (const c of [...(this.consoles.get(reservationId) ?? [])]) c.end(reason);
  }
}
