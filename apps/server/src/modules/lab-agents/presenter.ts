import { z } from 'zod';
import type { LabAgent } from '@occ/shared';
import type { labAgents } from '../../db/schema';

/** The admin shape of an agent (packages/shared LabAgent); never the token hash. */
export const labAgentItem = z.object({
  id: z.string(),
  name: z.string(),
  tokenPrefix: z.string(),
  online: z.boolean(),
  host: z.string().nullable(),
  version: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  boards: z.array(z.object({ deviceId: z.number().int(), name: z.string(), state: z.string() })),
}) satisfies z.ZodType<LabAgent>;

export const labAgentCreated = z.object({
  agent: labAgentItem,
  /** shown once: only its sha256 is kept */
  token: z.string(),
});

type AgentRow = typeof labAgents.$inferSelect;

/** Online = connected now and heard from within the timeout (read from the database, so any process answers the same). */
export function presentAgent(
  row: AgentRow,
  boards: LabAgent['boards'],
  timeoutMs: number,
  now = Date.now(),
): LabAgent {
  const online =
    row.revokedAt === null &&
    row.connectedAt !== null &&
    row.lastSeenAt !== null &&
    now - row.lastSeenAt.getTime() <= timeoutMs;
  return {
    id: row.id,
    name: row.name,
    tokenPrefix: row.tokenPrefix,
    online,
    host: row.host,
    version: row.version,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    boards,
  };
}
