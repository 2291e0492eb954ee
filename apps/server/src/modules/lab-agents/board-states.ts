import type { FastifyBaseLogger } from 'fastify';
import type { BoardState } from '@occ/shared';
import type { Db } from '../../db/client';
import type { AgentLink } from './agent-link';
import { setBoardState, sweepSilentBoards, touchAgent } from './agent-store';
import type { Bus } from './bus';

/**
 * The board-state store: the states agents report for their boards, written to the database
 * (agent-store.ts, what pages and other processes read) and announced on the bus (every process's
 * BoardDirectory, directory.ts); boards of agents silent in any process are taken offline.
 */
export class BoardStates {
  private lastDbSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly timeoutMs: number,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Tells every process the states of a connection's boards. */
  announce(link: AgentLink) {
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

  /** A board reported a new state. */
  async apply(link: AgentLink, key: string, state: BoardState) {
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

  /** A heartbeat: changed states applied, boards taken offline meanwhile restored, liveness told. */
  async heartbeat(link: AgentLink, boards: { key: string; state: BoardState }[]) {
    for (const b of boards) {
      const known = link.boards.get(b.key);
      if (known && known.state !== b.state) await this.apply(link, b.key, b.state);
    }
    // boards another process's stale sweep took offline while this agent was busy come back
    for (const deviceId of await touchAgent(this.db, link.agent.id, link.deviceIds())) {
      const key = link.keyOf(deviceId);
      const state = key ? link.boards.get(key)?.state : undefined;
      if (state && state !== 'offline') await setBoardState(this.db, deviceId, state);
    }
    this.bus.publish({ t: 'alive', connId: link.connId, deviceIds: link.deviceIds() });
  }

  /** Boards whose agent fell silent in any process go offline in the database (every timeout/3). */
  sweepSilent(now: number) {
    if (now - this.lastDbSweep >= this.timeoutMs / 3) {
      this.lastDbSweep = now;
      sweepSilentBoards(this.db, this.timeoutMs).catch((err: unknown) =>
        this.log.warn({ err }, 'silent lab boards not swept'),
      );
    }
  }
}
