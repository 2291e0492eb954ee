import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  offsetOf,
  type CompleteLocale,
  type PageQuery,
  type ResourceFields,
  type ResourceListQuery,
} from '@occ/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/policy';
import {
  enterpriseApplications,
  productI18n,
  products,
  resourceDownloadMarks,
  resources,
  storedFiles,
  users,
} from '../../db/schema';
import { outer, containing } from '../../db/sql';
import { latestReview, mayReviewResources, submitResource } from './review';

// The resource directory: staff resources are public at once; an enterprise upload, and every
// edit of one, is public only once approved in the console's `approve` queue (review.ts).

/** downloads by one downloader of one resource count once in this long */
const COUNT_WINDOW_SQL = '10 minutes';

/** a product's name in the reader's language, else in Chinese (every product has one) */
const productName = (locale: CompleteLocale) => sql<string | null>`coalesce(
    (select ${productI18n.name} from ${productI18n} where ${productI18n.productId} = ${outer(products.id)} and ${productI18n.locale} = ${locale}),
    (select ${productI18n.name} from ${productI18n} where ${productI18n.productId} = ${outer(products.id)} and ${productI18n.locale} = 'zh-CN'))`;

const columnsFor = (locale: CompleteLocale) => ({
  resource: resources,
  product: {
    code: products.code,
    kind: products.kind,
    category: products.category,
    publishedAt: products.publishedAt,
    name: productName(locale),
  },
  file: {
    name: storedFiles.name,
    size: storedFiles.size,
    sha256: storedFiles.sha256,
    contentType: storedFiles.contentType,
    storageKey: storedFiles.storageKey,
  },
  // the approved company's name, else the uploader's nickname
  enterprise: sql<string | null>`coalesce(
    (select ${enterpriseApplications.companyName} from ${enterpriseApplications}
      where ${enterpriseApplications.userId} = ${outer(resources.ownerId)} and ${enterpriseApplications.state} = 'approved'
      order by ${enterpriseApplications.createdAt} desc limit 1),
    (select ${users.nickname} from ${users} where ${users.id} = ${outer(resources.ownerId)}))`,
  review: latestReview,
});
export type ResourceRow = {
  resource: typeof resources.$inferSelect;
  product: {
    code: string | null;
    kind: string | null;
    category: string | null;
    publishedAt: Date | null;
    name: string | null;
  };
  file: { name: string; size: number; sha256: string; contentType: string; storageKey: string };
  enterprise: string | null;
  review: { state: string | null; comment: string | null };
};

/** Public: approved. A resource under review shows to its owner and to its reviewers only. */
const isPublic = eq(resources.approved, true);
function visibleTo(viewer: Actor | 'link'): SQL {
  // a signed link was issued after this check; it is its own authorisation until it expires
  if (viewer === 'link' || mayReviewResources(viewer)) return sql`true`;
  return viewer ? or(isPublic, eq(resources.ownerId, viewer.id))! : isPublic;
}

const shownProduct = and(eq(products.id, resources.productId), isNotNull(products.publishedAt));

export async function listResources(db: Db, q: ResourceListQuery, locale: CompleteLocale = 'zh-CN') {
  const conds: SQL[] = [isPublic];
  if (q.type) conds.push(eq(resources.type, Number(q.type)));
  if (q.product) conds.push(eq(products.code, q.product));
  if (q.q) {
    const like = containing(q.q);
    conds.push(or(ilike(resources.name, like), ilike(resources.description, like))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total], perType, perProduct] = await Promise.all([
    db
      .select(columnsFor(locale))
      .from(resources)
      .innerJoin(storedFiles, eq(storedFiles.id, resources.fileId))
      .leftJoin(products, shownProduct)
      .where(where)
      .orderBy(desc(resources.updatedAt), desc(resources.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(resources).leftJoin(products, shownProduct).where(where),
    db.select({ type: resources.type, n: count() }).from(resources).where(isPublic).groupBy(resources.type),
    db
      .select({ code: products.code, name: productName(locale), n: count() })
      .from(resources)
      .innerJoin(products, shownProduct)
      .where(isPublic)
      .groupBy(products.id, products.code)
      .orderBy(products.code),
  ]);
  const counts = Object.fromEntries(perType.map((r) => [String(r.type), r.n]));
  const productCounts = perProduct.map((p) => ({ code: p.code, name: p.name ?? p.code, n: p.n }));
  return { rows: rows as ResourceRow[], total: total!.n, counts, products: productCounts };
}

/**
 * The public resources of a vendor's published products (products of its organisation), newest
 * update first: the vendor profile's resources section. Walks products_organisation_idx, then
 * resources_product_idx per product.
 */
export async function listVendorResources(
  db: Db,
  organisation: string,
  q: PageQuery,
  locale: CompleteLocale = 'zh-CN',
) {
  const where = and(isPublic, eq(products.organisation, organisation));
  const [rows, [total]] = await Promise.all([
    db
      .select(columnsFor(locale))
      .from(resources)
      .innerJoin(storedFiles, eq(storedFiles.id, resources.fileId))
      .innerJoin(products, shownProduct)
      .where(where)
      .orderBy(desc(resources.updatedAt), desc(resources.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(resources).innerJoin(products, shownProduct).where(where),
  ]);
  return { rows: rows as ResourceRow[], total: total!.n };
}

/** One resource as `viewer` may see it (null: missing, or under review and not theirs to see). */
export async function getResource(
  db: Db,
  id: number,
  viewer: Actor | 'link',
  locale: CompleteLocale = 'zh-CN',
): Promise<ResourceRow | null> {
  const [row] = await db
    .select(columnsFor(locale))
    .from(resources)
    .innerJoin(storedFiles, eq(storedFiles.id, resources.fileId))
    .leftJoin(products, shownProduct)
    .where(and(eq(resources.id, id), visibleTo(viewer)))
    .limit(1);
  return (row as ResourceRow | undefined) ?? null;
}

/** An enterprise user's own resources, newest first. */
export async function listOwnResources(
  db: Db,
  ownerId: string,
  q: PageQuery,
  locale: CompleteLocale = 'zh-CN',
) {
  const mine = eq(resources.ownerId, ownerId);
  const [rows, [total]] = await Promise.all([
    db
      .select(columnsFor(locale))
      .from(resources)
      .innerJoin(storedFiles, eq(storedFiles.id, resources.fileId))
      .leftJoin(products, shownProduct)
      .where(mine)
      .orderBy(desc(resources.updatedAt), desc(resources.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(resources).where(mine),
  ]);
  return { rows: rows as ResourceRow[], total: total!.n };
}

const rowOf = (f: ResourceFields) => ({
  name: f.name,
  description: f.description,
  type: Number(f.type),
  productId: f.productId,
  version: f.version,
  access: Number(f.access),
  fileLink: f.fileLink,
});

/** Every published product, by code, named in the reader's language (the upload form's picker). */
export async function productOptions(db: Db, locale: CompleteLocale) {
  const rows = await db
    .select({ id: products.id, code: products.code, name: productName(locale) })
    .from(products)
    .where(isNotNull(products.publishedAt))
    .orderBy(products.code);
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name ?? r.code }));
}

/** Whether a product exists and is published (a resource may only name such a product). */
export async function productExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), isNotNull(products.publishedAt)))
    .limit(1);
  return !!row;
}

/** A staff resource (ownerId null) is public at once; an enterprise's goes to review. */
export async function createResource(
  db: Db,
  ownerId: string | null,
  fileId: number,
  f: ResourceFields,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(resources)
      .values({ ...rowOf(f), fileId, ownerId, approved: ownerId === null })
      .returning({ id: resources.id });
    if (ownerId !== null) await submitResource(tx as unknown as Db, ownerId, row!.id);
    return row!.id;
  });
}

/**
 * Edits an enterprise's own resource, which goes back to review (hidden until approved again);
 * false when it is not its own.
 */
export async function updateOwnResource(db: Db, ownerId: string, id: number, f: ResourceFields) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(resources)
      .set({ ...rowOf(f), updatedAt: new Date() })
      .where(and(eq(resources.id, id), eq(resources.ownerId, ownerId)))
      .returning({ id: resources.id });
    if (!rows.length) return false;
    await submitResource(tx as unknown as Db, ownerId, id);
    return true;
  });
}

/** Withdraws an enterprise's own resource with its file; the stored key, or null when not its own. */
export async function deleteOwnResource(db: Db, ownerId: string, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .delete(resources)
      .where(and(eq(resources.id, id), eq(resources.ownerId, ownerId)))
      .returning({ fileId: resources.fileId });
    if (!r) return null;
    const [f] = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.id, r.fileId))
      .returning({ key: storedFiles.storageKey });
    return f?.key ?? null;
  });
}

/**
 * Counts a download that started at byte 0: once per downloader and resource in any 10 minutes
 * (a sliding window), atomically. The mark's row decides: the request that inserts it, or moves
 * a mark 10 minutes old or more to now, counts; concurrent ones wait for its lock and find it
 * fresh. Returns whether this download counted.
 */
export async function countDownload(
  db: Db,
  resourceId: number,
  who: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const counted = await tx
      .insert(resourceDownloadMarks)
      .values({ resourceId, who, countedAt: now })
      .onConflictDoUpdate({
        target: [resourceDownloadMarks.resourceId, resourceDownloadMarks.who],
        set: { countedAt: sql`excluded.counted_at` },
        setWhere: sql`${resourceDownloadMarks.countedAt} <= excluded.counted_at - ${COUNT_WINDOW_SQL}::interval`,
      })
      .returning({ at: resourceDownloadMarks.countedAt });
    if (!counted.length) return false;
    await tx
      .update(resources)
      .set({ downloads: sql`${resources.downloads} + 1` })
      .where(eq(resources.id, resourceId));
    return true;
  });
}

/** Removes marks past the window (they no longer hold a count back); the number removed. */
export async function sweepDownloadMarks(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(resourceDownloadMarks)
    .where(
      sql`${resourceDownloadMarks.countedAt} <= ${now.toISOString()}::timestamptz - ${COUNT_WINDOW_SQL}::interval`,
    )
    .returning({ who: resourceDownloadMarks.who });
  return gone.length;
}
