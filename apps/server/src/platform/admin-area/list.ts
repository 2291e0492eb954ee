import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@occ/shared';
import type { PublishStatus } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { drafts } from '../../db/schema';
import { recordsKey, type AreaBinding, type AreaRow } from './binding';
import { containing } from '../../db/sql';

export const SEARCH_MAX = 100;
/** The most rows one CSV export holds (filters narrow it further). */
export const EXPORT_MAX_ROWS = 10_000;

/** The list's query string, from the declaration: page, pageSize, q, sort and each filter. */
export function listQuerySchema(b: AreaBinding) {
  const { decl } = b;
  const sorts = decl.sort.flatMap((s) => [s, `-${s}`]) as [string, ...string[]];
  const shape: Record<string, z.ZodType> = {
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    q: z.string().trim().max(SEARCH_MAX).default(''),
    sort: z.enum(sorts).default(decl.defaultSort),
  };
  for (const f of decl.filters) {
    if (f.kind === 'switch') shape[f.name] = z.enum(['true', 'false']).optional();
    else if (f.options) shape[f.name] = z.enum(f.options as [string, ...string[]]).optional();
    else shape[f.name] = z.string().trim().min(1).max(64).optional();
  }
  return z.object(shape);
}
export type ListQuery = { page: number; pageSize: number; q: string; sort: string } & Record<string, unknown>;

function whereOf(b: AreaBinding, q: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [b.scope];
  for (const f of b.decl.filters) {
    const v = q[f.name];
    if (v === undefined) continue;
    const col = b.columns[f.name]!;
    parts.push(eq(col as AnyPgColumn, f.kind === 'switch' ? v === 'true' : v));
  }
  // the control-character-free, escaped text is matched as a literal substring
  const text = q.q.replace(/[\p{Cc}]/gu, '');
  if (text && b.searchColumns.length) {
    parts.push(or(...b.searchColumns.map((c) => ilike(c, containing(text)))));
  }
  return and(...parts);
}

function orderOf(b: AreaBinding, sort: string) {
  const descending = sort.startsWith('-');
  const col = b.columns[descending ? sort.slice(1) : sort]!;
  return [descending ? desc(col) : asc(col), descending ? desc(b.id) : asc(b.id)];
}

/** A publishable row's state: never published, scheduled, live, or live with unpublished changes. */
export function statusOf(publishedAt: Date | null, hasDraft: boolean): PublishStatus {
  if (!publishedAt) return 'draft';
  if (publishedAt.getTime() > Date.now()) return 'scheduled';
  return hasDraft ? 'changed' : 'published';
}

function selection(b: AreaBinding) {
  const cols: Record<string, AnyPgColumn | SQL> = { id: b.id, ...b.columns };
  if (b.publishedAt) {
    cols.hasDraft = sql<boolean>`(${drafts.recordId} is not null)`;
    // a live item's changes waiting for their scheduled publication (scheduled.ts)
    cols.scheduledAt = drafts.publishAt;
  }
  return cols;
}

function baseQuery(db: Db, b: AreaBinding) {
  const q = db.select(selection(b) as Record<string, AnyPgColumn>).from(b.table);
  return b.publishedAt
    ? q.leftJoin(drafts, and(eq(drafts.resource, recordsKey(b)), eq(drafts.recordId, sql`${b.id}::text`)))
    : q;
}

/** Rows as they leave the server: dates as ISO strings, a `status` for publishable areas. */
export function presentRow(b: AreaBinding, row: AreaRow): AreaRow {
  const out: AreaRow = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'hasDraft') continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  if (b.publishedAt) out.status = statusOf((row.publishedAt as Date | null) ?? null, Boolean(row.hasDraft));
  return out;
}

export async function listArea(db: Db, b: AreaBinding, q: ListQuery) {
  const where = whereOf(b, q);
  const [rows, [total]] = await Promise.all([
    baseQuery(db, b)
      .where(where)
      .orderBy(...orderOf(b, q.sort))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(b.table).where(where),
  ]);
  return {
    items: (rows as AreaRow[]).map((r) => presentRow(b, r)),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function getAreaRow(db: Db, b: AreaBinding, id: number | string): Promise<AreaRow | null> {
  const [row] = await baseQuery(db, b)
    .where(and(eq(b.id, id), b.scope))
    .limit(1);
  return row ? presentRow(b, row as AreaRow) : null;
}

export async function exportRows(db: Db, b: AreaBinding, q: ListQuery): Promise<AreaRow[]> {
  const rows = await baseQuery(db, b)
    .where(whereOf(b, q))
    .orderBy(...orderOf(b, q.sort))
    .limit(EXPORT_MAX_ROWS);
  return (rows as AreaRow[]).map((r) => presentRow(b, r));
}

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function toCsv(header: string[], rows: AreaRow[], keys: string[]): string {
  const cell = (v: unknown) => {
    // a list of stored files (a `files` column) reads as their names
    const one = (x: unknown) => (x && typeof x === 'object' && 'name' in x ? String(x.name) : String(x));
    let s = v === null || v === undefined ? '' : Array.isArray(v) ? v.map(one).join(' ') : String(v);
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [header.map(cell).join(','), ...rows.map((r) => keys.map((k) => cell(r[k])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
