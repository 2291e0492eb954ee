import { and, eq, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { BoardDriver, BoardState } from '@occ/shared';
import type { Db } from '../../db/client';
import { labAgents, labDevices, labReservations } from '../../db/schema';
import { hashToken } from '../../platform/session';

// What the agent gateway writes to the database: agents' presence, and the state of the boards
// they serve in lab_devices (what lists, reservations and the admin console read).

export interface AgentIdentity {
  id: string;
  name: string;
}

/** The agent a bearer token belongs to, unless forged or revoked. */
export async function agentByToken(db: Db, token: string): Promise<AgentIdentity | null> {
  const [row] = await db
    .select({ id: labAgents.id, name: labAgents.name })
    .from(labAgents)
    .where(and(eq(labAgents.tokenHash, hashToken(token)), isNull(labAgents.revokedAt)))
    .limit(1);
  return row ?? null;
}

export async function isRevoked(db: Db, agentId: string): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: labAgents.revokedAt })
    .from(labAgents)
    .where(eq(labAgents.id, agentId))
    .limit(1);
  return !row || row.revokedAt !== null;
}

const runningOn = sql`exists (select 1 from ${labReservations} r
  where r.device_id = ${labDevices.id} and r.status = 'successful')`;

/**
 * lab_devices.state for what the agent reports: ready is online, or in_use while a slot is running
 * on it (the rule of lab-reservations/device-state.ts, applied in the same statement); booting and
 * env_resetting are not_ready; offline is offline. `maintenance` belongs to the administrator and
 * is never overwritten.
 */
function deviceStateFor(state: BoardState) {
  const reported =
    state === 'ready'
      ? sql`case when ${runningOn} then 'in_use' else 'online' end`
      : sql`${state === 'offline' ? 'offline' : 'not_ready'}::text`;
  return sql`case when ${labDevices.state} = 'maintenance' then 'maintenance' else ${reported} end`;
}

export async function setBoardState(db: Db, deviceId: number, state: BoardState) {
  await db
    .update(labDevices)
    .set({ state: deviceStateFor(state), lastSeenAt: sql`now()` })
    .where(eq(labDevices.id, deviceId));
}

export interface HelloBoard {
  key: string;
  driver: BoardDriver;
  state: BoardState;
}

/**
 * Registers a connected agent: its host and version, and the boards it reports matched to
 * devices by name (agent_id, driver, state). Devices it served before but no longer reports go
 * offline and are detached. `connectedAt` marks this connection (see markAgentOffline).
 */
export async function registerAgent(
  db: Db,
  agentId: string,
  info: { host: string; version: string; connectedAt: Date; boards: HelloBoard[] },
): Promise<{ matched: { key: string; deviceId: number }[]; unknown: string[] }> {
  return db.transaction(async (tx) => {
    await tx
      .update(labAgents)
      .set({ host: info.host, version: info.version, connectedAt: info.connectedAt, lastSeenAt: sql`now()` })
      .where(eq(labAgents.id, agentId));
    const keys = info.boards.map((b) => b.key);
    const devices = keys.length
      ? await tx
          .select({ id: labDevices.id, name: labDevices.name })
          .from(labDevices)
          .where(inArray(labDevices.name, keys))
      : [];
    const byName = new Map(devices.map((d) => [d.name, d.id]));
    await tx
      .update(labDevices)
      .set({
        agentId: null,
        state: sql`case when ${labDevices.state} = 'maintenance' then 'maintenance' else 'offline' end`,
      })
      .where(
        and(
          eq(labDevices.agentId, agentId),
          devices.length
            ? notInArray(
                labDevices.id,
                devices.map((d) => d.id),
              )
            : undefined,
        ),
      );
    const matched: { key: string; deviceId: number }[] = [];
    const unknown: string[] = [];
    for (const b of info.boards) {
      const deviceId = byName.get(b.key);
      if (deviceId === undefined) {
        unknown.push(b.key);
        continue;
      }
      matched.push({ key: b.key, deviceId });
      await tx
        .update(labDevices)
        .set({ agentId, driver: b.driver, lastSeenAt: sql`now()`, state: deviceStateFor(b.state) })
        .where(eq(labDevices.id, deviceId));
    }
    return { matched, unknown };
  });
}

/**
 * A heartbeat: the agent and its devices were seen now. Answers the devices the database has as
 * offline although the agent is alive (the stale sweep of another process took them), so the
 * caller can put their reported state back.
 */
export async function touchAgent(db: Db, agentId: string, deviceIds: number[]): Promise<number[]> {
  await db
    .update(labAgents)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(labAgents.id, agentId));
  if (!deviceIds.length) return [];
  const rows = await db
    .update(labDevices)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(labDevices.agentId, agentId), inArray(labDevices.id, deviceIds)))
    .returning({ id: labDevices.id, state: labDevices.state });
  return rows.filter((r) => r.state === 'offline').map((r) => r.id);
}

/**
 * The connection that started at `connectedAt` is gone: the agent is disconnected and its boards
 * go offline — unless a newer connection of the same agent has registered meanwhile (then
 * connected_at no longer matches and nothing changes).
 */
export async function markAgentOffline(db: Db, agentId: string, connectedAt: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(labAgents)
      .set({ connectedAt: null })
      .where(and(eq(labAgents.id, agentId), eq(labAgents.connectedAt, connectedAt)))
      .returning({ id: labAgents.id });
    if (!done.length) return false;
    await tx
      .update(labDevices)
      .set({ state: 'offline' })
      .where(and(eq(labDevices.agentId, agentId), ne(labDevices.state, 'maintenance')));
    return true;
  });
}

/**
 * Boards whose agent has not been heard from within `timeoutMs` go offline: covers agents whose
 * portal process died with the connection (nobody saw it close). Idempotent; every process runs it.
 */
export async function sweepSilentBoards(db: Db, timeoutMs: number): Promise<void> {
  const cutoff = sql`now() - make_interval(secs => ${timeoutMs / 1000})`;
  await db
    .update(labDevices)
    .set({ state: 'offline' })
    .where(
      and(
        isNotNull(labDevices.agentId),
        notInArray(labDevices.state, ['offline', 'maintenance']),
        or(isNull(labDevices.lastSeenAt), lt(labDevices.lastSeenAt, cutoff)),
      ),
    );
}
