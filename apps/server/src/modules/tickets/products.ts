import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeOf, ok } from '@occ/shared';
import { productI18n, products, tickets } from '../../db/schema';
import { requirePermission } from '../../platform/access';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { ticketsPolicy } from './policy';
import { errors } from './support';

const options = envelopeOf(z.array(z.object({ value: z.string(), label: z.string() })));

/**
 * The product select of the submit form (the published catalogue, in the reader's language; the
 * form takes free text when it is empty or the product is not listed) and the workbench queue's
 * product filter (the product names tickets carry).
 */
export async function ticketProductRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/tickets/products',
    {
      preValidation: async (req) => ticketsPolicy.authorize(req.user, 'submit', null),
      schema: {
        operationId: 'tickets.products',
        tags: ['tickets'],
        summary: 'Products of the catalogue a ticket may name (select options: name, name)',
        response: { 200: options, ...errors },
      },
    },
    async (req) => {
      const rows = await db
        .selectDistinct({ name: productI18n.name })
        .from(products)
        .innerJoin(productI18n, eq(productI18n.productId, products.id))
        .where(and(isNotNull(products.publishedAt), eq(productI18n.locale, contentLocaleOf(req))))
        .orderBy(asc(productI18n.name))
        .limit(500);
      return ok(rows.map((r) => ({ value: r.name, label: r.name })));
    },
  );

  app.get(
    '/api/admin/workOrders/products',
    {
      preValidation: async (req) => requirePermission(req.user, 'tickets.handle'),
      schema: {
        operationId: 'tickets.productOptions',
        tags: ['tickets', 'admin'],
        summary: 'The product names tickets carry (options of the queue filter)',
        response: { 200: options, ...errors },
      },
    },
    async () => {
      const rows = await db
        .selectDistinct({ name: tickets.productName })
        .from(tickets)
        .where(ne(tickets.productName, ''))
        .orderBy(asc(tickets.productName))
        .limit(500);
      return ok(rows.map((r) => ({ value: r.name, label: r.name })));
    },
  );
}
