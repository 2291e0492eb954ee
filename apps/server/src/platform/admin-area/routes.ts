import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeOf, errorResponses, fieldLabel, ok, pageOf } from '@occ/shared';
import type { Db } from '../../db/client';
import { bareColumnsInSubquery } from '../../db/sql';
import { requirePermission } from '../access';
import { writeAudit } from '../audit';
import { maskSecrets, requireSecrets, withoutEmptySecrets } from './secrets';
import { contentLocaleOf } from '../i18n';
import { conflict, idNotExist } from '../errors';
import type { App } from '../types';
import { areaOpId, numericId, type AreaBinding, type AreaId, type AreaOp } from './binding';
import { exportRows, getAreaRow, listArea, listQuerySchema, toCsv, type ListQuery } from './list';
import { draftOf, publishedAtOf, saveDraft } from './publishing';
import { publishRoutes } from './publish-routes';
import { pgError } from '../pg-error';

const errors = errorResponses(401, 403, 404, 409, 422);
const item = z.looseObject({ id: z.union([z.number(), z.string()]) });
// generic shapes are beyond the type provider's inference; the schemas still validate and document
const env = (s: z.ZodType) => envelopeOf(s) as z.ZodType<unknown>;

export interface AreaContext {
  app: App;
  db: Db;
  b: AreaBinding;
  base: string;
  tags: string[];
  idOf(req: FastifyRequest): AreaId;
  guard(permission: string | undefined): (req: FastifyRequest) => Promise<void>;
  /** runs `fn` in a transaction, maps a unique-key clash to 409 (or the area's own answer for
   * `req`), then tells the binding */
  write<T>(fn: (tx: Db) => Promise<T>, req?: FastifyRequest): Promise<T>;
}

/**
 * Serves one declared console area under /api/admin/<key> (DESIGN §10): list (paged, filtered,
 * sorted, searched), CSV export, get, create, update, delete and bulk delete, each guarded by the
 * declaration's permission before validation (a refused caller learns nothing from a 422), each
 * write with its audit row in the same transaction. Publishable areas get publish-routes.ts too.
 */
export function registerAdminArea(app: App, b: AreaBinding) {
  const { decl } = b;
  for (const [key, col] of Object.entries(b.columns)) {
    const bare = bareColumnsInSubquery(col, b.table);
    if (bare.length)
      throw new Error(`area ${decl.key}, column ${key}: name ${bare.join(', ')} by outer() in its subquery`);
  }
  const { db } = app.database;
  const ctx: AreaContext = {
    app,
    db,
    b,
    base: `/api/admin/${decl.key}`,
    tags: ['admin', decl.key],
    idOf(req) {
      const raw = (req.params as { id: string }).id;
      const id = (b.parseId ?? numericId)(raw);
      if (id === null) throw idNotExist();
      return id;
    },
    guard: (permission) => async (req) => requirePermission(req.user, permission ?? decl.actions.read),
    async write(fn, req) {
      try {
        const out = await db.transaction((tx) => fn(tx as unknown as Db));
        b.afterWrite?.();
        return out;
      } catch (e) {
        const own = req && b.writeError?.(e, req);
        if (own) throw own;
        if (pgError(e)?.code === '23505') throw conflict('keyInUse');
        if (pgError(e)?.code === '23503') throw conflict('inUse');
        throw e;
      }
    },
  };
  const { base, tags } = ctx;
  const query = listQuerySchema(b);
  const idParams = z.object({ id: z.string().min(1).max(64) });
  const op = (name: AreaOp) => areaOpId(b, name);
  const fixed = decl.fields.filter((f) => f.fixed).map((f) => f.name);
  const fixedValues = (live: object) =>
    Object.fromEntries(fixed.map((k) => [k, (live as Record<string, unknown>)[k]]));

  app.get(
    base,
    {
      preValidation: ctx.guard(decl.actions.read),
      schema: {
        operationId: op('list'),
        tags,
        summary: `${decl.key}: paged list with filters, search and sort`,
        querystring: query,
        response: { 200: env(pageOf(item)), ...errors },
      },
    },
    async (req) => ok(await listArea(db, b, req.query as ListQuery)),
  );

  app.get(
    `${base}/export`,
    {
      preValidation: ctx.guard(decl.actions.read),
      schema: {
        operationId: op('export'),
        tags,
        summary: `${decl.key}: the filtered list as CSV (at most 10 000 rows)`,
        querystring: query,
      },
    },
    async (req: FastifyRequest, reply: FastifyReply) => {
      const rows = await exportRows(db, b, req.query as ListQuery);
      const keys = ['id', ...decl.columns.map((c) => c.name)];
      const loc = contentLocaleOf(req);
      const header = keys.map((k) => (k === 'id' ? 'ID' : fieldLabel(k, loc)));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${decl.key}.csv"`)
        .send(toCsv(header, rows, keys));
    },
  );

  app.get(
    `${base}/:id`,
    {
      preValidation: ctx.guard(decl.actions.read),
      schema: {
        operationId: op('get'),
        tags,
        summary: `${decl.key}: one item with the values its form edits (the draft, where there is one)`,
        params: idParams,
        response: { 200: env(z.object({ item, body: z.record(z.string(), z.unknown()) })), ...errors },
      },
    },
    async (req) => {
      const id = ctx.idOf(req);
      const row = await getAreaRow(db, b, id);
      const live = row && (await b.read(db, id));
      if (!row || !live) throw idNotExist();
      const draft = b.publishedAt ? await draftOf(db, b, id) : null;
      return ok({ item: row, body: draft ?? live });
    },
  );

  if (b.create && decl.actions.create) {
    app.post(
      base,
      {
        preValidation: ctx.guard(decl.actions.create),
        schema: {
          operationId: op('create'),
          tags,
          summary: `${decl.key}: create${b.publishedAt ? ' (unpublished until published)' : ''}`,
          body: decl.body,
          response: { 200: env(item), ...errors },
        },
      },
      async (req) => {
        requireSecrets(req, decl, req.body as Record<string, unknown>);
        const id = await ctx.write(async (tx) => {
          const newId = await b.create!(tx, req.body as never);
          await writeAudit(tx, req, {
            resource: decl.key,
            recordId: newId,
            action: 'create',
            after: maskSecrets(decl, req.body as Record<string, unknown>),
          });
          return newId;
        }, req);
        await b.afterCreate?.(req, id);
        return ok(await getAreaRow(db, b, id));
      },
    );
  }

  if (b.update && decl.actions.update) {
    app.put(
      `${base}/:id`,
      {
        preValidation: ctx.guard(decl.actions.update),
        schema: {
          operationId: op('update'),
          tags,
          summary: `${decl.key}: save${b.publishedAt ? ' (a live item keeps its changes as a draft until published)' : ''}`,
          params: idParams,
          body: decl.body,
          response: { 200: env(item), ...errors },
        },
      },
      async (req) => {
        const id = ctx.idOf(req);
        await ctx.write(async (tx) => {
          const live = await b.read(tx, id);
          if (!live) throw idNotExist();
          const isLive = b.publishedAt ? (await publishedAtOf(tx, b, id)) !== null : false;
          const before = (isLive && (await draftOf(tx, b, id))) || live;
          // fields declared fixed (a key, a client id) keep their stored value whatever is sent
          const body = withoutEmptySecrets(decl, { ...(req.body as object), ...fixedValues(live) });
          if (isLive) await saveDraft(tx, b, id, body, req.user?.id ?? null);
          else await b.update!(tx, id, body as never);
          await writeAudit(tx, req, {
            resource: decl.key,
            recordId: id,
            action: 'update',
            before,
            after: maskSecrets(decl, body),
          });
        }, req);
        return ok(await getAreaRow(db, b, id));
      },
    );
  }

  if (b.remove && decl.actions.delete) {
    const removeOne = async (tx: Db, req: FastifyRequest, id: AreaId) => {
      const before = await b.read(tx, id);
      if (!before) throw idNotExist();
      await b.remove!(tx, id);
      await writeAudit(tx, req, { resource: decl.key, recordId: id, action: 'delete', before });
    };
    app.delete(
      `${base}/:id`,
      {
        preValidation: ctx.guard(decl.actions.delete),
        schema: {
          operationId: op('delete'),
          tags,
          params: idParams,
          response: { 200: env(z.object({ id: z.union([z.number(), z.string()]) })), ...errors },
        },
      },
      async (req) => {
        const id = ctx.idOf(req);
        await ctx.write((tx) => removeOne(tx, req, id), req);
        return ok({ id });
      },
    );
    app.post(
      `${base}/bulk-delete`,
      {
        preValidation: ctx.guard(decl.actions.delete),
        schema: {
          operationId: op('bulkDelete'),
          tags,
          summary: `${decl.key}: delete several items at once (all or none)`,
          body: z.object({
            ids: z
              .array(z.union([z.number().int(), z.string().max(64)]))
              .min(1)
              .max(100),
          }),
          response: { 200: env(z.object({ deleted: z.number().int() })), ...errors },
        },
      },
      async (req) => {
        const { ids } = req.body as { ids: (number | string)[] };
        const parsed = ids.map((raw) => (b.parseId ?? numericId)(String(raw)));
        if (parsed.some((id) => id === null)) throw idNotExist();
        await ctx.write(async (tx) => {
          for (const id of parsed) await removeOne(tx, req, id!);
        }, req);
        return ok({ deleted: parsed.length });
      },
    );
  }

  if (b.transition && decl.lifecycle) {
    const { events: allowed, column } = decl.lifecycle;
    app.post(
      `${base}/:id/transition`,
      {
        preValidation: ctx.guard(decl.actions.update),
        schema: {
          operationId: op('transition'),
          tags,
          summary: `${decl.key}: move along its lifecycle (${allowed.join(', ')}); 409 when the state does not allow it`,
          params: idParams,
          body: z.object({ event: z.enum(allowed as [string, ...string[]]) }),
          response: { 200: env(z.object({ state: z.string() })), ...errors },
        },
      },
      async (req) => {
        const id = ctx.idOf(req);
        const { event } = req.body as { event: string };
        const state = await ctx.write(async (tx) => {
          const [row] = await tx
            .select({ s: b.columns[column]! as never })
            .from(b.table)
            .where(eq(b.id, id))
            .limit(1);
          if (!row) throw idNotExist();
          const to = await b.transition!(tx, id, event);
          await writeAudit(tx, req, {
            resource: decl.key,
            recordId: id,
            action: 'update',
            before: { [column]: (row as { s: unknown }).s },
            after: { [column]: to, event },
          });
          return to;
        });
        await b.afterTransition?.(req, id, state);
        return ok({ state });
      },
    );
  }

  if (b.publishedAt) publishRoutes(ctx);
}
