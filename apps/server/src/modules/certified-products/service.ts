import { and, count, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { CertifiedProductsQuery, CompleteLocale } from '@occ/shared';
import { offsetOf } from '@occ/shared';
import type { Db } from '../../db/client';
import { deviceCertifications, deviceProducts, enterpriseApplications, vendors } from '../../db/schema';
import { containing } from '../../db/sql';

// The public list of certified products (issue 15): approved chip certifications only, each with
// its product, chip, the organisation's name and the day it was certified. The organisation is a
// credit code: its vendor profile's name, else the company name of an approved enterprise
// certification with that code.

const c = deviceCertifications;

/** The certified company name of an organisation (its latest approved enterprise certification). */
const certifiedCompany = sql<string | null>`(
  select ${enterpriseApplications.companyName} from ${enterpriseApplications}
  where upper(trim(${enterpriseApplications.creditCode})) = ${deviceProducts.organisation}
    and ${enterpriseApplications.state} = 'approved'
  order by ${enterpriseApplications.reviewedAt} desc nulls last
  limit 1)`;

const companyOf = (locale: CompleteLocale) =>
  locale === 'en-US'
    ? sql<string>`coalesce(nullif(${vendors.nameEn}, ''), nullif(${vendors.nameZh}, ''), ${certifiedCompany}, '')`
    : sql<string>`coalesce(nullif(${vendors.nameZh}, ''), nullif(${vendors.nameEn}, ''), ${certifiedCompany}, '')`;

const approved = and(eq(c.state, 'approved'), isNotNull(c.certificateNo), isNotNull(c.reviewedAt));

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = containing(q);
  return or(
    sql`${c.productName} ilike ${like}`,
    sql`${c.chip} ilike ${like}`,
    sql`${c.certificateNo} ilike ${like}`,
    sql`${vendors.nameZh} ilike ${like}`,
    sql`${vendors.nameEn} ilike ${like}`,
    sql`${certifiedCompany} ilike ${like}`,
  );
}

const columns = (locale: CompleteLocale) => ({
  certificateNo: c.certificateNo,
  productName: c.productName,
  chip: c.chip,
  company: companyOf(locale),
  reviewedAt: c.reviewedAt,
});
export type CertifiedRow = {
  certificateNo: string | null;
  productName: string;
  chip: string;
  company: string;
  reviewedAt: Date | null;
};

const base = (db: Db, locale: CompleteLocale) =>
  db
    .select(columns(locale))
    .from(c)
    .innerJoin(deviceProducts, eq(deviceProducts.id, c.productId))
    .leftJoin(vendors, eq(vendors.organisation, deviceProducts.organisation));

/** One page of certified products matching the search, newest first. */
export async function listCertifiedProducts(
  db: Db,
  locale: CompleteLocale,
  q: CertifiedProductsQuery,
): Promise<{ rows: CertifiedRow[]; total: number }> {
  const where = and(approved, matching(q.q));
  const [rows, [total]] = await Promise.all([
    base(db, locale)
      .where(where)
      .orderBy(sql`${c.reviewedAt} desc nulls last`, sql`${c.id} desc nulls last`) // as the index
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(c)
      .innerJoin(deviceProducts, eq(deviceProducts.id, c.productId))
      .leftJoin(vendors, eq(vendors.organisation, deviceProducts.organisation))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One approved certificate by its exact number (case-insensitive), or null. */
export async function findCertificate(
  db: Db,
  locale: CompleteLocale,
  certificateNo: string,
): Promise<CertifiedRow | null> {
  const [row] = await base(db, locale)
    .where(and(approved, sql`upper(${c.certificateNo}) = upper(${certificateNo})`))
    .limit(1);
  return row ?? null;
}
