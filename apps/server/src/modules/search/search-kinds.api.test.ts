import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses, events, videos } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// Issue 21's later parts: events and courses as search kinds, English stemming on both sides,
// and what the console's search index page reads (queue size, last rebuild).

let ctx: TestContext;
let author: Awaited<ReturnType<typeof signIn>>;
const DAY = 86_400_000;
const tick = () => ctx.app.jobs.tick({ force: true });

const find = async (q: string, kind?: string) => {
  const url = `/api/search?q=${encodeURIComponent(q)}${kind ? `&kind=${kind}` : ''}`;
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as {
    total: number;
    items: Array<{ id: string; kind: string; url: string }>;
    counts: Array<{ kind: string; count: number }>;
  };
};

const event = (slug: string, over: Partial<typeof events.$inferInsert> = {}) => {
  const now = Date.now();
  return {
    slug,
    kind: 'salon',
    titleZh: '玄铁生态沙龙',
    titleEn: 'XuanTie ecosystem salon',
    summaryZh: '与开发者面对面交流',
    bodyZh: '## 议程\n\n向量扩展实战分享',
    place: '杭州',
    startsAt: new Date(now + 10 * DAY),
    endsAt: new Date(now + 11 * DAY),
    signupOpensAt: new Date(now - DAY),
    signupClosesAt: new Date(now + 5 * DAY),
    capacity: 10,
    state: 'published',
    publishedAt: new Date(now - DAY),
    ...over,
  };
};

beforeAll(async () => {
  ctx = await createTestApp();
  author = await signIn(ctx);
  const { db } = ctx.database;
  await db.insert(events).values([
    event('salon-hz'),
    event('cup-2026', {
      kind: 'competition',
      titleZh: '开源芯片设计大赛',
      titleEn: 'Open chip design contest',
      summaryZh: '决赛路演',
    }),
    event('draft-ev', { titleZh: '草稿活动保密', state: 'draft' }),
    event('later-ev', { titleZh: '未来活动保密', publishedAt: new Date(Date.now() + DAY) }),
  ]);
  await db.insert(courses).values([
    {
      slug: 'rvv-101',
      titleZh: '向量编程入门',
      titleEn: 'Vector programming basics',
      summaryZh: '从零写出第一个向量循环',
      summaryEn: 'Compiling and running loops on a board',
      level: 'beginner',
      category: 'risc_v',
      publishedAt: new Date(Date.now() - DAY),
    },
    {
      slug: 'hidden-course',
      titleZh: '未发布课程保密',
      level: 'beginner',
      category: 'risc_v',
      publishedAt: null,
    },
  ]);
  await db.insert(videos).values({
    authorId: author.userId,
    state: 'published',
    name: 'Installing Debian on boards',
    introduction: 'The installer walks through partitions',
    sourceKey: 'videos/installing.mp4',
  });
  await tick();
});

afterAll(async () => {
  await ctx.close();
});

describe('events and courses in the search', () => {
  it('finds a published event by a word of its title and of its body, with its page address', async () => {
    const byTitle = await find('沙龙', 'events');
    expect(byTitle.items.map((i) => i.url)).toEqual(['/activity/salon-hz']);
    const byBody = await find('向量扩展', 'events');
    expect(byBody.total).toBe(2);
    const contest = await find('contest');
    expect(contest.items.map((i) => [i.kind, i.url])).toEqual([['events', '/competition/cup-2026']]);
  });

  it('finds a published course by its title and summary, in both languages', async () => {
    for (const q of ['向量编程', 'programming', '向量循环', 'loops']) {
      const r = await find(q, 'courses');
      expect(
        r.items.map((i) => i.url),
        q,
      ).toEqual(['/college/course_details?id=rvv-101']);
    }
  });

  it('never finds a draft event, a future one or an unpublished course', async () => {
    expect((await find('保密')).total).toBe(0);
  });

  it('shows events and courses as tabs with counts', async () => {
    const all = await find('向量');
    expect(all.counts.find((c) => c.kind === 'courses')?.count).toBe(1);
    expect(all.counts.find((c) => c.kind === 'events')?.count).toBe(2);
  });

  it('drops an event from the index when it goes back to draft', async () => {
    const { db } = ctx.database;
    await db.update(events).set({ state: 'draft', updatedAt: new Date() }).where(eq(events.slug, 'salon-hz'));
    await tick();
    expect((await find('沙龙')).total).toBe(0);
  });
});

describe('English stemming', () => {
  it('finds inflected forms of a word, in the index and in the query', async () => {
    for (const q of ['install', 'installed', 'installs', 'board', 'partition', 'compiled', 'loop']) {
      expect((await find(q)).total, q).toBeGreaterThan(0);
    }
    expect((await find('installed', 'videos')).items).toHaveLength(1);
  });
});

describe('the console search index page', () => {
  it('shows the pending queue size and the last finished rebuild', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const stats = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/search-index',
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result as { pending: number; lastRebuild: { kind: string; state: string } | null };
    };
    expect((await stats()).lastRebuild).toBeNull();
    const { db } = ctx.database;
    await db
      .update(courses)
      .set({ titleEn: 'Vector programming, second edition' })
      .where(eq(courses.slug, 'rvv-101'));
    expect((await stats()).pending).toBe(1);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/search-index/rebuild',
      headers: admin.headers,
      payload: { kind: 'courses' },
    });
    expect(started.statusCode, started.body).toBe(200);
    await tick();
    const after = await stats();
    expect(after.pending).toBe(0);
    expect(after.lastRebuild).toMatchObject({ kind: 'courses', state: 'done' });
  });

  it('is an entry of the console menu for holders of searchIndex.read only', async () => {
    type Node = { route: string | null; children: Node[] };
    const routes = (menu: Node[]): string[] =>
      menu.flatMap((n) => [...(n.route ? [n.route] : []), ...routes(n.children)]);
    const menuOf = async (headers: Record<string, string>) =>
      routes(
        (await ctx.app.inject({ method: 'GET', url: '/api/admin/console', headers })).json().result.menu,
      );
    const admin = await signIn(ctx, { roles: ['admin'] });
    expect(await menuOf(admin.headers)).toContain('/admin/search_index');
    const support = await signIn(ctx, { roles: ['support'] });
    expect(await menuOf(support.headers)).not.toContain('/admin/search_index');
  });

  it('refuses a visitor and a user without the permission', async () => {
    const url = '/api/admin/search-index';
    expect((await ctx.app.inject({ method: 'GET', url, headers: visitorHeaders() })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: author.headers })).statusCode).toBe(403);
  });
});
