import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

// The process's shared Redis connections (REDIS_URL, DESIGN §2): one for commands (rate-limit
// counters, publishing) and one for subscriptions. A Redis that goes away must not stop the portal:
// commands fail fast instead of queueing (callers fall back to the process), the outage is logged
// once, and ioredis reconnects by itself; when Redis answers again it is used again.

const RETRY_MAX_MS = 2000;

/**
 * A subscriber connection that subscribes again by itself after every reconnect, each failure
 * going to `onError`. (ioredis's own resubscription leaves a rejected promise that nobody handles
 * when the connection is closed while it is under way — an unhandled rejection at shutdown.)
 */
export function subscriberConnection(
  url: string,
  channels: () => string[],
  onError: (err: Error) => void,
  options: RedisOptions = {},
): Redis {
  const conn = new Redis(url, { ...options, autoResubscribe: false });
  let connectedBefore = false;
  conn.on('ready', () => {
    const list = channels();
    if (connectedBefore && list.length > 0) conn.subscribe(...list).catch(onError);
    connectedBefore = true;
  });
  return conn;
}

export class SharedRedis {
  readonly client: Redis;
  readonly sub: Redis;
  private down = false;
  private readonly handlers = new Map<string, Set<(message: string) => void>>();

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    const options = {
      // fail at once while disconnected: the caller falls back, nothing piles up in memory
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
      retryStrategy: (times: number) => Math.min(times * 100, RETRY_MAX_MS),
    };
    this.client = new Redis(url, options);
    // the subscriber queues its SUBSCRIBE until connected and resubscribes after a reconnect
    this.sub = subscriberConnection(
      url,
      () => [...this.handlers.keys()],
      (err) => this.outage(err),
      {
        ...options,
        enableOfflineQueue: true,
        commandTimeout: undefined,
      },
    );
    for (const c of [this.client, this.sub]) {
      c.on('error', (err: Error) => this.outage(err));
      c.on('end', () => this.outage(new Error('connection ended')));
      c.on('ready', () => this.back());
    }
    this.sub.on('message', (channel: string, message: string) => {
      for (const h of this.handlers.get(channel) ?? []) {
        try {
          h(message);
        } catch (err) {
          this.log.warn({ err, channel }, 'redis message handler failed');
        }
      }
    });
  }

  /** Commands can be sent now (connected and ready). */
  get available(): boolean {
    return this.client.status === 'ready';
  }

  private outage(err: Error) {
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { err: err.message },
      'redis unavailable: rate limits and cache invalidation fall back to this process',
    );
  }

  private back() {
    if (!this.down || this.client.status !== 'ready') return;
    this.down = false;
    this.log.info('redis available again');
  }

  /** Calls `handler` with every message published on `channel` (by any process, this one included). */
  subscribe(channel: string, handler: (message: string) => void) {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      this.sub.subscribe(channel).catch((err: Error) => this.outage(err));
    }
    set.add(handler);
  }

  /** Publishes; false when Redis did not take it (the caller acts locally). */
  async publish(channel: string, message: string): Promise<boolean> {
    if (!this.available) return false;
    try {
      await this.client.publish(channel, message);
      return true;
    } catch (err) {
      this.outage(err as Error);
      return false;
    }
  }

  async close() {
    await Promise.all([this.sub, this.client].map((c) => c.quit().catch(() => c.disconnect())));
  }
}
