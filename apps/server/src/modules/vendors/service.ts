import { and, asc, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompleteLocale, VendorChangeBody, VendorListQuery } from '@occ/shared';
import type { CatalogueKind } from '@occ/shared';
import type { Db } from '../../db/client';
import { productI18n, products, vendorChanges, vendorFollows, vendors } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import { Code } from '@occ/shared';
import type { Organisation } from '../enterprise/organisation';
import type { VendorRow } from './presenter';

/** A listing page: every vendor, or partners / resellers, optionally of one region. */
export async function listVendors(db: Db, q: VendorListQuery) {
  const where: SQL[] = [];
  if (q.kind === 'partner') where.push(eq(vendors.partner, true));
  if (q.kind === 'reseller') where.push(eq(vendors.reseller, true));
  if (q.region) where.push(eq(vendors.region, q.region));
  if (q.name) {
    const name = q.name.toLowerCase();
    where.push(or(sql`lower(${vendors.nameEn}) = ${name}`, sql`lower(${vendors.nameZh}) = ${name}`)!);
  }
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vendors)
      .where(cond)
      .orderBy(asc(vendors.sort), asc(vendors.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(vendors).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findVendor(db: Db, slug: string): Promise<VendorRow> {
  const [row] = await db.select().from(vendors).where(eq(vendors.slug, slug)).limit(1);
  if (!row) throw notFound('vendorNotFound');
  return row;
}

const zh = alias(productI18n, 'zh');

/** The vendor's published products (its organisation's), in the catalogue's order. */
export async function vendorProducts(db: Db, organisation: string, locale: CompleteLocale) {
  const rows = await db
    .select({
      code: products.code,
      kind: products.kind,
      category: products.category,
      imageUrl: products.imageUrl,
      name: sql<string>`coalesce(${productI18n.name}, ${zh.name}, ${products.code})`,
    })
    .from(products)
    .leftJoin(productI18n, and(eq(productI18n.productId, products.id), eq(productI18n.locale, locale)))
    .leftJoin(zh, and(eq(zh.productId, products.id), eq(zh.locale, 'zh-CN')))
    .where(and(eq(products.organisation, organisation), isNotNull(products.publishedAt)))
    .orderBy(asc(products.kind), asc(products.sortOrder), asc(products.id))
    .limit(100);
  return rows.map((r) => ({ ...r, kind: r.kind as CatalogueKind }));
}

export async function followersOf(db: Db, vendorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vendorFollows)
    .where(eq(vendorFollows.vendorId, vendorId));
  return row?.n ?? 0;
}

export async function isFollowing(db: Db, userId: string | null, vendorId: number): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ at: vendorFollows.createdAt })
    .from(vendorFollows)
    .where(and(eq(vendorFollows.userId, userId), eq(vendorFollows.vendorId, vendorId)))
    .limit(1);
  return Boolean(row);
}

/** Follows (idempotent) or stops following a vendor; answers the new state and count. */
export async function setFollowing(db: Db, userId: string, vendorId: number, on: boolean) {
  if (on) await db.insert(vendorFollows).values({ userId, vendorId }).onConflictDoNothing();
  else
    await db
      .delete(vendorFollows)
      .where(and(eq(vendorFollows.userId, userId), eq(vendorFollows.vendorId, vendorId)));
  return { following: on, followers: await followersOf(db, vendorId) };
}

/** The vendor of the member's organisation, or 404 (the organisation is no vendor). */
export async function vendorOfOrganisation(db: Db, org: Organisation | null): Promise<VendorRow> {
  if (!org) throw new AppError(403, Code.FORBIDDEN, 'vendorNotMember');
  const [row] = await db.select().from(vendors).where(eq(vendors.organisation, org.code)).limit(1);
  if (!row) throw notFound('vendorNotFound');
  return row;
}

export async function latestChange(db: Db, vendorId: number) {
  const [row] = await db
    .select()
    .from(vendorChanges)
    .where(eq(vendorChanges.vendorId, vendorId))
    .orderBy(desc(vendorChanges.createdAt))
    .limit(1);
  return row ?? null;
}

/** Files a member's change for review: one pending change per vendor (409). */
export async function submitChange(db: Db, vendor: VendorRow, userId: string, body: VendorChangeBody) {
  const rows = await db
    .insert(vendorChanges)
    .values({ vendorId: vendor.id, userId, title: body.nameZh, body })
    .onConflictDoNothing()
    .returning({ id: vendorChanges.id });
  if (!rows.length) throw conflict('vendorChangePending');
  return rows[0]!.id;
}

/** The vendors a user follows, newest follow first (the personal centre's "my attention"). */
export async function followedVendors(db: Db, userId: string, page: number, pageSize: number) {
  const cond = eq(vendorFollows.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ vendor: vendors })
      .from(vendorFollows)
      .innerJoin(vendors, eq(vendors.id, vendorFollows.vendorId))
      .where(cond)
      .orderBy(desc(vendorFollows.createdAt), desc(vendorFollows.vendorId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(vendorFollows).where(cond),
  ]);
  return { rows: rows.map((r) => r.vendor), total: total?.n ?? 0 };
}
