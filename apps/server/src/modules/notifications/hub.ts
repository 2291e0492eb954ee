import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { subscriberConnection } from '../../platform/redis';
import type { NotificationItem, UnreadCounts } from '@occ/shared';

/** What travels to a user's open pages (and through Redis between portal processes). */
export type LiveEvent =
  | { userId: string; event: 'notification'; item: NotificationItem; unread: UnreadCounts }
  | { userId: string; event: 'unread'; unread: UnreadCounts };

/** One open stream (a browser tab). */
export interface LiveConnection {
  send(event: LiveEvent): void;
  close(): void;
}

export const LIVE_CHANNEL = 'occ:notifications';
/** Open streams per user; the oldest is closed when a user opens more (tabs left open, reconnect loops). */
export const MAX_CONNECTIONS_PER_USER = 8;

/**
 * Live fan-out. In one process: a Map userId → open connections. With REDIS_URL every event is
 * published to one Redis channel and delivered to local connections only from the subscription,
 * so each process delivers each event exactly once, and a process without that user's
 * connections just drops it.
 */
export class NotificationHub {
  private readonly listeners = new Map<string, Set<LiveConnection>>();
  private pub: Redis | null = null;
  private sub: Redis | null = null;
  private ready: Promise<void> = Promise.resolve();

  constructor(
    private readonly log: FastifyBaseLogger,
    redisUrl?: string,
  ) {
    if (!redisUrl) return;
    const onError = (err: Error) => this.log.warn({ err }, 'notification redis error');
    this.pub = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    this.sub = subscriberConnection(redisUrl, () => [LIVE_CHANNEL], onError, { maxRetriesPerRequest: 2 });
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.sub.on('message', (_channel: string, message: string) => {
      try {
        this.deliverLocal(JSON.parse(message) as LiveEvent);
      } catch (err) {
        this.log.warn({ err }, 'bad live notification message');
      }
    });
    this.ready = this.sub.subscribe(LIVE_CHANNEL).then(
      () => undefined,
      (err: Error) => onError(err),
    );
  }

  get distributed(): boolean {
    return this.pub !== null;
  }

  /** Resolves once the Redis subscription is active (immediately without Redis). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  /** Registers a connection; returns the function that removes it. */
  listen(userId: string, conn: LiveConnection): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(conn);
    if (set.size > MAX_CONNECTIONS_PER_USER) {
      const oldest = set.values().next().value;
      if (oldest) {
        set.delete(oldest);
        oldest.close();
      }
    }
    return () => {
      const s = this.listeners.get(userId);
      if (!s) return;
      s.delete(conn);
      if (s.size === 0) this.listeners.delete(userId);
    };
  }

  connectionCount(userId?: string): number {
    if (userId) return this.listeners.get(userId)?.size ?? 0;
    let n = 0;
    for (const s of this.listeners.values()) n += s.size;
    return n;
  }

  /** Sends to every process (Redis) or straight to this process's connections. */
  async publish(event: LiveEvent): Promise<void> {
    if (!this.pub) {
      this.deliverLocal(event);
      return;
    }
    try {
      await this.pub.publish(LIVE_CHANNEL, JSON.stringify(event));
    } catch (err) {
      // Redis down: this process's tabs still get it; others catch up from the list on reload
      this.log.warn({ err }, 'live notification not published, delivering locally');
      this.deliverLocal(event);
    }
  }

  private deliverLocal(event: LiveEvent) {
    const set = this.listeners.get(event.userId);
    if (!set) return;
    for (const conn of set) {
      try {
        conn.send(event);
      } catch (err) {
        this.log.debug({ err }, 'live connection write failed');
      }
    }
  }

  /** Ends every open stream (before the server closes) and the Redis connections. */
  async close(): Promise<void> {
    for (const set of this.listeners.values()) for (const conn of set) conn.close();
    this.listeners.clear();
    const conns = [this.sub, this.pub].filter((c): c is Redis => c !== null);
    this.pub = this.sub = null;
    await Promise.all(conns.map((c) => c.quit().catch(() => c.disconnect())));
  }
}
