import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { envelopeOf, errorResponses, labAgentCreateBody, ok, pageOf, pageQuery } from '@occ/shared';
import type { App } from '../../platform/types';
import { createAgent, listAgents, revokeAgent } from './admin';
import { agentSocketRoute } from './agent-socket';
import { LocalBus, RedisBus } from './bus';
import { consoleSocketRoute } from './console-socket';
import { agentFile, agentOf, agentTokenInvalid, openAgentFile } from './files';
import { LabGateway } from './gateway';
import { labAgentsPolicy } from './policy';
import { labAgentCreated, labAgentItem } from './presenter';

const errors = errorResponses(401, 403, 404, 409, 422);
const tags = ['lab', 'admin'];

async function adminRoutes(app: App, gateway: LabGateway) {
  const { db } = app.database;
  const timeout = app.config.LAB_AGENT_TIMEOUT_MS;
  // refused before validation, so a caller without the permission learns nothing from a 422
  const preValidation = async (req: FastifyRequest) => labAgentsPolicy.authorize(req.user, 'manage', null);

  app.get(
    '/api/admin/lab/agents',
    {
      preValidation,
      schema: {
        operationId: 'labAgents.list',
        tags,
        summary: 'Lab agents by name: online or not, host, version, last seen, and the boards each serves',
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(labAgentItem)), ...errors },
      },
    },
    async (req) => {
      const { items, total } = await listAgents(db, req.query, timeout);
      return ok({ items, total, page: req.query.page, pageSize: req.query.pageSize });
    },
  );

  app.post(
    '/api/admin/lab/agents',
    {
      preValidation,
      schema: {
        operationId: 'labAgents.create',
        tags,
        summary: 'Create a lab agent; its token is in this answer only (409 on a taken name)',
        body: labAgentCreateBody,
        response: { 200: envelopeOf(labAgentCreated), ...errors },
      },
    },
    async (req) => ok(await createAgent(db, req.body.name, req.user!.id, timeout)),
  );

  app.post(
    '/api/admin/lab/agents/:id/revoke',
    {
      preValidation,
      schema: {
        operationId: 'labAgents.revoke',
        tags,
        summary: 'Revoke a lab agent: its token is refused from now on and its live connection closed',
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeOf(labAgentItem), ...errors },
      },
    },
    async (req) => {
      const agent = await revokeAgent(db, req.params.id, timeout);
      gateway.revokeAgent(agent.id);
      return ok(agent);
    },
  );

  app.get(
    '/api/lab/agent/files/:kind/:id',
    {
      schema: {
        operationId: 'labAgents.download',
        tags: ['lab'],
        summary:
          'For a lab agent (bearer agent token): a file uploaded in a session open on one of its boards, ' +
          'or a catalogue image of a board model it serves',
        params: z.object({ kind: z.enum(['session', 'image']), id: z.string().min(1).max(64) }),
        response: {
          200: z.unknown().describe('the file (application/octet-stream)'),
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (req, reply) => {
      const agent = await agentOf(db, req);
      if (!agent) throw agentTokenInvalid();
      const file = await agentFile(db, agent.id, req.params.kind, req.params.id);
      const { stream, size } = await openAgentFile(app.storage, file);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', size)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}

/**
 * The lab agent gateway: app.labHub (decorated on the root instance so every module reaches it),
 * the agent and console WebSockets, the admin API of agents and the agents' file downloads.
 * Needs @fastify/websocket registered before it (app.ts).
 */
export const labAgentsPlugin = fp(
  async (app: App) => {
    const bus = app.config.REDIS_URL ? new RedisBus(app.config.REDIS_URL, app.log) : new LocalBus();
    const gateway = new LabGateway(app.database.db, app.config, bus, app.log);
    app.decorate('labHub', gateway);
    gateway.start();
    app.addHook('preClose', async () => gateway.stop());
    // a released or admin-ended slot closes its board session and consoles at once (the poll would within seconds)
    // a callback hook: it runs on every answer of the portal, most of them not POSTs
    app.addHook('onResponse', (req, reply, done) => {
      const id = (req.params as { id?: string } | undefined)?.id;
      if (req.method === 'POST' && reply.statusCode === 200 && id) {
        if (req.routeOptions.url === '/api/lab/reservations/:id/release')
          gateway.closeSession(id, 'released');
        else if (req.routeOptions.url === '/api/admin/lab/reservations/:id/end')
          gateway.closeSession(id, 'slot_ended');
      }
      done();
    });
    await app.register(async (scope: App) => {
      agentSocketRoute(scope, gateway);
      consoleSocketRoute(scope, gateway);
      await adminRoutes(scope, gateway);
    });
  },
  { name: 'lab-agents', dependencies: ['@fastify/websocket'] },
);
