import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { offsetOf, type LabBoardBody, type LabInventoryQuery } from '@occ/shared';
import type { Db } from '../../db/client';
import { labBoardModels, labCompanies, labDevices, labSocModels } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { containsPattern } from './db-errors';

const columns = {
  id: labBoardModels.id,
  name: labBoardModels.name,
  description: labBoardModels.description,
  imageUrl: labBoardModels.imageUrl,
  company: { id: labCompanies.id, name: labCompanies.name },
  soc: { id: labSocModels.id, name: labSocModels.name },
  osTypes: labBoardModels.osTypes,
  industries: labBoardModels.industries,
  fields: labBoardModels.fields,
  microservices: labBoardModels.microservices,
  availableUntil: labBoardModels.availableUntil,
  createdAt: labBoardModels.createdAt,
  // correlated count on lab_devices_board_idx: one statement per page, no N+1
  deviceCount: sql<number>`(select count(*)::int from ${labDevices} where ${labDevices.boardModelId} = ${labBoardModels.id})`,
};

/** Tags are kept trimmed and without duplicates, in the order given. */
const tags = (list: string[]) => [...new Set(list.map((s) => s.trim()))];

const values = (b: LabBoardBody) => ({
  companyId: b.companyId,
  socModelId: b.socModelId,
  name: b.name,
  description: b.description || null,
  imageUrl: b.imageUrl || null,
  osTypes: tags(b.osTypes),
  industries: tags(b.industries),
  fields: tags(b.fields),
  microservices: tags(b.microservices),
  availableUntil: b.availableUntil ? new Date(b.availableUntil) : null,
});

function filters(q: LabInventoryQuery): SQL | undefined {
  const c: SQL[] = [];
  if (q.q) c.push(ilike(labBoardModels.name, containsPattern(q.q)));
  if (q.companyId) c.push(eq(labBoardModels.companyId, q.companyId));
  if (q.socModelId) c.push(eq(labBoardModels.socModelId, q.socModelId));
  return c.length ? and(...c) : undefined;
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(labBoardModels)
    .innerJoin(labCompanies, eq(labCompanies.id, labBoardModels.companyId))
    .innerJoin(labSocModels, eq(labSocModels.id, labBoardModels.socModelId));
export type BoardRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export async function listBoards(db: Db, q: LabInventoryQuery) {
  const where = filters(q);
  const [items, [total]] = await Promise.all([
    joined(db).where(where).orderBy(asc(labBoardModels.name)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(labBoardModels).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function getBoard(db: Db, id: number): Promise<BoardRow> {
  const [row] = await joined(db).where(eq(labBoardModels.id, id));
  if (!row) throw notFound();
  return row;
}

export async function createBoard(db: Db, body: LabBoardBody): Promise<BoardRow> {
  const [row] = await db.insert(labBoardModels).values(values(body)).returning({ id: labBoardModels.id });
  return getBoard(db, row!.id);
}

export async function updateBoard(db: Db, id: number, body: LabBoardBody): Promise<BoardRow> {
  const [row] = await db
    .update(labBoardModels)
    .set(values(body))
    .where(eq(labBoardModels.id, id))
    .returning({ id: labBoardModels.id });
  if (!row) throw notFound();
  return getBoard(db, id);
}

/** Refused (23503 → 409) while devices or reservations name the board; collections go with it. */
export async function deleteBoard(db: Db, id: number): Promise<void> {
  const [row] = await db
    .delete(labBoardModels)
    .where(eq(labBoardModels.id, id))
    .returning({ id: labBoardModels.id });
  if (!row) throw notFound();
}
