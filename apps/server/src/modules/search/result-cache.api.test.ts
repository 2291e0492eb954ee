import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { plates, questions } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { bumpIndexVersion, createResultCache } from './result-cache';
import { syncSearchIndex } from './sync';

let ctx: TestContext;
let questionId: string;

const find = async (q: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { total: number; items: Array<{ title: string }> };
};

beforeAll(async () => {
  ctx = await createTestApp();
  const author = await signIn(ctx);
  const { db } = ctx.database;
  const [plate] = await db.select().from(plates).limit(1);
  const [row] = await db
    .insert(questions)
    .values({
      authorId: author.userId,
      plateId: plate!.id,
      productKind: 'Chip',
      productName: 'C906',
      title: '缓存测试：蜂鸟处理器的中断控制器',
      description: '蜂鸟处理器 CLIC 配置',
      status: 'published',
    })
    .returning({ id: questions.id });
  questionId = row!.id;
  await syncSearchIndex(db);
});

afterAll(async () => ctx.close());

describe('search answers cached by the index version', () => {
  it('answers from a kept search until the index version advances', async () => {
    const cache = createResultCache(ctx.database.db, 10);
    let runs = 0;
    const count = async () => ++runs;
    expect(await cache.get('k', count)).toBe(1);
    expect(await cache.get('k', count)).toBe(1);
    await bumpIndexVersion(ctx.database.db);
    expect(await cache.get('k', count)).toBe(2);
    // any statement that writes the index advances it too, even one that bypasses the sync
    await ctx.database.db.execute(sql`update search_documents set title = title where false`);
    expect(await cache.get('k', count)).toBe(3);
  });

  it('reflects a row written behind the sync at once', async () => {
    expect((await find('蜂鸟')).total).toBe(1);
    await ctx.database.db.execute(sql`
      insert into search_documents (kind, ref_id, title, body, url, tsv, source_updated_at)
      values ('questions', 'cache-probe', '蜂鸟 probe', '', '/x', to_tsvector('simple', '蜂鸟 probe'), now())`);
    expect((await find('蜂鸟')).items.map((i) => i.title)).toContain('蜂鸟 probe');
    await ctx.database.db.execute(sql`delete from search_documents where ref_id = 'cache-probe'`);
    expect((await find('蜂鸟')).total).toBe(1);
  });

  it('drops a deleted item from the next answer at once, and an edited one after the sync', async () => {
    expect((await find('蜂鸟')).total).toBe(1);
    await ctx.database.db
      .update(questions)
      .set({ title: '缓存测试：玄铁处理器的中断控制器', updatedAt: new Date() })
      .where(eq(questions.id, questionId));
    await ctx.app.jobs.tick({ force: true });
    expect((await find('玄铁处理器')).total).toBe(1);
    expect((await find('蜂鸟')).total).toBe(1); // still in its body
    await ctx.database.db.delete(questions).where(eq(questions.id, questionId));
    expect((await find('蜂鸟')).total).toBe(0);
    expect((await find('玄铁处理器')).total).toBe(0);
  });

  it('shares one search among concurrent requests, keeps the newest entries and can be off', async () => {
    const { db } = ctx.database;
    const cache = createResultCache(db, 2);
    let runs = 0;
    const slow = async () => {
      runs++;
      await new Promise((resolve) => setImmediate(resolve));
      return runs;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('a', slow)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(runs).toBe(1);
    expect(cache.stats).toMatchObject({ misses: 1, hits: 19, size: 1 });
    await cache.get('b', slow);
    await cache.get('c', slow);
    expect(cache.stats.size).toBe(2);
    await cache.get('a', slow); // evicted as the least recently used
    expect(runs).toBe(4);
    // a failed search is not kept
    await expect(cache.get('d', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('d', async () => 'ok')).toBe('ok');

    const off = createResultCache(db, 0);
    await off.get('a', slow);
    await off.get('a', slow);
    expect(runs).toBe(6);
  });
});
