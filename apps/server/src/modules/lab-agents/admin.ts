import crypto from 'node:crypto';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { Code, offsetOf, type LabAgent, type PageQuery } from '@occ/shared';
import type { Db } from '../../db/client';
import { labAgents, labDevices } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { hashToken } from '../../platform/session';
import { pgError } from '../lab-inventory/db-errors';
import { presentAgent } from './presenter';

/** Agent tokens: `occa_` + 256 random bits, base64url. */
export const AGENT_TOKEN_PREFIX = 'occa_';
/** characters of the token kept in clear to recognise it in the list */
const SHOWN = AGENT_TOKEN_PREFIX.length + 6;

async function withBoards(db: Db, rows: (typeof labAgents.$inferSelect)[], timeoutMs: number) {
  const devices = rows.length
    ? await db
        .select({
          agentId: labDevices.agentId,
          deviceId: labDevices.id,
          name: labDevices.name,
          state: labDevices.state,
        })
        .from(labDevices)
        .where(
          inArray(
            labDevices.agentId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(labDevices.name))
    : [];
  return rows.map((r) =>
    presentAgent(
      r,
      devices
        .filter((d) => d.agentId === r.id)
        .map(({ deviceId, name, state }) => ({ deviceId, name, state })),
      timeoutMs,
    ),
  );
}

/** Every agent by name (the unique index orders it), with the boards it serves. */
export async function listAgents(db: Db, q: PageQuery, timeoutMs: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(labAgents).orderBy(asc(labAgents.name)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(labAgents),
  ]);
  return { items: await withBoards(db, rows, timeoutMs), total: total?.n ?? 0 };
}

/** Creates an agent; the token is returned once and only its hash is stored. 409 on a taken name. */
export async function createAgent(
  db: Db,
  name: string,
  createdBy: string,
  timeoutMs: number,
): Promise<{ agent: LabAgent; token: string }> {
  const token = AGENT_TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url');
  try {
    const [row] = await db
      .insert(labAgents)
      .values({ name, tokenHash: hashToken(token), tokenPrefix: token.slice(0, SHOWN), createdBy })
      .returning();
    return { agent: (await withBoards(db, [row!], timeoutMs))[0]!, token };
  } catch (e) {
    if (pgError(e)?.code === '23505') throw new AppError(409, Code.CONFLICT, 'labNameTaken');
    throw e;
  }
}

/** Revokes an agent (idempotent: the first revocation time is kept). 404 for an unknown id. */
export async function revokeAgent(db: Db, id: string, timeoutMs: number): Promise<LabAgent> {
  const [row] = await db
    .update(labAgents)
    .set({ revokedAt: sql`coalesce(${labAgents.revokedAt}, now())` })
    .where(eq(labAgents.id, id))
    .returning();
  if (!row) throw notFound();
  return (await withBoards(db, [row], timeoutMs))[0]!;
}
