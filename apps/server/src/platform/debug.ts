import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEBUG_HEADER, DEBUG_PERMISSION } from '@occ/shared';
import { holds } from '@occ/shared/admin/permissions';

/**
 * Staff debug mode (spec §3's debug-mode key): a request that asks for it (the `x-occ-debug: 1`
 * header the browser adds while the key is set) and comes from a holder of `debug.view` gets the
 * server time and the server's duration in response headers, which the overlay shows beside the
 * request id (`x-request-id` is on every answer, so a user's report can be found in the logs).
 * Anyone else gets neither, whatever they send: the client's key alone reveals nothing.
 */
export const debugPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.headers[DEBUG_HEADER] !== '1' || !holds(req.user, DEBUG_PERMISSION)) return payload;
    void reply
      .header('x-request-id', req.id)
      .header('x-server-time', new Date().toISOString())
      .header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`)
      .header('cache-control', 'no-store');
    return payload;
  });
});
