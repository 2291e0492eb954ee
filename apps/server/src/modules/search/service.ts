import { sql, type SQL } from 'drizzle-orm';
import {
  queryWords,
  SEARCH_COUNT_CAP,
  SEARCH_SUGGEST_MAX,
  searchTokens,
  type SearchQuery,
  type SearchTime,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { searchDocuments as d } from '../../db/schema';
import { TAB_KINDS, VIRTUAL_TABS, virtualTabOf } from './kinds';

export interface FoundRow {
  kind: string;
  ref_id: string;
  title: string;
  body: string;
  url: string;
  published_at: string | null;
  image: string | null;
}

const CJK_FIRST = /^[^ -~]/;

/**
 * The tsquery text for a keyword: every token required; `prefix` makes the last Latin token a
 * prefix (typing), `titles` restricts matches to titles (weight A). Tokens hold only letters,
 * digits and CJK characters, so nothing the user types is read as tsquery syntax.
 */
export function tsQueryText(keyword: string, opts: { prefix?: boolean; titles?: boolean } = {}): string {
  const tokens = searchTokens(keyword, 'query', 16);
  return tokens
    .map((t, i) => {
      const prefix = opts.prefix && i === tokens.length - 1 && !CJK_FIRST.test(t) ? '*' : '';
      const weight = opts.titles ? 'A' : '';
      return `'${t}'${prefix || weight ? `:${prefix}${weight}` : ''}`;
    })
    .join(' & ');
}

/**
 * How well a row matches: the required tokens, plus the segmenter's whole words of the query (a
 * row where 开发板 is a word ranks above one where its characters only meet).
 */
export function rankOf(keyword: string, tsq: SQL, tsv: SQL = sql`${d.tsv}`) {
  const words = queryWords(keyword);
  const bonus = words.length
    ? sql` + ts_rank(${tsv}, to_tsquery('simple', ${words.map((w) => `'${w}'`).join(' | ')}))`
    : sql``;
  return sql`(ts_rank(${tsv}, ${tsq})${bonus})`;
}

/** The optional filters of a search: the publication time, the products' category. */
export interface SearchFilters {
  time?: SearchTime;
  category?: string;
}

const TIME_SPANS: Record<Exclude<SearchTime, 'any'>, string> = {
  week: '7 days',
  month: '1 month',
  year: '1 year',
};

/** The filters as further conditions on the index rows ('' for none). */
function filtersOf(f: SearchFilters = {}): SQL {
  const parts: SQL[] = [];
  if (f.time && f.time !== 'any')
    parts.push(sql`${d.publishedAt} >= now() - ${TIME_SPANS[f.time]}::interval`);
  if (f.category) parts.push(sql`(${d.kind} <> 'products' or ${d.facet} = ${f.category})`);
  return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
}

const registered = () =>
  sql`${d.kind} in (${sql.join(
    TAB_KINDS.map((k) => sql`${k.key}`),
    sql`, `,
  )})`;

/**
 * The newest matches ranked for a page: relevance orders the newest RANKED_CANDIDATES matches
 * (or as many as the page needs), so a common word costs a walk of the newest rows, not a rank
 * of every match (the planner walks `search_documents_published_idx` while matches are dense and
 * the GIN index when they are rare).
 */
export const RANKED_CANDIDATES = 200;

/** The rows of a tab: one kind's, a virtual tab's (its kinds and condition), or every kind's. */
function inTab(tab?: string): SQL {
  if (!tab) return registered();
  const virtual = virtualTabOf(tab);
  if (!virtual) return sql`${d.kind} = ${tab}`;
  return sql`${d.kind} in (${sql.join(
    virtual.kinds.map((k) => sql`${k}`),
    sql`, `,
  )}) and ${virtual.where}`;
}

/**
 * Matches per kind in tab order, exact up to `cap` items in all (then `capped`, lower bounds), the
 * virtual tabs' counts from the same grouped query (count(*) filter), and the total of one tab or
 * of all (`search.counts`, and the tabs of `search.query`).
 */
export async function searchCounts(
  db: Db,
  q: string,
  kind?: string,
  cap = SEARCH_COUNT_CAP,
  filters?: SearchFilters,
) {
  const text = tsQueryText(q);
  const zero = TAB_KINDS.map((k) => ({ kind: k.key, count: 0 }));
  const noTabs = VIRTUAL_TABS.map((t) => ({ kind: t.key, count: 0 }));
  if (!text) return { total: 0, counts: zero, tabs: noTabs, capped: false, text };
  const flags = VIRTUAL_TABS.map((t, i) => sql`, (${t.where}) as ${sql.identifier(`v${i}`)}`);
  const filtered = VIRTUAL_TABS.map(
    (_, i) => sql`, count(*) filter (where ${sql.identifier(`v${i}`)})::int as ${sql.identifier(`v${i}`)}`,
  );
  const tsq = sql`to_tsquery('simple', ${text})`;
  const grouped = (await db.execute(sql`
    select kind, count(*)::int as count ${sql.join(filtered)} from (
      select ${d.kind} as kind ${sql.join(flags)} from ${d}
      where ${d.tsv} @@ ${tsq} and ${registered()}${filtersOf(filters)} limit ${cap + 1}
    ) found group by kind`)) as unknown as {
    rows: Array<{ kind: string; count: number } & Record<string, number>>;
  };
  const byKind = new Map(grouped.rows.map((r) => [r.kind, Number(r.count)]));
  const capped = grouped.rows.reduce((n, r) => n + Number(r.count), 0) > cap;
  const counts = TAB_KINDS.map((k) => ({ kind: k.key, count: byKind.get(k.key) ?? 0 }));
  const tabs = VIRTUAL_TABS.map((t, i) => ({
    kind: t.key,
    count: grouped.rows
      .filter((r) => t.kinds.includes(r.kind))
      .reduce((n, r) => n + Number(r[`v${i}`] ?? 0), 0),
  }));
  const total = !kind
    ? counts.reduce((n, c) => n + c.count, 0)
    : (tabs.find((t) => t.kind === kind)?.count ?? byKind.get(kind) ?? 0);
  return { total, counts, tabs, capped, text };
}

/** A search: keyword, tab, page; the sort and the filters are optional (relevance, any time). */
export type SearchOptions = Pick<SearchQuery, 'q' | 'kind' | 'page' | 'pageSize'> &
  Partial<Omit<SearchQuery, 'q' | 'kind' | 'page' | 'pageSize'>>;

export async function search(db: Db, query: SearchOptions, cap = SEARCH_COUNT_CAP) {
  const known = !query.kind || TAB_KINDS.some((k) => k.key === query.kind) || virtualTabOf(query.kind);
  if (!known) {
    const zero = TAB_KINDS.map((k) => ({ kind: k.key, count: 0 }));
    const tabs = VIRTUAL_TABS.map((t) => ({ kind: t.key, count: 0 }));
    return { rows: [] as FoundRow[], total: 0, counts: zero, tabs, capped: false };
  }
  const { total, counts, tabs, capped, text } = await searchCounts(db, query.q, query.kind, cap, query);
  if (!text) return { rows: [] as FoundRow[], total, counts, tabs, capped };
  const tsq = sql`to_tsquery('simple', ${text})`;
  const offset = (query.page - 1) * query.pageSize;
  if (total === 0 || (!capped && offset >= total))
    return { rows: [] as FoundRow[], total, counts, tabs, capped };

  const inKind = sql`${inTab(query.kind)}${filtersOf(query)}`;
  const columns = sql`${d.kind} as kind, ${d.refId} as ref_id, ${d.title} as title, ${d.body} as body,
        ${d.url} as url, ${d.publishedAt}::text as published_at, ${d.image} as image`;
  if (query.sort === 'newest') {
    // newest first: a walk of search_documents_kind_idx / _published_idx, no ranking step
    const newest = (await db.execute(sql`
      select ${columns} from ${d}
      where ${d.tsv} @@ ${tsq} and ${inKind}
      order by ${d.publishedAt} desc nulls last, ${d.id}
      limit ${query.pageSize} offset ${offset}`)) as unknown as { rows: FoundRow[] };
    return { rows: newest.rows, total, counts, tabs, capped };
  }
  const candidates = Math.max(RANKED_CANDIDATES, offset + query.pageSize);
  const found = (await db.execute(sql`
    with candidates as materialized (
      select ${d.id} as id, ${d.kind} as kind, ${d.refId} as ref_id, ${d.title} as title, ${d.body} as body,
        ${d.url} as url, ${d.publishedAt} as published_at, ${d.image} as image, ${d.tsv} as tsv
      from ${d}
      where ${d.tsv} @@ ${tsq} and ${inKind}
      order by ${d.publishedAt} desc nulls last, ${d.id}
      limit ${candidates}
    )
    select kind, ref_id, title, body, url, published_at::text as published_at, image
    from candidates
    order by ${rankOf(query.q, tsq, sql`tsv`)} desc, published_at desc nulls last, id
    limit ${query.pageSize} offset ${offset}`)) as unknown as { rows: FoundRow[] };
  return { rows: found.rows, total, counts, tabs, capped };
}

/** Up to eight titles for search as you type: every word in the title, the last one a prefix. */
export async function suggest(db: Db, keyword: string) {
  const text = tsQueryText(keyword, { prefix: true, titles: true });
  if (!text) return [];
  const tsq = sql`to_tsquery('simple', ${text})`;
  const found = (await db.execute(sql`
    select ${d.kind} as kind, ${d.title} as title, ${d.url} as url from ${d}
    where ${d.tsv} @@ ${tsq} and ${registered()}
    order by ts_rank(${d.tsv}, ${tsq}) desc, ${d.publishedAt} desc nulls last, ${d.id}
    limit ${SEARCH_SUGGEST_MAX}`)) as unknown as {
    rows: Array<{ kind: string; title: string; url: string }>;
  };
  return found.rows;
}
