// Seeds the search benchmark: N news items of the generated corpus (both translations) and their
// rows in the search index, built with the portal's own tokenizer (jieba words, CJK pairs,
// stems) exactly as the `search.sync` job builds them, with the source's updated_at and the
// current analyzer version, so the portal's first full pass finds them fresh and leaves them.
import { searchTokens } from '@occ/shared';
import { useJiebaSegmenter } from '../../apps/server/src/modules/search/segmenter';
import { plainText, SEARCH_ANALYZER } from '../../apps/server/src/modules/search/sync';
import { say } from './options';
import { corpusItem, type CorpusItem } from './search-corpus';
import type { Sql } from './seeding';

const BATCH = 2_000;
const BODY_CHARS = 4_000;
export const SEARCH_BENCH_SOURCE = 'BenchSearch';

const INSERT_NEWS = `
insert into news (source, cover_url, published_at, created_at, updated_at)
select '${SEARCH_BENCH_SOURCE}', null, now() - g * interval '1 second', now(), now()
from generate_series(1, $1::int) as g
returning id, published_at::text as published_at, updated_at::text as updated_at`;

const INSERT_I18N = `
insert into news_i18n (news_id, locale, title, summary, body)
select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])`;

const INSERT_INDEX = `
insert into search_documents (kind, ref_id, title, body, url, tsv, published_at, source_updated_at, analyzer)
select 'news', t.id::text, t.title, t.body, '/new/' || t.id,
  setweight(to_tsvector('simple', t.title_tokens), 'A') || setweight(to_tsvector('simple', t.body_tokens), 'D'),
  t.published_at::timestamptz, t.updated_at::timestamptz, ${SEARCH_ANALYZER}
from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
  as t(id, title, body, title_tokens, body_tokens, published_at, updated_at)`;

const POOL = 50_000;

interface Pooled {
  item: CorpusItem;
  title: string;
  body: string;
  titleTokens: string;
  bodyTokens: string;
}

/** Corpus items with the index's title, body and tokens as the news kind builds them. */
function tokenizedPool(n: number): Pooled[] {
  return Array.from({ length: n }, (_, i) => {
    const item = corpusItem(i);
    // the news kind's title and texts (modules/search/kinds/news.ts): Chinese first, then English
    const title = plainText(item.zhTitle).slice(0, 300);
    const body = plainText(
      `${item.zhSummary} ${item.zhBody} ${item.enTitle} ${item.enSummary} ${item.enBody}`,
    ).slice(0, BODY_CHARS);
    return {
      item,
      title,
      body,
      titleTokens: searchTokens(title).join(' '),
      bodyTokens: searchTokens(body).join(' '),
    };
  });
}

export interface SearchSeeded {
  items: number;
  seconds: number;
}

/** Inserts `count` corpus items and their index rows; the GIN index is rebuilt once at the end. */
export async function seedSearchCorpus(db: Sql, count: number): Promise<SearchSeeded> {
  useJiebaSegmenter();
  const started = Date.now();
  const pool = tokenizedPool(Math.min(count, POOL));
  say(`tokenized a pool of ${pool.length} corpus items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // one GIN build at the end is much faster than a million incremental inserts into it
  await db.query('drop index if exists search_documents_tsv_idx');
  // the index change trigger would queue every row for the sync job to index again
  await db.query(`set session_replication_role = replica`);
  for (let from = 0; from < count; from += BATCH) {
    const n = Math.min(BATCH, count - from);
    const news = await db.query(INSERT_NEWS, [n]);
    const i18n: [number[], string[], string[], string[], string[]] = [[], [], [], [], []];
    const idx: [number[], string[], string[], string[], string[], string[], string[]] = [
      [],
      [],
      [],
      [],
      [],
      [],
      [],
    ];
    news.forEach((row, k) => {
      const id = Number(row.id);
      // the title of one pooled item and the texts of another: a million varied items for the
      // tokenizing cost of the pool
      const a = pool[(from + k) % pool.length]!;
      const b = pool[((from + k) * 7919 + 13) % pool.length]!;
      for (const [locale, title, summary, body] of [
        ['zh-CN', a.item.zhTitle, b.item.zhSummary, b.item.zhBody],
        ['en-US', b.item.enTitle, b.item.enSummary, b.item.enBody],
      ] as const) {
        i18n[0].push(id);
        i18n[1].push(locale);
        i18n[2].push(title);
        i18n[3].push(summary);
        i18n[4].push(body);
      }
      idx[0].push(id);
      idx[1].push(a.title);
      idx[2].push(b.body);
      idx[3].push(a.titleTokens);
      idx[4].push(b.bodyTokens);
      idx[5].push(String(row.published_at));
      idx[6].push(String(row.updated_at));
    });
    await db.query(INSERT_I18N, i18n);
    await db.query(INSERT_INDEX, idx);
    if (process.stdout.isTTY) process.stdout.write(`\r[bench] indexed ${from + n} / ${count} items`);
  }
  if (process.stdout.isTTY) process.stdout.write('\n');
  await db.query(`set session_replication_role = origin`);
  say('building the GIN index of search_documents');
  await db.query('create index search_documents_tsv_idx on search_documents using gin (tsv)');
  for (const table of ['news', 'news_i18n', 'search_documents']) await db.query(`analyze ${table}`);
  const seconds = (Date.now() - started) / 1000;
  say(`seeded ${count} news items with their index rows in ${seconds.toFixed(1)} s`);
  return { items: count, seconds };
}

/** The index's size on disk (table, GIN and other indexes) in MB, and its row count. */
export async function indexSize(db: Sql): Promise<{ rows: number; totalMb: number; ginMb: number }> {
  const [row] = await db.query(`
    select (select count(*) from search_documents)::int as rows,
      pg_total_relation_size('search_documents') as total,
      pg_relation_size('search_documents_tsv_idx') as gin`);
  const mb = (v: unknown) => Number(v) / 1024 / 1024;
  return { rows: Number(row?.rows), totalMb: mb(row?.total), ginMb: mb(row?.gin) };
}
