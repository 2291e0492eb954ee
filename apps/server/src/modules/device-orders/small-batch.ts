import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import {
  Code,
  SMALL_BATCH_SIDES,
  SMALL_BATCH_TRANSITIONS,
  type SmallBatchBody,
  type SmallBatchEvent,
  type SmallBatchState,
  type SmallBatchTransitionBody,
  type smallBatchOrder,
  type catalogueOption,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { productI18n, products, smallBatchOrders } from '../../db/schema';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { Scope } from '../devices/scope';
import { actionsFor, historyOf, sidesOf, type Workflow } from './workflow';

export type SmallBatchRow = typeof smallBatchOrders.$inferSelect;

export const smallBatchFlow: Workflow<SmallBatchState, SmallBatchEvent> = {
  subject: 'smallBatch',
  table: smallBatchOrders,
  id: smallBatchOrders.id,
  state: smallBatchOrders.state,
  updatedAt: smallBatchOrders.updatedAt,
  transitions: SMALL_BATCH_TRANSITIONS,
  sides: SMALL_BATCH_SIDES,
  link: (id) => `/admin/small_batch_detail/${id}`,
};

const fieldError = (
  status: number,
  key: 'orderQuoteNeeded' | 'orderTrackingNeeded',
  field: string,
  message: string,
) => new AppError(status, Code.VALIDATION_FAILED, key, {}, [{ field, message }]);

/**
 * The catalogue products of an order, as they are named now: published hardware only (chips,
 * modules, boards); 422 naming `items.<n>.productId` otherwise.
 */
export async function orderItems(
  db: Db,
  items: SmallBatchBody['items'],
  say: (id: number) => string,
): Promise<SmallBatchRow['items']> {
  const ids = [...new Set(items.map((i) => i.productId))];
  const rows = await db
    .select({ id: products.id, code: products.code, name: productI18n.name })
    .from(products)
    .leftJoin(productI18n, and(eq(productI18n.productId, products.id), eq(productI18n.locale, 'zh-CN')))
    .where(and(inArray(products.id, ids), eq(products.kind, 'hardware'), isNotNull(products.publishedAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = items.findIndex((i) => !byId.has(i.productId));
  if (missing >= 0) {
    const id = items[missing]!.productId;
    throw new AppError(422, Code.VALIDATION_FAILED, 'orderProductUnknown', { id }, [
      { field: `items.${missing}.productId`, message: say(id) },
    ]);
  }
  return items.map((i) => {
    const p = byId.get(i.productId)!;
    return { productId: p.id, code: p.code, name: p.name ?? p.code, quantity: i.quantity };
  });
}

/** What a step writes besides the state: a quote's price and lead time, a shipment's tracking number. */
export function stepValues(
  body: SmallBatchTransitionBody,
  say: (key: 'orderQuoteNeeded' | 'orderTrackingNeeded') => string,
): Record<string, unknown> {
  if (body.event === 'quote') {
    if (body.price === undefined || body.leadTimeDays === undefined)
      throw fieldError(
        422,
        'orderQuoteNeeded',
        body.price === undefined ? 'price' : 'leadTimeDays',
        say('orderQuoteNeeded'),
      );
    return { price: body.price, leadTimeDays: body.leadTimeDays };
  }
  if (body.event === 'ship') {
    if (!body.trackingNo)
      throw fieldError(422, 'orderTrackingNeeded', 'trackingNo', say('orderTrackingNeeded'));
    return { trackingNo: body.trackingNo };
  }
  return {};
}

export async function listSmallBatch(
  db: Db,
  scope: Scope,
  q: { page: number; pageSize: number; state?: string },
) {
  const conds: SQL[] = [];
  if (!scope.all) conds.push(eq(smallBatchOrders.organisation, scope.organisation ?? '\u0000'));
  if (q.state) conds.push(eq(smallBatchOrders.state, q.state));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(smallBatchOrders)
      .where(where)
      .orderBy(desc(smallBatchOrders.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(smallBatchOrders).where(where),
  ]);
  return { rows, total: total!.n };
}

export async function presentSmallBatch(
  db: Db,
  scope: Scope,
  row: SmallBatchRow,
  withHistory = true,
): Promise<z.infer<typeof smallBatchOrder>> {
  return {
    id: row.id,
    organisation: row.organisation,
    state: row.state as SmallBatchState,
    items: row.items,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    address: row.address,
    purpose: row.purpose,
    price: row.price === null ? null : Number(row.price),
    leadTimeDays: row.leadTimeDays,
    trackingNo: row.trackingNo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actions: actionsFor(smallBatchFlow, sidesOf(scope, row), row.state as SmallBatchState),
    history: withHistory ? await historyOf(db, 'smallBatch', row.id) : [],
  };
}

/** Published hardware of the catalogue, by code (at most 500). */
export async function catalogueHardware(db: Db): Promise<z.infer<typeof catalogueOption>[]> {
  const rows = await db
    .select({ id: products.id, code: products.code, name: productI18n.name })
    .from(products)
    .leftJoin(productI18n, and(eq(productI18n.productId, products.id), eq(productI18n.locale, 'zh-CN')))
    .where(and(eq(products.kind, 'hardware'), isNotNull(products.publishedAt)))
    .orderBy(products.code)
    .limit(500);
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name ?? r.code }));
}
