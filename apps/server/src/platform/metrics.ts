import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// `/metrics` for operators (Prometheus text format): requests per route, their durations, the
// database pool, the job queue, open WebSocket and live-notification connections, and the
// process's own (memory, event loop). Closed unless METRICS_TOKEN is set; then a scraper sends
// `Authorization: Bearer <token>` (any other request gets 404, as if there were no such page).

/** The notifications module's hub, when registered (read without importing the module). */
type WithHub = { notificationHub?: { connectionCount(): number } };

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { token?: string }) => {
    if (!opts.token) return;
    const token = opts.token;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Counter({
      name: 'occ_http_requests_total',
      help: 'HTTP requests answered, by method, route and status code',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'occ_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method and route',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    new Gauge({
      name: 'occ_db_pool_connections',
      help: 'Database pool connections by state (PostgreSQL only)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = app.database.poolStats?.();
        this.set({ state: 'waiting' }, app.database.waiting());
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
      },
    });
    new Gauge({
      name: 'occ_jobs_queued',
      help: 'Background jobs due and waiting for a runner',
      registers: [registry],
      async collect() {
        this.set(await app.jobs.queued().catch(() => -1));
      },
    });
    new Gauge({
      name: 'occ_periodic_task_runs',
      help: 'Runs of each periodic task in this process since it started (once across processes per interval)',
      labelNames: ['task'] as const,
      registers: [registry],
      collect() {
        for (const [task, n] of app.jobs.periodicRuns) this.set({ task }, n);
      },
    });
    new Gauge({
      name: 'occ_websocket_connections',
      help: 'Open WebSocket connections (lab agents and consoles) of this process',
      registers: [registry],
      collect() {
        this.set(app.websocketServer?.clients.size ?? 0);
      },
    });
    new Gauge({
      name: 'occ_live_connections',
      help: 'Open live-notification streams (SSE) of this process',
      registers: [registry],
      collect() {
        this.set((app as unknown as WithHub).notificationHub?.connectionCount() ?? 0);
      },
    });

    app.addHook('onResponse', (req, reply, done) => {
      // the route pattern, not the URL: one series per route, whatever the ids
      const route = req.routeOptions.url ?? 'unmatched';
      requests.inc({ method: req.method, route, status: String(reply.statusCode) });
      durations.observe({ method: req.method, route }, reply.elapsedTime / 1000);
      done();
    });

    app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (req, reply) => {
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), token)) {
        return reply.code(404).type('text/plain').send('Not Found');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
