import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { subscriberConnection } from '../../platform/redis';
import type { ActionPayload, BoardState, ConsoleServerFrame, StepResult } from '@occ/shared';

// The gateway's message bus. A browser console, the REST request of an action and the agent's
// socket may sit in three different portal processes behind a load balancer; everything that
// crosses between them is one of these events. Without REDIS_URL the bus is in-process (direct
// calls); with it every event goes through one Redis pub/sub channel and each process delivers
// only from its subscription, so each event is handled exactly once per process, in publish order.

/** What an agent-holding process needs to act for a reservation, without another query. */
export interface SlotRef {
  id: string;
  userId: string;
  deviceId: number;
  /** the board key the agent registered (lab_devices.name) */
  deviceName: string;
  endsAt: string;
}

export type HubOp = { op: 'action'; action: ActionPayload } | { op: 'history' };

/** Why a hub call failed; mapped to an AppError where the call was made. */
export type HubFault = 'agent_offline' | 'busy' | 'timeout' | 'slot_not_active';

export type HubResult = { ok: true; value: unknown } | { ok: false; fault: HubFault; message?: string };

export type BusEvent =
  /** a board an agent serves, and its state (upsert in every process's directory) */
  | {
      t: 'board';
      deviceId: number;
      key: string;
      agentId: string;
      connId: string;
      state: BoardState;
    }
  /** the agent connection `connId` no longer serves these devices */
  | { t: 'gone'; connId: string; deviceIds: number[] }
  /** heartbeat of an agent connection: its directory entries stay fresh */
  | { t: 'alive'; connId: string; deviceIds: number[] }
  /** a process started: everyone re-announces the boards of its agents */
  | { t: 'sync' }
  /** agent `agentId` is now connected as `connId`: older connections of it are closed */
  | { t: 'agent'; agentId: string; connId: string }
  /** an administrator revoked the agent: its live connection is closed */
  | { t: 'revoke'; agentId: string }
  /** a frame for every console of a reservation */
  | { t: 'frame'; reservationId: string; frame: ConsoleServerFrame }
  /** console keystrokes for the agent serving the slot's device */
  | { t: 'input'; slot: SlotRef; data: string }
  /** a request for the agent serving the slot's device; answered with `res` to `from` */
  | { t: 'req'; id: string; from: string; slot: SlotRef; call: HubOp; timeoutMs: number }
  | { t: 'res'; id: string; to: string; result: HubResult }
  /** test progress for the process that sent the testJob request */
  | { t: 'progress'; to: string; jobId: string; step: StepResult }
  /** the reservation's session ends: agents close it, consoles close */
  | { t: 'close'; reservationId: string; reason: 'slot_ended' | 'released' };

export interface Bus {
  /** this process's id on the bus */
  readonly proc: string;
  readonly distributed: boolean;
  publish(event: BusEvent): void;
  subscribe(handler: (event: BusEvent) => void): void;
  whenReady(): Promise<void>;
  close(): Promise<void>;
}

export const LAB_CHANNEL = 'occ:lab';

/** One process: events are handled synchronously, in order, by this process alone. */
export class LocalBus implements Bus {
  readonly proc = crypto.randomUUID();
  readonly distributed = false;
  private handler: (event: BusEvent) => void = () => undefined;

  publish(event: BusEvent) {
    this.handler(event);
  }
  subscribe(handler: (event: BusEvent) => void) {
    this.handler = handler;
  }
  whenReady() {
    return Promise.resolve();
  }
  async close() {}
}

/** Several processes: one Redis channel, delivered to each process from its subscription. */
export class RedisBus implements Bus {
  readonly proc = crypto.randomUUID();
  readonly distributed = true;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly ready: Promise<void>;
  private handler: (event: BusEvent) => void = () => undefined;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    const onError = (err: Error) => log.warn({ err }, 'lab relay redis error');
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = subscriberConnection(url, () => [LAB_CHANNEL], onError, { maxRetriesPerRequest: 2 });
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.sub.on('message', (_channel: string, message: string) => {
      let event: BusEvent;
      try {
        event = JSON.parse(message) as BusEvent;
      } catch (err) {
        log.warn({ err }, 'bad lab relay message');
        return;
      }
      this.handler(event);
    });
    this.ready = this.sub.subscribe(LAB_CHANNEL).then(
      () => undefined,
      (err: Error) => onError(err),
    );
  }

  publish(event: BusEvent) {
    this.pub.publish(LAB_CHANNEL, JSON.stringify(event)).catch((err: Error) => {
      this.log.warn({ err, t: event.t }, 'lab relay event not published');
    });
  }
  subscribe(handler: (event: BusEvent) => void) {
    this.handler = handler;
  }
  whenReady() {
    return this.ready;
  }
  async close() {
    await Promise.all([this.sub, this.pub].map((c) => c.quit().catch(() => c.disconnect())));
  }
}
