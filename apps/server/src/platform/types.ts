import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobRunner } from './jobs';
import type { SharedRedis } from './redis';
import type { LinkSigner, Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    jobs: JobRunner;
    /** REDIS_URL's shared connections (null without Redis) */
    redis: SharedRedis | null;
    storage: Storage;
    linkSigner: LinkSigner;
  }
}

/** The Fastify instance every module's routes receive: zod-typed schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
