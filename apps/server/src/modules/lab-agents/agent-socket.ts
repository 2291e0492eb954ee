import type { FastifyRequest } from 'fastify';
import { AGENT_WS_PATH, errorResponses } from '@occ/shared';
import type { App } from '../../platform/types';
import type { AgentIdentity } from './agent-store';
import { agentOf, agentTokenInvalid } from './files';
import type { LabGateway } from './gateway';

/**
 * `/ws/lab/agent`: the agent's bearer token is checked before the upgrade, so a missing, forged or
 * revoked token gets a plain HTTP 401 and never a socket.
 */
export function agentSocketRoute(app: App, gateway: LabGateway) {
  const agents = new WeakMap<FastifyRequest, AgentIdentity>();
  app.get(
    AGENT_WS_PATH,
    {
      websocket: true,
      schema: {
        operationId: 'labGateway.agentSocket',
        tags: ['lab'],
        summary:
          'WebSocket of a lab agent (Authorization: Bearer <agent token>, checked before the upgrade): ' +
          'JSON frames of packages/shared/src/lab/agent-protocol.ts',
        response: errorResponses(401),
      },
      preValidation: async (req) => {
        const agent = await agentOf(app.database.db, req);
        if (!agent) throw agentTokenInvalid();
        agents.set(req, agent);
      },
    },
    (socket, req) => {
      const agent = agents.get(req);
      if (!agent) return socket.close(1011, 'not authenticated');
      gateway.acceptAgent(agent, socket);
    },
  );
}
