// The signed-in readers' and writers' data (issue 14): BENCH_POSTS published public blog posts
// (default 100 000) by one bench author, inserted in batches straight into the database while the
// portal is stopped (PGlite), then ANALYZE; and a pool of BENCH_POOL users (default 50), each with
// a session made in the database and a few notifications, so their message list is not empty.
import crypto from 'node:crypto';
import { say } from './options';
import type { Sql } from './seeding';

const BATCH = 10_000;
/** notifications per pool user */
const NOTICES = 8;

const ZH =
  '本文记录在 RISC-V 开发板上构建 Debian 根文件系统的过程，包括交叉编译工具链、内核配置与启动参数，供基准测试读取。';
const EN =
  'This post records building a Debian root file system for a RISC-V board: the cross toolchain, the kernel configuration and the boot arguments; generated for the benchmark. ';

const POSTS_SQL = `
insert into posts (author_id, state, title, summary, content, content_html, content_text, cover,
  property, permission, score, released_at, reviewed_at, submitted_at, created_at, updated_at)
select $3::uuid, 'published',
  case when g % 2 = 0 then '基准测试博客 #' || g || '：构建根文件系统' else 'Benchmark post #' || g || ': a root file system' end,
  null,
  case when g % 2 = 0 then repeat('${ZH}', 8) else repeat('${EN}', 8) end,
  case when g % 2 = 0 then '<h2>构建</h2><p>' || repeat('${ZH}', 8) || '</p>'
    else '<h2>Build</h2><p>' || repeat('${EN}', 8) || '</p>' end,
  case when g % 2 = 0 then repeat('${ZH}', 8) else repeat('${EN}', 8) end,
  'default:' || (1 + g % 3), 'original', 'public', (g % 89)::real,
  now() - g * interval '1 minute', now() - g * interval '1 minute', now() - g * interval '1 minute',
  now() - g * interval '1 minute', now() - g * interval '1 minute'
from generate_series($1::int, $2::int) as g`;

/** Inserts `count` published public posts; answers the id of the newest (the detail target). */
export async function bulkPosts(db: Sql, count: number): Promise<string> {
  const started = Date.now();
  const username = `bench-blogger-${crypto.randomBytes(3).toString('hex')}`;
  const [author] = await db.query(`insert into users (username, nickname) values ($1, $1) returning id`, [
    username,
  ]);
  if (!author) throw new Error('the bench blogger was not inserted');
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.query(POSTS_SQL, [from, to, author.id]);
  }
  await db.query('analyze posts');
  const [newest] = await db.query(
    `select id from posts where author_id = $1 order by released_at desc limit 1`,
    [author.id],
  );
  if (!newest) throw new Error('the bench posts were not inserted');
  say(`inserted ${count} published posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return String(newest.id);
}

export interface Pool {
  /** the session token of each pool user (the occ_sid cookie) */
  tokens: string[];
  /** ids of recent published questions: the targets of the answer and like writes */
  questionIds: string[];
}

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * `users` users, each with a session and NOTICES notifications (answers and likes on their
 * questions, by the question bench author), and `targets` recent published questions.
 */
export async function seedPool(db: Sql, users: number, targets: number): Promise<Pool> {
  const tag = crypto.randomBytes(3).toString('hex');
  const names = Array.from({ length: users }, (_, k) => `reader${tag}${k}`);
  const rows = await db.query(
    `insert into users (username, nickname, real_name, unit, position)
     select u, u, u, 'Bench', 'Engineer' from unnest($1::text[]) as u returning id`,
    [names],
  );
  const tokens = rows.map(() => crypto.randomBytes(32).toString('base64url'));
  const ids = rows.map((r) => String(r.id));
  await db.query(
    `insert into sessions (id, user_id, expires_at)
     select h, id, now() + interval '1 day' from unnest($1::text[], $2::uuid[]) as t(h, id)`,
    [tokens.map(hash), ids],
  );
  const recent = await db.query(
    `select id, author_id from questions where status = 'published' and kind = 'question'
     order by created_at desc limit $1`,
    [Math.max(targets, NOTICES)],
  );
  if (recent.length === 0) throw new Error('no published questions for the pool to write on');
  await db.query(
    `insert into notifications (user_id, category, kind, actor_id, target_type, target_id, summary, link,
       read_at, created_at)
     select u.id, 'interaction', case when n % 2 = 0 then 'answer' else 'like' end, q.author_id,
       'question', q.id, 'Benchmark notification #' || n, '/community/qa/detail?id=' || q.id,
       case when n > 4 then now() else null end, now() - n * interval '1 hour'
     from unnest($1::uuid[]) as u(id)
     cross join generate_series(1, ${NOTICES}) as n
     join (select id, author_id, row_number() over () as k from unnest($2::uuid[], $3::uuid[])
       as t(id, author_id)) q on q.k = n`,
    [ids, recent.map((r) => r.id), recent.map((r) => r.author_id)],
  );
  await db.query('analyze notifications');
  say(`pool: ${users} users with sessions and ${NOTICES} notifications each`);
  return { tokens, questionIds: recent.slice(0, targets).map((r) => String(r.id)) };
}
