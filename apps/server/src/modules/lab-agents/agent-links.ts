import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { agentMessage, type AgentMessage } from '@occ/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AgentLink } from './agent-link';
import { markAgentOffline, registerAgent, type AgentIdentity } from './agent-store';
import { BoardStates } from './board-states';
import type { Bus, SlotRef } from './bus';
import type { LocalAgents } from './console-relay';
import type { ActionOutcome } from './hub';
import { openedActiveSlots } from './slots';

// Close codes toward agents: 4000 replaced by a newer connection of the same agent, 4401 revoked,
// 4408 no hello in time, 1012 portal restarting (the agent reconnects, except after 4401).
const HELLO_TIMEOUT_MS = 10_000;

/** A WebSocket message as text, whatever shape ws handed it over in. */
export function rawText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}

/** What the agent links need of the gateway around them. */
export interface AgentLinkHooks {
  /** reopens a session that was open before the agent reconnected (console-relay.ts) */
  reopen(link: AgentLink, slot: SlotRef): Promise<void>;
  /** the portal is shutting down: closes change nothing in the database */
  stopping(): boolean;
}

/**
 * The agent side of the gateway: this process's agent connections (authenticated by their token
 * in agent-socket.ts), their hello, heartbeats and frames; silent connections are dropped. The
 * boards' states they report go to the board-state store (board-states.ts).
 */
export class AgentLinks implements LocalAgents {
  /** every agent connection of this process, welcomed or not */
  private readonly all = new Set<AgentLink>();
  /** device id → the welcomed connection serving it here */
  private readonly served = new Map<number, AgentLink>();
  /** the boards' states: database and bus */
  readonly boards: BoardStates;
  /** database work of connections that closed, awaited before the database goes away */
  private readonly closing = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'LAB_AGENT_HEARTBEAT_MS' | 'LAB_AGENT_TIMEOUT_MS'>,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
    private readonly hooks: AgentLinkHooks,
  ) {
    this.boards = new BoardStates(db, config.LAB_AGENT_TIMEOUT_MS, bus, log);
  }

  servedBy(deviceId: number): AgentLink | undefined {
    return this.served.get(deviceId);
  }

  links(): Iterable<AgentLink> {
    return this.all;
  }

  /** Whether a live, welcomed connection of `agentId` is in this process. */
  has(agentId: string): boolean {
    for (const l of this.all) if (l.agent.id === agentId && l.welcomed && !l.closed) return true;
    return false;
  }

  /** Before the server closes: boards of this process's agents go offline, sockets close (agents reconnect). */
  async stop() {
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
  }

  // ---------------------------------------------------------------- bus events

  /** Another process started: the boards of this process's agents are announced again. */
  announceAll() {
    for (const link of this.all) if (link.welcomed && !link.closed) this.boards.announce(link);
  }

  /** A newer connection of the agent was welcomed (anywhere): the older ones here close. */
  replacedBy(agentId: string, connId: string) {
    for (const link of this.all) {
      if (link.agent.id !== agentId || link.connId === connId || link.closed) continue;
      link.replaced = true;
      link.ws.close(4000, 'replaced by a newer connection');
    }
  }

  revoke(agentId: string) {
    for (const link of this.all) if (link.agent.id === agentId) link.ws.close(4401, 'agent revoked');
  }

  // ---------------------------------------------------------------- agent sockets

  /** Serves an authenticated agent's socket (agent-socket.ts checked the token before the upgrade). */
  accept(agent: AgentIdentity, ws: WebSocket) {
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
        return queue(() => this.boards.apply(link, msg.key, msg.state));
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
        this.bus.publish({
          t: 'frame',
          reservationId: p.sessionId,
          frame: { t: 'test', jobId: msg.jobId, step: msg.step },
        });
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
    this.boards.announce(link);
    // sessions that were open before the reconnect come back (fresh=false keeps the user's data)
    for (const slot of await openedActiveSlots(this.db, link.deviceIds()))
      this.hooks.reopen(link, slot).catch(() => undefined);
  }

  private async onHeartbeat(link: AgentLink, hb: Extract<AgentMessage, { t: 'heartbeat' }>) {
    if (!link.welcomed) return;
    await this.boards.heartbeat(link, hb.boards);
  }

  private onAgentClose(link: AgentLink) {
    link.closed = true;
    this.all.delete(link);
    link.failAll();
    const deviceIds = link.deviceIds();
    for (const id of deviceIds) if (this.served.get(id) === link) this.served.delete(id);
    if (this.hooks.stopping()) return;
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
  sweep(now: number) {
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
  }
}
