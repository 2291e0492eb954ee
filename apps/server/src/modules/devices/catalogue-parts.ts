import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  catalogueParts,
  DEVICE_CHIP_CATEGORIES,
  DEVICE_MODULE_CATEGORIES,
  envelopeOf,
  errorResponses,
  ok,
  productPath,
  type CatalogueKind,
  type CatalogueParts,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { productI18n, products } from '../../db/schema';
import type { App } from '../../platform/types';
import { devicesPolicy } from './policy';

// The catalogue's chips, MCUs and modules a device product is built on (issue 23): the product
// form offers them by name, and the product page links a chip or module to its catalogue page.

const PARTS_MAX = 500;

/** Published hardware of the chip and module categories, by English name (else Chinese). */
export async function listCatalogueParts(db: Db): Promise<CatalogueParts> {
  const en = alias(productI18n, 'en');
  const zh = alias(productI18n, 'zh');
  const name = sql<string>`coalesce(${en.name}, ${zh.name}, ${products.code})`;
  const rows = await db
    .select({ name, category: products.category, code: products.code, kind: products.kind })
    .from(products)
    .leftJoin(en, and(eq(en.productId, products.id), eq(en.locale, 'en-US')))
    .leftJoin(zh, and(eq(zh.productId, products.id), eq(zh.locale, 'zh-CN')))
    .where(
      and(
        eq(products.kind, 'hardware'),
        inArray(products.category, [...DEVICE_CHIP_CATEGORIES, ...DEVICE_MODULE_CATEGORIES]),
        isNotNull(products.publishedAt),
      ),
    )
    .orderBy(asc(name))
    .limit(PARTS_MAX);
  const parts = rows.map((r) => ({
    name: r.name,
    category: r.category,
    path: productPath({ kind: r.kind as CatalogueKind, category: r.category, code: r.code }),
  }));
  const chip = new Set<string>(DEVICE_CHIP_CATEGORIES);
  return {
    chips: parts.filter((p) => chip.has(p.category)),
    modules: parts.filter((p) => !chip.has(p.category)),
  };
}

/** GET /api/devices/catalogue-parts, for whoever may use the device console. */
export function catalogueRoutes(app: App, tags: string[]) {
  const { db } = app.database;
  const use = async (req: { user: Parameters<typeof devicesPolicy.authorize>[0] }) =>
    devicesPolicy.authorize(req.user, 'use', null);
  app.get(
    '/api/devices/catalogue-parts',
    {
      preValidation: use,
      schema: {
        operationId: 'deviceProducts.catalogueParts',
        tags,
        summary: 'The catalogue’s published chips, MCUs and modules a device product may be built on',
        response: { 200: envelopeOf(catalogueParts), ...errorResponses(401, 403) },
      },
    },
    async () => ok(await listCatalogueParts(db)),
  );
}
