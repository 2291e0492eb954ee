import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterpriseApplications } from '../../db/schema';

/** A customer organisation as the portal knows it: from an approved enterprise certification. */
export interface Organisation {
  /** the certified credit code, upper case: what rows of an organisation carry */
  code: string;
  /** the certified company name */
  name: string;
}

/**
 * The organisation a user belongs to: their latest approved enterprise certification, or null
 * for an individual. Users certified with the same credit code are colleagues (tickets they
 * follow together, vendor products, device products).
 */
export async function organisationOf(db: Db, userId: string): Promise<Organisation | null> {
  const [row] = await db
    .select({ code: enterpriseApplications.creditCode, name: enterpriseApplications.companyName })
    .from(enterpriseApplications)
    .where(and(eq(enterpriseApplications.userId, userId), eq(enterpriseApplications.state, 'approved')))
    .orderBy(desc(enterpriseApplications.reviewedAt), desc(enterpriseApplications.createdAt))
    .limit(1);
  return row ? { code: row.code.trim().toUpperCase(), name: row.name } : null;
}
