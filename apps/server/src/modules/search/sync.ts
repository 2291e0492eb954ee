import { sql } from 'drizzle-orm';
import { searchTokens } from '@occ/shared';
import type { Db } from '../../db/client';
import { searchDocuments } from '../../db/schema';
import { SEARCH_KINDS } from './kinds';
import type { SearchKind } from './registry';

const BATCH = 200;
const BODY_CHARS = 4000;

interface SourceRow extends Record<string, unknown> {
  id: string;
  title: string | null;
  body: string | null;
  published_at: string | null;
  updated_at: string;
}

/** Plain text from markdown or HTML-ish bodies: tags, markup signs and runs of spaces go. */
export function plainText(s: string): string {
  return s
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const extraColumns = (kind: SearchKind) =>
  Object.entries(kind.extra ?? {}).map(([name, expr]) => sql`, ${expr} as ${sql.identifier(name)}`);

/** Rows of `kind` that are visible but missing from the index or changed since indexed. */
async function staleRows(db: Db, kind: SearchKind): Promise<SourceRow[]> {
  const result = (await db.execute(sql`
    select ${kind.id}::text as id, ${kind.title} as title, ${kind.body} as body,
      (${kind.publishedAt})::text as published_at, ${kind.updatedAt}::text as updated_at ${sql.join(extraColumns(kind))}
    from ${kind.table}
    where ${kind.visible} and not exists (
      select 1 from ${searchDocuments} d
      where d.kind = ${kind.key} and d.ref_id = ${kind.id}::text and d.source_updated_at = ${kind.updatedAt})
    limit ${BATCH}`)) as unknown as { rows: SourceRow[] };
  return result.rows;
}

const tsvOf = (title: string, body: string) =>
  sql`setweight(to_tsvector('simple', ${searchTokens(title).join(' ')}), 'A') ||
    setweight(to_tsvector('simple', ${searchTokens(body).join(' ')}), 'D')`;

async function upsert(db: Db, kind: SearchKind, rows: SourceRow[]): Promise<void> {
  const values = rows.map((r) => {
    const title = plainText(r.title ?? '').slice(0, 300);
    const body = plainText(r.body ?? '').slice(0, BODY_CHARS);
    return sql`(${kind.key}, ${r.id}, ${title}, ${body}, ${kind.url(r)}, ${tsvOf(title, body)},
      ${r.published_at}::timestamptz, ${r.updated_at}::timestamptz, now())`;
  });
  await db.execute(sql`
    insert into ${searchDocuments} (kind, ref_id, title, body, url, tsv, published_at, source_updated_at, indexed_at)
    values ${sql.join(values, sql`, `)}
    on conflict (kind, ref_id) do update set title = excluded.title, body = excluded.body, url = excluded.url,
      tsv = excluded.tsv, published_at = excluded.published_at, source_updated_at = excluded.source_updated_at,
      indexed_at = excluded.indexed_at`);
}

/** Drops index rows whose source is gone or no longer visible (unpublished, private, removed). */
async function dropHidden(db: Db, kind: SearchKind): Promise<number> {
  const result = (await db.execute(sql`
    delete from ${searchDocuments} d where d.kind = ${kind.key} and not exists (
      select 1 from ${kind.table} where ${kind.id}::text = d.ref_id and ${kind.visible})`)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/**
 * One idempotent pass over every registered kind: hidden rows leave the index, new and changed
 * visible rows enter it. On an empty index this is the full reindex. Safe to run in several
 * processes at once (upserts on (kind, ref_id)). Answers how many rows changed.
 */
export async function syncSearchIndex(db: Db, kinds: readonly SearchKind[] = SEARCH_KINDS): Promise<number> {
  let changed = 0;
  for (const kind of kinds) {
    changed += await dropHidden(db, kind);
    for (let rows = await staleRows(db, kind); rows.length; rows = await staleRows(db, kind)) {
      await upsert(db, kind, rows);
      changed += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  return changed;
}
