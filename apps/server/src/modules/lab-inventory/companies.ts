import { asc, count, eq, ilike, or } from 'drizzle-orm';
import { offsetOf, type LabCompanyBody, type LabInventoryQuery } from '@occ/shared';
import type { Db } from '../../db/client';
import { labCompanies } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { containsPattern } from './db-errors';

export type CompanyRow = typeof labCompanies.$inferSelect;

const values = (b: LabCompanyBody) => ({ name: b.name, nameEn: b.nameEn, website: b.website || null });

export async function listCompanies(db: Db, q: LabInventoryQuery) {
  const where = q.q
    ? or(ilike(labCompanies.name, containsPattern(q.q)), ilike(labCompanies.nameEn, containsPattern(q.q)))
    : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(labCompanies)
      .where(where)
      .orderBy(asc(labCompanies.name))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(labCompanies).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function createCompany(db: Db, body: LabCompanyBody): Promise<CompanyRow> {
  const [row] = await db.insert(labCompanies).values(values(body)).returning();
  return row!;
}

export async function updateCompany(db: Db, id: number, body: LabCompanyBody): Promise<CompanyRow> {
  const [row] = await db.update(labCompanies).set(values(body)).where(eq(labCompanies.id, id)).returning();
  if (!row) throw notFound();
  return row;
}

/** Refused (23503 → 409) while CPU, SoC or board models still name the company. */
export async function deleteCompany(db: Db, id: number): Promise<void> {
  const [row] = await db
    .delete(labCompanies)
    .where(eq(labCompanies.id, id))
    .returning({ id: labCompanies.id });
  if (!row) throw notFound();
}
