import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Code } from '@occ/shared';
import type { Db } from '../../db/client';
import { labBoardImages, labDevices, labReservations, labSessionFiles } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { labStorageKey, type LabFileKind } from '../lab-console/storage';
import { LIVE } from '../lab-reservations/create';
import { agentByToken, type AgentIdentity } from './agent-store';

// What an agent may download: files uploaded in a session currently open on one of its boards,
// and catalogue images of the board models it serves. Decided from the database, so any portal
// process answers the same whichever process holds the agent's socket.

const BEARER = /^Bearer\s+(occa_[A-Za-z0-9_-]{16,100})$/i;

/** The agent of the request's bearer token, or null (missing, forged or revoked). */
export async function agentOf(db: Db, req: FastifyRequest): Promise<AgentIdentity | null> {
  const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
  return token ? agentByToken(db, token) : null;
}

export const agentTokenInvalid = () => new AppError(401, Code.AUTH_TOKEN_INVALID, 'labAgentTokenInvalid');

export interface AgentFile {
  kind: LabFileKind;
  storageKey: string;
  size: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session file: its reservation is active on a device this agent serves, and was opened there. */
async function sessionFile(db: Db, agentId: string, id: string): Promise<AgentFile | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select({ storageKey: labSessionFiles.storageKey, size: labSessionFiles.size })
    .from(labSessionFiles)
    .innerJoin(labReservations, eq(labReservations.id, labSessionFiles.reservationId))
    .innerJoin(labDevices, eq(labDevices.id, labReservations.deviceId))
    .where(
      and(
        eq(labSessionFiles.id, id),
        eq(labDevices.agentId, agentId),
        inArray(labReservations.status, LIVE),
        sql`${labReservations.startsAt} <= now() and ${labReservations.endsAt} > now()`,
        sql`exists (select 1 from lab_session_events e where e.reservation_id = ${labReservations.id}
          and e.kind = 'session_open' and e.detail = ${labDevices.name})`,
      ),
    )
    .limit(1);
  return row && { kind: 'session', ...row };
}

/** A catalogue image of a board model one of this agent's devices belongs to. */
async function imageFile(db: Db, agentId: string, id: string): Promise<AgentFile | undefined> {
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return undefined;
  const [row] = await db
    .select({ storageKey: labBoardImages.storageKey, size: labBoardImages.size })
    .from(labBoardImages)
    .where(
      and(
        eq(labBoardImages.id, Number(id)),
        sql`exists (select 1 from ${labDevices} d
          where d.board_model_id = ${labBoardImages.boardModelId} and d.agent_id = ${agentId})`,
      ),
    )
    .limit(1);
  return row && { kind: 'image', ...row };
}

export async function agentFile(
  db: Db,
  agentId: string,
  kind: 'session' | 'image',
  id: string,
): Promise<AgentFile> {
  const file = kind === 'session' ? await sessionFile(db, agentId, id) : await imageFile(db, agentId, id);
  if (!file) throw notFound();
  return file;
}

/** The file's bytes from storage; a key that is not a generated one, or is not stored, is not found. */
export async function openAgentFile(storage: Storage, file: AgentFile) {
  let key: string;
  try {
    key = labStorageKey(file.kind, file.storageKey);
  } catch {
    throw notFound();
  }
  const read = await storage.get(key);
  if (!read) throw notFound();
  return { stream: read.body, size: read.size };
}
