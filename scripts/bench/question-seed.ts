// The community's share of the benchmark data (DESIGN §8: 100k questions): BENCH_QUESTIONS
// questions (default 100 000) by one bench author in the first plate, inserted in batches straight
// into the database while the portal is stopped (PGlite), and 20 answers on the question the
// detail targets read. Answers the id of that question.
import crypto from 'node:crypto';
import { say } from './options';
import type { Sql } from './seeding';

const BATCH = 10_000;
const ANSWERS = 20;

const ZH =
  '我在 RISC-V 开发板上移植 Linux 内核时遇到启动卡住的问题，串口只输出 OpenSBI 的信息，请问应该如何排查设备树和内核配置？';
const EN =
  'While porting the Linux kernel to a RISC-V board the boot stops after the OpenSBI banner on the serial console; how should I check the device tree and the kernel configuration?';

const INSERT_SQL = `
insert into questions (author_id, plate_id, product_kind, product_name, title, description,
  title_tokens, answers_count, score, created_at, updated_at)
select $3::uuid, $4::int, 'chip', 'C910',
  case when g % 2 = 0 then '基准测试问题 #' || g || '：内核启动卡住' else 'Benchmark question #' || g || ': kernel boot hangs' end,
  case when g % 2 = 0 then '${ZH}' else '${EN}' end,
  array['benchmark', 'kernel', 'boot'], 0, (g % 97)::real,
  now() - g * interval '1 minute', now() - g * interval '1 minute'
from generate_series($1::int, $2::int) as g`;

export async function bulkQuestions(db: Sql, count: number): Promise<string> {
  const started = Date.now();
  const username = `bench-asker-${crypto.randomBytes(3).toString('hex')}`;
  const [author] = await db.query(`insert into users (username, nickname) values ($1, $1) returning id`, [
    username,
  ]);
  const [plate] = await db.query(`select min(id) as id from plates`);
  if (!author || plate?.id == null) throw new Error('no plate to put the bench questions in');
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.query(INSERT_SQL, [from, to, author.id, plate.id]);
  }
  // the detail question: the newest one, so the list's first page links to it too
  const [detail] = await db.query(
    `select id from questions where author_id = $1 order by created_at desc limit 1`,
    [author.id],
  );
  const questionId = String(detail?.id ?? '');
  if (!questionId) throw new Error('the bench questions were not inserted');
  await db.query(
    `insert into answers (question_id, author_id, body, created_at)
     select $1::uuid, $2::uuid, '检查设备树中 chosen 节点的 bootargs，并确认内核开启了 SBI 控制台。Check bootargs. #' || g,
       now() - g * interval '1 second'
     from generate_series(1, ${ANSWERS}) as g`,
    [questionId, author.id],
  );
  await db.query(`update questions set answers_count = ${ANSWERS} where id = $1`, [questionId]);
  await db.query('analyze questions');
  await db.query('analyze answers');
  say(
    `inserted ${count} questions and ${ANSWERS} answers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return questionId;
}
