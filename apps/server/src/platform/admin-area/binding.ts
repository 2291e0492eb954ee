import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AdminAreaDeclaration } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { idNotExist } from '../errors';

export type AreaId = number | string;
export type AreaRow = Record<string, unknown>;

/**
 * How a declared console area (packages/shared/src/admin/areas) reaches its rows: the one thing
 * an area writes on the server besides its own rules. The engine (routes.ts) does the rest:
 * permissions, validation, paging, filters, sort, CSV, audit, transactions, drafts and versions.
 */
export interface AreaBinding<S extends z.ZodObject = z.ZodObject> {
  decl: AdminAreaDeclaration<S>;
  table: PgTable;
  id: AnyPgColumn;
  /** item property → column (what the list selects, filters, sorts and exports) */
  columns: Record<string, AnyPgColumn | SQL>;
  /**
   * a view's limit on the table's rows (`decl.viewOf`, e.g. the MCUs among the products): the
   * rows it lists, counts, exports and unpublishes; its `read` answers null outside it
   */
  scope?: SQL;
  /** the text columns the search box looks in */
  searchColumns: (AnyPgColumn | SQL)[];
  /** parse a path id (numbers for identity keys) */
  parseId?: (raw: string) => AreaId | null;
  /** the record as its form edits it (the shape of `decl.body`), or null when it does not exist */
  read(tx: Db, id: AreaId): Promise<z.infer<S> | null>;
  create?(tx: Db, body: z.infer<S>): Promise<AreaId>;
  update?(tx: Db, id: AreaId, body: z.infer<S>): Promise<void>;
  remove?(tx: Db, id: AreaId): Promise<void>;
  /** publishable areas: the column that says when the record went live (null = not published) */
  publishedAt?: AnyPgColumn;
  /** publishable areas: runs in the publish transaction (e.g. a lifecycle moves draft → published) */
  onPublish?(tx: Db, id: AreaId): Promise<void>;
  /** areas with a declared lifecycle: moves the row by `event` (409 when the table refuses); the new state */
  transition?(tx: Db, id: AreaId, event: string): Promise<string>;
  /** the area's own answer to a refused write (a taken name on its field); null: the engine's 409 */
  writeError?(e: unknown, req: FastifyRequest): Error | null;
  /** called after every committed write (e.g. to drop a count cache) */
  afterWrite?(): void;
  /** after a create committed (e.g. notify people of the new record); `req.server` is the app */
  afterCreate?(req: FastifyRequest, id: AreaId): Promise<void>;
  /** after a lifecycle transition committed, with the new state (e.g. notify the row's owner) */
  afterTransition?(req: FastifyRequest, id: AreaId, state: string): Promise<void>;
  /**
   * operation ids where `<key>.list`, `<key>.get`, … are the module's public or own-side routes
   * already (every operation id is unique: openapi.api.test.ts)
   */
  opNames?: Partial<Record<AreaOp, string>>;
}

/** The engine's routes of an area, each `<key>.<op>` unless the binding's `opNames` names it. */
export type AreaOp =
  | 'list'
  | 'export'
  | 'get'
  | 'create'
  | 'update'
  | 'delete'
  | 'bulkDelete'
  | 'transition'
  | 'changes'
  | 'publish'
  | 'unpublish'
  | 'versions'
  | 'restore';

/** The operation id of one of an area's routes (its `opNames` entry, else `<key>.<op>`). */
export const areaOpId = (b: Pick<AreaBinding, 'decl' | 'opNames'>, op: AreaOp) =>
  b.opNames?.[op] ?? `${b.decl.key}.${op}`;

/**
 * The key an area's drafts and versions are kept under: a view's are those of the area it views,
 * so an item has one draft whichever entry it is edited from.
 */
export const recordsKey = (b: Pick<AreaBinding, 'decl'>): string => b.decl.viewOf ?? b.decl.key;

export const numericId = (raw: string): number | null => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * `read` for a table whose columns are named like the body's properties: the row of a numeric id
 * as the form body (null when there is none).
 */
export function readById<S extends z.ZodObject>(
  table: PgTable,
  id: AnyPgColumn,
  decl: AdminAreaDeclaration<S>,
) {
  return async (tx: Db, rowId: AreaId): Promise<z.infer<S> | null> => {
    const [row] = await tx
      .select()
      .from(table)
      .where(eq(id, Number(rowId)))
      .limit(1);
    return row ? bodyOf(decl, row as AreaRow) : null;
  };
}

/**
 * Writes for a table whose columns are named like the body's properties: create inserts the
 * body, update sets it (bumping `updatedAt` when the table has one), remove deletes the row.
 */
export function plainWrites<S extends z.ZodObject>(
  table: PgTable,
  id: AnyPgColumn,
  pick: (body: z.infer<S>) => Record<string, unknown> = (b) => b as Record<string, unknown>,
) {
  const hasUpdatedAt = 'updatedAt' in getTableColumns(table);
  return {
    async create(tx: Db, body: z.infer<S>): Promise<AreaId> {
      const [row] = await tx
        .insert(table)
        .values(pick(body) as never)
        .returning({ id });
      return row!.id as AreaId;
    },
    async update(tx: Db, rowId: AreaId, body: z.infer<S>): Promise<void> {
      const values = { ...pick(body), ...(hasUpdatedAt ? { updatedAt: new Date() } : {}) };
      const rows = await tx
        .update(table)
        .set(values as never)
        .where(eq(id, rowId))
        .returning({ id });
      if (!rows.length) throw idNotExist();
    },
    async remove(tx: Db, rowId: AreaId): Promise<void> {
      const rows = await tx.delete(table).where(eq(id, rowId)).returning({ id });
      if (!rows.length) throw idNotExist();
    },
  };
}

/** The body's properties read back from a row (dates as ISO strings, like the form sends them). */
export function bodyOf<S extends z.ZodObject>(decl: AdminAreaDeclaration<S>, row: AreaRow): z.infer<S> {
  const out: Record<string, unknown> = {};
  // write-only fields (a client secret) are never read back
  const secrets = new Set(decl.fields.filter((f) => f.kind === 'secret').map((f) => f.name));
  for (const key of Object.keys(decl.body.shape)) {
    if (secrets.has(key)) continue;
    const v = row[key];
    out[key] = v instanceof Date ? v.toISOString() : v;
  }
  return out as z.infer<S>;
}
