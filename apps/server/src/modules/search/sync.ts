import { sql, type SQL } from 'drizzle-orm';
import { searchTokens } from '@occ/shared';
import type { Db } from '../../db/client';
import { searchDocuments } from '../../db/schema';
import { SEARCH_KINDS } from './kinds';
import type { SearchKind } from './registry';
import { bumpIndexVersion } from './result-cache';

const BATCH = 200;
const BODY_CHARS = 4000;
/**
 * The tokenizer's version (packages/shared search/tokens.ts): rows built by an older one are
 * indexed again by the first full pass of a process (1: CJK bigrams; 2: jieba words, bigrams,
 * synonyms; 3: English stems; 4: the facet and image columns). Raise it whenever the tokens of a
 * text change, or a row gains a column filled from its kind.
 */
export const SEARCH_ANALYZER = 4;

interface SourceRow extends Record<string, unknown> {
  id: string;
  title: string | null;
  body: string | null;
  published_at: string | null;
  updated_at: string;
  facet: string | null;
  image: string | null;
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

/**
 * Rows of `kind` that are visible but missing from the index, changed since indexed or indexed by
 * an older tokenizer; `among` narrows the rows looked at (some ids, a time window). `all`: every
 * visible row among them (rows the change trigger reported, whatever their updated_at).
 */
export async function staleRows(db: Db, kind: SearchKind, among?: SQL, all = false): Promise<SourceRow[]> {
  const fresh = all
    ? sql``
    : sql`and not exists (
      select 1 from ${searchDocuments} d
      where d.kind = ${kind.key} and d.ref_id = ${kind.id}::text and d.source_updated_at = ${kind.updatedAt}
        and d.analyzer = ${SEARCH_ANALYZER})`;
  const result = (await db.execute(sql`
    select ${kind.id}::text as id, ${kind.title} as title, ${kind.body} as body,
      (${kind.publishedAt})::text as published_at, ${kind.updatedAt}::text as updated_at,
      (${kind.facet ?? sql`null`})::text as facet, (${kind.image ?? sql`null`})::text as image
      ${sql.join(extraColumns(kind))}
    from ${kind.table}
    where ${kind.visible} ${among ? sql`and ${among}` : sql``} ${fresh}
    limit ${BATCH}`)) as unknown as { rows: SourceRow[] };
  return result.rows;
}

const tsvOf = (title: string, body: string) =>
  sql`setweight(to_tsvector('simple', ${searchTokens(title).join(' ')}), 'A') ||
    setweight(to_tsvector('simple', ${searchTokens(body).join(' ')}), 'D')`;

/** Writes index rows (outside a transaction: the version advances after they are committed). */
export async function upsert(db: Db, kind: SearchKind, rows: SourceRow[]): Promise<void> {
  const values = rows.map((r) => {
    const title = plainText(r.title ?? '').slice(0, 300);
    const body = plainText(r.body ?? '').slice(0, BODY_CHARS);
    return sql`(${kind.key}, ${r.id}, ${title}, ${body}, ${kind.url(r)}, ${tsvOf(title, body)},
      ${r.published_at}::timestamptz, ${r.updated_at}::timestamptz, now(), ${SEARCH_ANALYZER}, ${r.facet},
      ${r.image?.slice(0, 1000) ?? null})`;
  });
  await db.execute(sql`
    insert into ${searchDocuments} (kind, ref_id, title, body, url, tsv, published_at, source_updated_at, indexed_at,
      analyzer, facet, image)
    values ${sql.join(values, sql`, `)}
    on conflict (kind, ref_id) do update set title = excluded.title, body = excluded.body, url = excluded.url,
      tsv = excluded.tsv, published_at = excluded.published_at, source_updated_at = excluded.source_updated_at,
      indexed_at = excluded.indexed_at, analyzer = excluded.analyzer, facet = excluded.facet, image = excluded.image`);
  await bumpIndexVersion(db);
}

const affected = (result: unknown) => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

/**
 * Drops index rows whose source is gone or no longer visible (unpublished, private, removed);
 * `refIds` narrows it to some rows (the incremental pass), otherwise the whole kind is checked.
 */
export async function dropHidden(db: Db, kind: SearchKind, refIds?: string[]): Promise<number> {
  const only = refIds
    ? sql`and d.ref_id in (${sql.join(
        refIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    delete from ${searchDocuments} d where d.kind = ${kind.key} ${only} and not exists (
      select 1 from ${kind.table} where ${kind.id}::text = d.ref_id and ${kind.visible})`);
  const dropped = affected(result);
  if (dropped) await bumpIndexVersion(db);
  return dropped;
}

/** Indexes every stale row of `kind` among `among`, in batches; `progress` hears each batch. */
export async function indexStale(
  db: Db,
  kind: SearchKind,
  among?: SQL,
  progress?: (n: number) => Promise<void>,
): Promise<number> {
  let changed = 0;
  for (let rows = await staleRows(db, kind, among); rows.length; rows = await staleRows(db, kind, among)) {
    await upsert(db, kind, rows);
    changed += rows.length;
    await progress?.(rows.length);
    if (rows.length < BATCH) break;
  }
  return changed;
}

/** Indexes the visible rows among `ids` whatever their updated_at (the trigger saw a change). */
export async function indexRows(db: Db, kind: SearchKind, ids: string[]): Promise<number> {
  const among = sql`${kind.id} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const rows = await staleRows(db, kind, among, true);
  if (rows.length) await upsert(db, kind, rows);
  return rows.length;
}

/**
 * The full pass over every registered kind (a process's first, then a rare safety net; the
 * frequent passes read only changed rows, incremental.ts): hidden rows leave the index, new,
 * changed and older-tokenizer rows enter it. On an empty index this is the full reindex. Safe to
 * run in several processes at once (upserts on (kind, ref_id)). Answers how many rows changed.
 */
export async function syncSearchIndex(db: Db, kinds: readonly SearchKind[] = SEARCH_KINDS): Promise<number> {
  let changed = 0;
  for (const kind of kinds) {
    changed += await dropHidden(db, kind);
    changed += await indexStale(db, kind);
  }
  return changed;
}
