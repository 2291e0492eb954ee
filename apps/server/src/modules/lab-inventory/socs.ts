import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { offsetOf, type LabInventoryQuery, type LabSocBody } from '@occ/shared';
import type { Db } from '../../db/client';
import { labCompanies, labCpuModels, labSocModels } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { containsPattern } from './db-errors';

const columns = {
  id: labSocModels.id,
  name: labSocModels.name,
  description: labSocModels.description,
  company: { id: labCompanies.id, name: labCompanies.name },
  cpu: { id: labCpuModels.id, name: labCpuModels.name },
};
export type SocRow = {
  id: number;
  name: string;
  description: string | null;
  company: { id: number; name: string };
  cpu: { id: number; name: string };
};

const values = (b: LabSocBody) => ({
  companyId: b.companyId,
  cpuModelId: b.cpuModelId,
  name: b.name,
  description: b.description || null,
});

function filters(q: LabInventoryQuery): SQL | undefined {
  const c: SQL[] = [];
  if (q.q) c.push(ilike(labSocModels.name, containsPattern(q.q)));
  if (q.companyId) c.push(eq(labSocModels.companyId, q.companyId));
  if (q.cpuModelId) c.push(eq(labSocModels.cpuModelId, q.cpuModelId));
  return c.length ? and(...c) : undefined;
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(labSocModels)
    .innerJoin(labCompanies, eq(labCompanies.id, labSocModels.companyId))
    .innerJoin(labCpuModels, eq(labCpuModels.id, labSocModels.cpuModelId));

export async function listSocs(db: Db, q: LabInventoryQuery) {
  const where = filters(q);
  const [items, [total]] = await Promise.all([
    joined(db).where(where).orderBy(asc(labSocModels.name)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(labSocModels).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function getSoc(db: Db, id: number): Promise<SocRow> {
  const [row] = await joined(db).where(eq(labSocModels.id, id));
  if (!row) throw notFound();
  return row;
}

export async function createSoc(db: Db, body: LabSocBody): Promise<SocRow> {
  const [row] = await db.insert(labSocModels).values(values(body)).returning({ id: labSocModels.id });
  return getSoc(db, row!.id);
}

export async function updateSoc(db: Db, id: number, body: LabSocBody): Promise<SocRow> {
  const [row] = await db
    .update(labSocModels)
    .set(values(body))
    .where(eq(labSocModels.id, id))
    .returning({ id: labSocModels.id });
  if (!row) throw notFound();
  return getSoc(db, id);
}

/** Refused (23503 → 409) while board models use the SoC. */
export async function deleteSoc(db: Db, id: number): Promise<void> {
  const [row] = await db
    .delete(labSocModels)
    .where(eq(labSocModels.id, id))
    .returning({ id: labSocModels.id });
  if (!row) throw notFound();
}
