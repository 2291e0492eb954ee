import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Code, fail } from '@occ/shared';
import { t } from './i18n';

/**
 * API requests arriving while more than `maxWaiting` requests already queue for a database
 * connection are refused at once with 503 and Retry-After (issue 14): queueing them too would
 * only time out the pool and answer 500 after the client gave up. Health checks always pass.
 */
export const overloadPlugin = fp(
  async (app: FastifyInstance, opts: { waiting: () => number; maxWaiting: number }) => {
    app.addHook('onRequest', (req, reply, done) => {
      if (!req.url.startsWith('/api/') || req.url.startsWith('/api/health')) return done();
      if (opts.waiting() <= opts.maxWaiting) return done();
      void reply
        .status(503)
        .header('retry-after', '2')
        .header('cache-control', 'no-store')
        .send(fail(Code.OVERLOADED, t(req, 'overloaded')));
    });
  },
  { name: 'overload' },
);
