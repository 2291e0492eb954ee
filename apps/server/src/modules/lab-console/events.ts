import { asc, eq } from 'drizzle-orm';
import type { SessionEventKind } from '@occ/shared';
import type { Db } from '../../db/client';
import { labSessionEvents } from '../../db/schema';

// The action log of a session (spec §1 report download): every board action, how it ended and when.

export type SessionEventRow = typeof labSessionEvents.$inferSelect;

const DETAIL_MAX = 500;

export async function recordEvent(
  db: Db,
  e: {
    reservationId: string;
    userId: string | null;
    kind: SessionEventKind;
    ok: boolean;
    detail?: string | null;
  },
): Promise<SessionEventRow> {
  const [row] = await db
    .insert(labSessionEvents)
    .values({
      reservationId: e.reservationId,
      userId: e.userId,
      kind: e.kind,
      ok: e.ok,
      detail: e.detail ? e.detail.slice(0, DETAIL_MAX) : null,
    })
    .returning();
  return row!;
}

/** A session's events in time order (bounded: a session lasts at most a few hours). */
export function listEvents(db: Db, reservationId: string, limit = 5000): Promise<SessionEventRow[]> {
  return db
    .select()
    .from(labSessionEvents)
    .where(eq(labSessionEvents.reservationId, reservationId))
    .orderBy(asc(labSessionEvents.at), asc(labSessionEvents.id))
    .limit(limit);
}
