import { sql, type SQL } from 'drizzle-orm';
import { queryWords, SEARCH_SUGGEST_MAX, searchTokens, type SearchQuery } from '@occ/shared';
import type { Db } from '../../db/client';
import { searchDocuments as d } from '../../db/schema';
import { TAB_KINDS } from './kinds';

export interface FoundRow {
  kind: string;
  ref_id: string;
  title: string;
  body: string;
  url: string;
  published_at: string | null;
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
export function rankOf(keyword: string, tsq: SQL) {
  const words = queryWords(keyword);
  const bonus = words.length
    ? sql` + ts_rank(${d.tsv}, to_tsquery('simple', ${words.map((w) => `'${w}'`).join(' | ')}))`
    : sql``;
  return sql`(ts_rank(${d.tsv}, ${tsq})${bonus})`;
}

const registered = () =>
  sql`${d.kind} in (${sql.join(
    TAB_KINDS.map((k) => sql`${k.key}`),
    sql`, `,
  )})`;

/** One page of results (best rank first, then newest) and the number per kind for the tabs. */
export async function search(db: Db, query: SearchQuery) {
  const text = tsQueryText(query.q);
  const known = !query.kind || TAB_KINDS.some((k) => k.key === query.kind);
  const zero = TAB_KINDS.map((k) => ({ kind: k.key, count: 0 }));
  if (!text || !known) return { rows: [] as FoundRow[], total: 0, counts: zero };

  const tsq = sql`to_tsquery('simple', ${text})`;
  const grouped = (await db.execute(sql`
    select ${d.kind} as kind, count(*)::int as count from ${d}
    where ${d.tsv} @@ ${tsq} and ${registered()} group by ${d.kind}`)) as unknown as {
    rows: Array<{ kind: string; count: number }>;
  };
  const byKind = new Map(grouped.rows.map((r) => [r.kind, Number(r.count)]));
  const counts = TAB_KINDS.map((k) => ({ kind: k.key, count: byKind.get(k.key) ?? 0 }));
  const total = query.kind ? (byKind.get(query.kind) ?? 0) : counts.reduce((n, c) => n + c.count, 0);
  if (total === 0 || (query.page - 1) * query.pageSize >= total)
    return { rows: [] as FoundRow[], total, counts };

  const inKind = query.kind ? sql`${d.kind} = ${query.kind}` : registered();
  const found = (await db.execute(sql`
    select ${d.kind} as kind, ${d.refId} as ref_id, ${d.title} as title, ${d.body} as body, ${d.url} as url,
      ${d.publishedAt}::text as published_at
    from ${d}
    where ${d.tsv} @@ ${tsq} and ${inKind}
    order by ${rankOf(query.q, tsq)} desc, ${d.publishedAt} desc nulls last, ${d.id}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`)) as unknown as { rows: FoundRow[] };
  return { rows: found.rows, total, counts };
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
