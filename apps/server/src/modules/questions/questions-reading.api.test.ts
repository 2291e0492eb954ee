import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import { signIn, visitorHeaders } from '../../test/harness';
import { useQuestionsApp, ctx, owner, other, moderator, ask, get } from './questions-api-setup';

// Reading questions: lists, filters, sorts, views, similar questions and the hotness score.

useQuestionsApp();

describe('list, filters and sorts', () => {
  let a: string;
  let b: string;
  let c: string;
  beforeAll(async () => {
    const u = await signIn(ctx);
    a = await ask(u, { title: 'Sort A on the eco chip', plate: 'eco-chip', tags: ['sorttag'] });
    b = await ask(u, {
      title: 'Sort B in the RISC-V zone',
      plate: 'eco-chip',
      zone: 'riscv',
      tags: ['sorttag', 'rv'],
    });
    c = await ask(u, { title: 'Sort C course question', plate: 'course', tags: ['other'] });
    // A is oldest but most viewed/answered: hottest puts it first
    await ctx.database.db
      .update(questions)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(questions.id, a));
    for (let i = 0; i < 3; i++)
      await ctx.app.inject({
        method: 'POST',
        url: `/api/community/questions/${a}/answers`,
        headers: (await signIn(ctx)).headers,
        payload: { body: `answer ${i}` },
      });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/community/questions/${c}/essence`,
      headers: moderator.headers,
      payload: {},
    });
  });
  const list = async (qs: string) => {
    const res = await ctx.app.inject({ url: `/api/community/questions?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as {
      items: { id: string; tags: string[]; plate: { key: string } }[];
      total: number;
    };
  };

  it('filters by plate, tag and zone', async () => {
    const byPlate = await list('plate=eco-chip&pageSize=50');
    expect(byPlate.items.map((i) => i.id).sort()).toEqual([a, b].sort());
    const byTag = await list('tag=sorttag');
    expect(byTag.total).toBe(2);
    expect(byTag.items[0]!.tags).toContain('sorttag');
    const rv = await list('zone=riscv');
    expect(rv.items.map((i) => i.id)).toEqual([b]);
    expect((await list('plate=nope')).total).toBe(0);
  });

  it('sorts latest, hottest and essence; pages', async () => {
    const latest = await list('plate=eco-chip');
    expect(latest.items.map((i) => i.id)).toEqual([b, a]);
    const hottest = await list('plate=eco-chip&sort=hottest');
    expect(hottest.items.map((i) => i.id)).toEqual([a, b]);
    const essence = await list('sort=essence');
    expect(essence.items.map((i) => i.id)).toContain(c);
    expect(essence.items.map((i) => i.id)).not.toContain(a);
    const paged = await list('plate=eco-chip&pageSize=1&page=2');
    expect(paged.items.map((i) => i.id)).toEqual([a]);
    expect(paged.total).toBe(2);
  });

  it('lists topics separately', async () => {
    const t = await ask(owner, { kind: 'topic', plate: 'chip-space', title: 'Show your RISC-V desk setup' });
    const topics = await list('kind=topic');
    expect(topics.items.map((i) => i.id)).toContain(t);
    expect((await list('pageSize=100')).items.map((i) => i.id)).not.toContain(t);
  });
});

describe('views', () => {
  it('counts once per viewer per day', async () => {
    const id = await ask(owner);
    const view = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: `/api/community/questions/${id}/view`, headers });
    expect((await view(other.headers)).json().result).toEqual({ counted: true, views: 1 });
    expect((await view(other.headers)).json().result).toEqual({ counted: false, views: 1 });
    expect((await view({ ...visitorHeaders(), 'user-agent': 'A' })).json().result.views).toBe(2);
    expect((await view({ ...visitorHeaders(), 'user-agent': 'A' })).json().result.views).toBe(2);
    expect((await view({ ...visitorHeaders(), 'user-agent': 'B' })).json().result.views).toBe(3);
    expect((await get(id)).json().result.views).toBe(3);
  });
});

describe('similar', () => {
  it('orders by shared title tokens, at most 5, without deleted ones', async () => {
    const best = await ask(owner, { title: '玄铁 C910 开发板 启动失败' });
    const some = await ask(owner, { title: 'C910 开发板 串口' });
    const gone = await ask(owner, { title: '玄铁 C910 开发板 启动失败 了' });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/community/questions/${gone}`,
      headers: owner.headers,
    });
    const res = await ctx.app.inject({
      url: `/api/community/questions/similar?title=${encodeURIComponent('C910 开发板启动失败')}`,
    });
    const ids = (res.json().result as { id: string }[]).map((r) => r.id);
    expect(ids[0]).toBe(best);
    expect(ids).toContain(some);
    expect(ids).not.toContain(gone);
    expect(ids.length).toBeLessThanOrEqual(5);
  });
});

describe('hotness score', () => {
  it('is stored and recomputed by the community.score job', async () => {
    const id = await ask(owner);
    await ctx.database.db.update(questions).set({ score: 0, views: 100 }).where(eq(questions.id, id));
    await ctx.app.jobs.tick({ force: true });
    const [row] = await ctx.database.db.select().from(questions).where(eq(questions.id, id));
    // (100/10 + 0 + 0 + 1) / (≈0 h + 2)^1.5 ≈ 3.89
    expect(row!.score).toBeGreaterThan(3.8);
    expect(row!.score).toBeLessThan(3.9);
  });

  it('rises at once when the question is liked (no wait for the job)', async () => {
    const id = await ask(owner);
    const scoreOf = async () =>
      (await ctx.database.db.select().from(questions).where(eq(questions.id, id)))[0]!.score;
    const before = await scoreOf();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/likes/toggle',
      headers: other.headers,
      payload: { targetType: 'question', targetId: id },
    });
    expect(res.statusCode, res.body).toBe(200);
    // each like adds 2 to the numerator: (… + 2 + 1) / (age + 2)^1.5
    expect(await scoreOf()).toBeGreaterThan(before);
  });
});
