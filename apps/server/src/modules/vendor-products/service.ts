import { and, desc, eq, inArray } from 'drizzle-orm';
import { Code, translate, type CompleteLocale } from '@occ/shared';
import {
  productAreaBody,
  type ProductAreaBody,
  type VendorProductBody,
  type VendorProductItem,
} from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { drafts, productSubmissions, products } from '../../db/schema';
import { draftOf, saveDraft } from '../../platform/admin-area/publishing';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import type { Organisation } from '../enterprise/organisation';
import { productsBinding, readProduct } from '../products/admin-area';

/** The vendor's body completed into the console's body (vendor = the organisation's name). */
const fullBody = (org: Organisation, b: VendorProductBody): ProductAreaBody =>
  productAreaBody.parse({ ...b, vendor: org.name, sort: 0, featured: false });

async function latestSubmission(db: Db, productId: number) {
  const [row] = await db
    .select()
    .from(productSubmissions)
    .where(eq(productSubmissions.productId, productId))
    .orderBy(desc(productSubmissions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * One product of the organisation. Reading another organisation's product answers 404, as for one
 * that does not exist (an unreleased product stays unseen); changing it answers 403 (issue 16: a
 * vendor cannot edit another vendor's product), and 404 only when there is no such product.
 */
export async function ownProduct(db: Db, org: Organisation, id: number, intent: 'read' | 'write' = 'read') {
  const [row] = await db
    .select({
      id: products.id,
      organisation: products.organisation,
      publishedAt: products.publishedAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (row?.organisation === org.code) return row;
  if (row && intent === 'write') throw forbidden();
  throw notFound('productNotFound');
}

/** The working copy: the pending draft of a live product, else the row itself. */
export async function workingCopy(db: Db, id: number): Promise<ProductAreaBody> {
  const draft = await draftOf(db, productsBinding, id);
  if (draft) return productAreaBody.parse(draft);
  const live = await readProduct(db, id);
  if (!live) throw notFound('productNotFound');
  return live;
}

function codeTaken(locale: CompleteLocale) {
  return new AppError(409, Code.CONFLICT, 'productCodeTaken', {}, [
    { field: 'productCode', message: translate('productCodeTaken', locale) },
  ]);
}

async function refuseTakenCode(db: Db, code: string, exceptId: number | null, locale: CompleteLocale) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.code, code)).limit(1);
  if (row && row.id !== exceptId) throw codeTaken(locale);
}

/** A new product of the organisation: an unpublished row (its own draft). */
export async function createProduct(db: Db, org: Organisation, b: VendorProductBody, locale: CompleteLocale) {
  const body = fullBody(org, b);
  await refuseTakenCode(db, body.productCode, null, locale);
  return db.transaction(async (tx) => {
    const id = await productsBinding.create!(tx as unknown as Db, body);
    await tx
      .update(products)
      .set({ organisation: org.code })
      .where(eq(products.id, Number(id)));
    return Number(id);
  });
}

/**
 * Edits the working copy: the row while never published, else the draft in `drafts` (the live
 * page is unchanged until a reviewer approves). Refused (409) while a submission is pending.
 */
export async function editProduct(
  db: Db,
  org: Organisation,
  id: number,
  b: VendorProductBody,
  userId: string,
  locale: CompleteLocale,
) {
  const row = await ownProduct(db, org, id, 'write');
  if ((await latestSubmission(db, id))?.state === 'pending') throw conflict('productUnderReview');
  const body = fullBody(org, b);
  await refuseTakenCode(db, body.productCode, id, locale);
  await db.transaction(async (tx) => {
    if (row.publishedAt) await saveDraft(tx as unknown as Db, productsBinding, id, body, userId);
    else await productsBinding.update!(tx as unknown as Db, id, body);
  });
}

/** Files the product for review: one pending submission at a time (409). */
export async function submitProduct(db: Db, org: Organisation, id: number, userId: string) {
  await ownProduct(db, org, id, 'write');
  const body = await workingCopy(db, id);
  const rows = await db
    .insert(productSubmissions)
    .values({ productId: id, userId, productCode: body.productCode, title: body.nameZh })
    .onConflictDoNothing()
    .returning({ id: productSubmissions.id });
  if (!rows.length) throw conflict('productAlreadySubmitted');
  return rows[0]!.id;
}

/** The organisation's products with their review state, newest first. */
export async function listOwnProducts(db: Db, org: Organisation): Promise<VendorProductItem[]> {
  const rows = await db
    .select({ id: products.id, publishedAt: products.publishedAt, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.organisation, org.code))
    .orderBy(desc(products.id))
    .limit(200);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [subs, pendingDrafts] = await Promise.all([
    db
      .select()
      .from(productSubmissions)
      .where(inArray(productSubmissions.productId, ids))
      .orderBy(desc(productSubmissions.createdAt)),
    db
      .select({ recordId: drafts.recordId, updatedAt: drafts.updatedAt })
      .from(drafts)
      .where(and(eq(drafts.resource, productsBinding.decl.key), inArray(drafts.recordId, ids.map(String)))),
  ]);
  const items: VendorProductItem[] = [];
  for (const r of rows) {
    const body = await workingCopy(db, r.id);
    const sub = subs.find((s) => s.productId === r.id);
    const draft = pendingDrafts.find((d) => d.recordId === String(r.id));
    const state =
      sub?.state === 'pending' || sub?.state === 'rejected'
        ? sub.state
        : r.publishedAt
          ? 'published'
          : 'draft';
    items.push({
      id: r.id,
      productCode: body.productCode,
      productKind: body.productKind,
      category: body.category,
      name: body.nameZh,
      state,
      hasDraft: Boolean(draft),
      reviewComment: sub?.state === 'rejected' ? sub.reviewComment : null,
      updatedAt: (draft?.updatedAt ?? r.updatedAt).toISOString(),
    });
  }
  return items;
}
