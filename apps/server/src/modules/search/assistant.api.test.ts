import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { answers, faqs, news, newsI18n, plates, questions, searchDocuments } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { syncSearchIndex } from './sync';

let ctx: TestContext;
let author: Awaited<ReturnType<typeof signIn>>;

const askAs = (question: unknown, headers: Record<string, string> = visitorHeaders()) =>
  ctx.app.inject({ method: 'POST', url: '/api/assistant/ask', headers, payload: { question } });
const find = async (q: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { total: number; items: Array<{ id: string; kind: string }> };
};
const tick = () => ctx.app.jobs.tick({ force: true });

beforeAll(async () => {
  ctx = await createTestApp();
  author = await signIn(ctx);
  const { db } = ctx.database;
  await db.insert(faqs).values([
    {
      category: 'account',
      questionZh: '如何注册账号？',
      questionEn: 'How do I create an account?',
      answerZh: '点击页面右上角的“注册”，用手机号或邮箱接收验证码即可完成注册。',
      answerEn: 'Choose "Register" at the top right and confirm the code sent to you.',
      publishedAt: new Date(Date.now() - 1000),
    },
    {
      category: 'lab',
      questionZh: '未发布的实验室问题',
      answerZh: '草稿',
      publishedAt: null,
    },
  ]);
  const [plate] = await db.select().from(plates).limit(1);
  const [q] = await db
    .insert(questions)
    .values({
      authorId: author.userId,
      plateId: plate!.id,
      productKind: 'Chip',
      productName: 'C910',
      title: '串口终端乱码',
      description: '连接开发板后终端显示乱码',
      status: 'published',
    })
    .returning({ id: questions.id });
  const [a] = await db
    .insert(answers)
    .values({ questionId: q!.id, authorId: author.userId, body: '把波特率设置为 115200 即可解决' })
    .returning({ id: answers.id });
  await db.update(questions).set({ adoptedAnswerId: a!.id }).where(eq(questions.id, q!.id));
  await syncSearchIndex(db);
});

afterAll(async () => ctx.close());

describe('POST /api/assistant/ask', () => {
  it('answers a FAQ question with its passage and a link, for visitors too', async () => {
    const res = await askAs('请问怎么注册账号呢');
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json().result.passages;
    expect(first).toMatchObject({ kind: 'faqs', url: '/help#faq-account' });
    expect(first.snippetHtml).toContain('<mark>注册</mark>');
    const en = (await askAs('how to create an account', author.headers)).json().result.passages;
    expect(en[0]).toMatchObject({ kind: 'faqs', title: expect.stringContaining('create an account') });
  });

  it('answers from an adopted answer, never from an unpublished FAQ, and offers nothing when nothing matches', async () => {
    const adopted = (await askAs('终端乱码怎么办')).json().result.passages;
    expect(adopted[0]).toMatchObject({
      kind: 'answers',
      url: expect.stringContaining('/community/qa/detail?id='),
    });
    expect(adopted[0].snippetHtml).toContain('115200');
    expect((await askAs('实验室问题草稿')).json().result.passages).toEqual([]);
    expect((await askAs('zzqx unknown words')).json().result.passages).toEqual([]);
  });

  it('refuses too short and too long questions with 422 naming the field, never 500', async () => {
    for (const q of ['a', '  ', 'x'.repeat(501), 42, null]) {
      const res = await askAs(q);
      expect(res.statusCode, String(q)).toBe(422);
      expect(res.body).toContain('question');
    }
    for (const q of [
      "'&|!:*()",
      '"unbalanced',
      '((( ))) ::: ***',
      '。，、！？',
      'x'.repeat(500),
      '注'.repeat(500),
    ]) {
      const res = await askAs(q);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
  });
});

describe('index upkeep without scanning the tables', () => {
  it('drops a deleted row in the deleting transaction, before any sync', async () => {
    expect((await find('注册账号')).total).toBe(0); // FAQ are the assistant's, not a tab
    const { db } = ctx.database;
    const before = await db.select().from(searchDocuments).where(eq(searchDocuments.kind, 'faqs'));
    expect(before).toHaveLength(1);
    await db.delete(faqs).where(eq(faqs.questionZh, '如何注册账号？'));
    expect(await db.select().from(searchDocuments).where(eq(searchDocuments.kind, 'faqs'))).toEqual([]);
  });

  it('indexes a changed row and drops a hidden one from the queue the triggers fill', async () => {
    const { db } = ctx.database;
    await tick(); // the process's first pass is the full one; later ones read the queue
    const [q] = await db
      .update(questions)
      .set({ title: '串口终端乱码与安装简单说明' })
      .where(eq(questions.title, '串口终端乱码'))
      .returning({ id: questions.id });
    const queued = await db.execute(sql`select kind from search_pending order by kind`);
    expect((queued as unknown as { rows: Array<{ kind: string }> }).rows.map((r) => r.kind)).toEqual([
      'answers',
      'questions',
    ]);
    await tick();
    expect((await find('简单')).items.map((i) => i.id)).toEqual([q!.id]);
    await db.update(questions).set({ status: 'held' }).where(eq(questions.id, q!.id));
    await tick();
    expect((await find('简单')).total).toBe(0);
    expect((await askAs('终端乱码怎么办')).json().result.passages).toEqual([]);
  });

  it('indexes a scheduled publication when its time comes', async () => {
    const { db } = ctx.database;
    await tick();
    const [item] = await db
      .insert(news)
      .values({ source: 'OCC', publishedAt: new Date(Date.now() + 1500) })
      .returning({ id: news.id });
    await db
      .insert(newsI18n)
      .values({ newsId: item!.id, locale: 'zh-CN', title: '我家在上海东边', summary: '', body: '' });
    await tick();
    expect((await find('上海')).total).toBe(0);
    await expect
      .poll(
        async () => {
          await tick();
          return (await find('上海')).total;
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe(1);
  });

  it('indexes again the rows of an older tokenizer on a full pass', async () => {
    const { db } = ctx.database;
    await db.update(searchDocuments).set({ analyzer: 1, tsv: sql`''::tsvector` });
    expect((await find('上海')).total).toBe(0);
    await syncSearchIndex(db);
    expect((await find('上海')).total).toBe(1);
  });
});

describe('bad keywords', () => {
  it('answers spaces, punctuation, syntax characters, quotes and long keywords normally or with 422, never 500', async () => {
    for (const url of ['/api/search?q=', '/api/search/suggest?q=']) {
      for (const q of ['   ', '\u3000\u3000', 'x'.repeat(500), '芯'.repeat(500)]) {
        const res = await ctx.app.inject({ method: 'GET', url: url + encodeURIComponent(q) });
        expect(res.statusCode, `${url}${q}`).toBe(422);
        expect(res.json().message).toBeTruthy();
      }
      for (const q of [
        '。。，，',
        "'&|!:*()",
        '" unbalanced',
        "it's",
        '(a | b) & !c:*',
        '<-> \\',
        '-- ;drop',
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url: url + encodeURIComponent(q) });
        expect(res.statusCode, `${url}${q}: ${res.body}`).toBe(200);
      }
    }
  });
});

describe('the console search index page', () => {
  it('refuses visitors (401) and users without the permission (403)', async () => {
    const url = '/api/admin/search-index';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: author.headers })).statusCode).toBe(403);
    const post = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: `${url}/rebuild`, headers, payload: {} });
    expect((await post(visitorHeaders())).statusCode).toBe(401);
    expect((await post(author.headers)).statusCode).toBe(403);
  });

  it('rebuilds one kind in the background with its progress, and shows size and slowest searches', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/search-index/rebuild',
      headers: admin.headers,
      payload: { kind: 'news' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().result).toMatchObject({ kind: 'news', state: 'queued' });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/search-index/rebuild',
      headers: admin.headers,
      payload: { kind: 'nothing' },
    });
    expect(unknown.statusCode).toBe(404);
    await tick();
    const stats = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/search-index',
      headers: admin.headers,
    });
    expect(stats.statusCode, stats.body).toBe(200);
    const r = stats.json().result;
    expect(r.rebuilds[0]).toMatchObject({ kind: 'news', state: 'done', total: 1, done: 1 });
    expect(r.bytes).toBeGreaterThan(0);
    expect(r.kinds.find((k: { kind: string }) => k.kind === 'news').count).toBe(1);
    expect(r.slowest.length).toBeGreaterThan(0);
    expect((await find('上海')).total).toBe(1);
  });
});
