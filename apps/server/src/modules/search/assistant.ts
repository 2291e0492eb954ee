import { sql } from 'drizzle-orm';
import { ASSISTANT_KINDS, ASSISTANT_PASSAGES_MAX, searchTokens, type AssistantPassage } from '@occ/shared';
import type { Db } from '../../db/client';
import { searchDocuments as d } from '../../db/schema';
import { markTerms, snippet } from './highlight';

/** A passage must match at least this share of the question's tokens to be offered. */
const MIN_SHARE = 0.34;
const TOKENS_MAX = 48;

/**
 * The assistant's answer to a question in everyday words: the index rows of the FAQ, documents
 * and adopted answers that share the most tokens with it (any token may match, so the words
 * around the question — 怎么, how do I — do not rule anything out), best first. Retrieval only.
 */
export async function ask(db: Db, question: string): Promise<AssistantPassage[]> {
  const tokens = searchTokens(question, 'query', TOKENS_MAX);
  if (!tokens.length) return [];
  const tsq = sql`to_tsquery('simple', ${tokens.map((t) => `'${t}'`).join(' | ')})`;
  const hits = sql.join(
    tokens.map((t) => sql`(case when ${d.tsv} @@ to_tsquery('simple', ${`'${t}'`}) then 1 else 0 end)`),
    sql` + `,
  );
  const needed = Math.max(1, Math.ceil(tokens.length * MIN_SHARE));
  const found = (await db.execute(sql`
    select kind, title, body, url from (
      select ${d.kind} as kind, ${d.title} as title, ${d.body} as body, ${d.url} as url,
        ${hits} as hits, ts_rank(${d.tsv}, ${tsq}) as rank
      from ${d}
      where ${d.tsv} @@ ${tsq} and ${d.kind} in (${sql.join(
        ASSISTANT_KINDS.map((k) => sql`${k}`),
        sql`, `,
      )})
      order by ts_rank(${d.tsv}, ${tsq}) desc limit 50) c
    where hits >= ${needed}
    order by hits desc, rank desc
    limit ${ASSISTANT_PASSAGES_MAX}`)) as unknown as {
    rows: Array<{ kind: AssistantPassage['kind']; title: string; body: string; url: string }>;
  };
  const terms = markTerms(question);
  return found.rows.map((r) => ({
    kind: r.kind,
    title: r.title,
    snippetHtml: snippet(r.body, terms, 200),
    url: r.url,
  }));
}
