import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRedis } from './redis';

// The API rate limit's counters (DESIGN §2). With REDIS_URL they live in Redis, so every portal
// process counts the same requests; while Redis is away they fall back to this process's memory
// (SharedRedis logs the outage once) and go back to Redis when it answers again.

type Incr = (
  key: string,
  cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
  timeWindow: number,
  max: number,
) => void;
interface InnerStore {
  incr: Incr;
  child(routeOptions: unknown): InnerStore;
}
type InnerCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...rest: unknown[]
) => InnerStore;

const require = createRequire(import.meta.url);
// the plugin's own stores (same Lua script, same LRU), used side by side
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as InnerCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as InnerCtor;

export const RATE_LIMIT_PREFIX = 'occ:rl:';

class FallbackStore {
  constructor(
    private readonly redis: SharedRedis,
    private readonly remote: InnerStore,
    private readonly local: InnerStore,
  ) {}

  incr(...args: Parameters<Incr>) {
    const [key, cb, timeWindow, max] = args;
    if (!this.redis.available) return this.local.incr(key, cb, timeWindow, max);
    this.remote.incr(
      key,
      (err, res) => (err ? this.local.incr(key, cb, timeWindow, max) : cb(null, res)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: unknown): FallbackStore {
    return new FallbackStore(this.redis, this.remote.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit: Redis counters with the process as fallback. */
export function redisRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  return class {
    constructor(opts: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const ce = Boolean(opts.continueExceeding);
      const eb = Boolean(opts.exponentialBackoff);
      return new FallbackStore(
        redis,
        new RedisStore(ce, eb, redis.client, RATE_LIMIT_PREFIX),
        new LocalStore(ce, eb, 5000),
      ) as unknown as FastifyRateLimitStore;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
