import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, questions, sensitiveWords } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { titleTokens } from './tokens';

let ctx: TestContext;
type Who = Awaited<ReturnType<typeof signIn>>;
let owner: Who;
let other: Who;
let moderator: Who;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signIn(ctx);
  other = await signIn(ctx);
  moderator = await signIn(ctx, { roles: ['admin'] });
});
afterAll(() => ctx.close());

const valid = (over: Record<string, unknown> = {}) => ({
  kind: 'question',
  zone: 'general',
  plate: 'development-board',
  productKind: 'development-board',
  productName: 'Lichee Pi 4A',
  title: 'How do I flash Debian onto the Lichee Pi 4A?',
  description: 'The board boots to U-Boot but **fastboot** never sees the device.',
  tags: ['th1520', 'debian'],
  images: [],
  ...over,
});

async function ask(who: Who, over: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/community/questions',
    headers: who.headers,
    payload: valid(over),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as string;
}

const get = (id: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/community/questions/${id}`, headers });

describe('title tokens', () => {
  it('lower-cases latin words and splits CJK runs into bigrams', () => {
    expect(titleTokens('RISC-V 开发板 Debian')).toEqual(['risc-v', 'debian', '开发', '发板']);
    expect(titleTokens('板')).toEqual(['板']);
  });
});

describe('questions.create field rules', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['title', { title: '' }, 'Please enter a title', '请输入标题'],
    ['title', { title: 'x'.repeat(51) }, 'The title must be at most 50 characters', '标题最多 50 个字符'],
    ['plate', { plate: '' }, 'Please select a plate', '请选择板块'],
    ['plate', { plate: 'no-such-plate' }, 'Please select a plate', '请选择板块'],
    [
      'productKind',
      { productKind: 'spaceship' },
      'Please select the product or component type',
      '请选择产品或组件类型',
    ],
    ['productName', { productName: ' ' }, 'Please enter the product or component', '请输入产品或组件'],
    ['description', { description: '' }, 'Please enter a description', '请输入描述'],
    [
      'description',
      { description: 'd'.repeat(1001) },
      'The description must be at most 1000 characters',
      '描述最多 1000 个字符',
    ],
    ['tags', { tags: [] }, 'Please add 1 to 3 tags', '请添加 1 到 3 个标签'],
    ['tags', { tags: ['a', 'b', 'c', 'd'] }, 'At most 3 tags', '标签最多 3 个'],
    ['tags.0', { tags: ['t'.repeat(21)] }, 'A tag must be at most 20 characters', '每个标签最多 20 个字符'],
    [
      'images',
      { images: Array(10).fill(`/uploads/community/${'a'.repeat(32)}.webp`) },
      'At most 9 images',
      '图片最多 9 张',
    ],
    [
      'images.0',
      { images: ['https://evil.example/x.png'] },
      'This image was not uploaded here',
      '图片地址无效',
    ],
    [
      'images',
      {
        kind: 'topic',
        plate: 'chip-space',
        images: Array(4).fill(`/uploads/community/${'a'.repeat(32)}.webp`),
      },
      'At most 3 images',
      '图片最多 3 张',
    ],
    [
      'description',
      { kind: 'topic', plate: 'chip-space', description: 'd'.repeat(901) },
      'The description must be at most 900 characters',
      '描述最多 900 个字符',
    ],
  ];
  for (const [field, over, en, zh] of cases)
    it(`${field}: ${JSON.stringify(over).slice(0, 60)}`, async () => {
      for (const [locale, text] of [
        ['en-US', en],
        ['zh-CN', zh],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/community/questions',
          headers: { ...owner.headers, cookie: `${owner.headers.cookie}; locale=${locale}` },
          payload: valid(over),
        });
        expect(res.statusCode, res.body).toBe(422);
        const fields = res.json().result.fields as { field: string; message: string }[];
        expect(fields).toContainEqual({ field, message: text });
      }
    });

  it('a topic needs a topic plate', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/questions',
      headers: owner.headers,
      payload: valid({ kind: 'topic' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields[0].field).toBe('plate');
  });
});

describe('authorisation matrix and XSRF', () => {
  it('create: visitor 401, XSRF 403, user allowed', async () => {
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/questions',
      headers: visitorHeaders(),
      payload: valid(),
    });
    expect(visitor.statusCode).toBe(401);
    const noXsrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/questions',
      headers: { cookie: owner.headers.cookie.replace(/; XSRF-TOKEN=.*/, '') },
      payload: valid(),
    });
    expect(noXsrf.statusCode).toBe(403);
    await ask(owner);
  });

  it('update and delete: visitor 401, other 403, owner and moderator allowed', async () => {
    const id = await ask(owner);
    const put = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/community/questions/${id}`,
        headers,
        payload: valid({ title: 'Edited title about the TH1520' }),
      });
    expect((await put(visitorHeaders())).statusCode).toBe(401);
    expect((await put(other.headers)).statusCode).toBe(403);
    expect((await put(owner.headers)).statusCode).toBe(200);
    expect((await put(moderator.headers)).statusCode).toBe(200);
    expect((await get(id)).json().result.title).toBe('Edited title about the TH1520');

    const del = (headers: Record<string, string>, qid = id) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/community/questions/${qid}`, headers });
    expect((await del(visitorHeaders())).statusCode).toBe(401);
    expect((await del(other.headers)).statusCode).toBe(403);
    expect((await del(owner.headers)).statusCode).toBe(200);
    const id2 = await ask(owner);
    expect((await del(moderator.headers, id2)).statusCode).toBe(200);
  });

  it('essence: visitor 401, user 403, moderator allowed', async () => {
    const id = await ask(owner);
    const mark = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/community/questions/${id}/essence`,
        headers,
        payload: { essence: true },
      });
    expect((await mark(visitorHeaders())).statusCode).toBe(401);
    expect((await mark(owner.headers)).statusCode).toBe(403);
    expect((await mark(moderator.headers)).statusCode).toBe(200);
    expect((await get(id)).json().result.essence).toBe(true);
  });

  it('viewer flags come from the policy', async () => {
    const id = await ask(owner);
    const mine = (await get(id, owner.headers)).json().result.viewer;
    expect(mine).toMatchObject({ canEdit: true, canDelete: true, canAdopt: true, canReport: false });
    const theirs = (await get(id, other.headers)).json().result.viewer;
    expect(theirs).toMatchObject({ canEdit: false, canDelete: false, canAdopt: false, canReport: true });
    const mod = (await get(id, moderator.headers)).json().result.viewer;
    expect(mod).toMatchObject({ canEdit: true, canDelete: true, canAdopt: false, canEssence: true });
    const visitor = (await get(id)).json().result.viewer;
    expect(visitor).toMatchObject({ canEdit: false, canAnswer: false, canReport: false });
  });
});

describe('deleted question', () => {
  it('answers 404 "The id does not exist" and its notifications are gone', async () => {
    const id = await ask(owner);
    const ans = await ctx.app.inject({
      method: 'POST',
      url: `/api/community/questions/${id}/answers`,
      headers: other.headers,
      payload: { body: 'Hold the BOOT key while powering on.' },
    });
    expect(ans.statusCode).toBe(200);
    const db = ctx.database.db;
    const count = async () =>
      (await db.select().from(notifications).where(eq(notifications.userId, owner.userId))).filter((n) =>
        n.link?.includes(id),
      ).length;
    expect(await count()).toBe(1);
    await ctx.app.inject({ method: 'DELETE', url: `/api/community/questions/${id}`, headers: owner.headers });
    expect(await count()).toBe(0);
    const res = await get(id, { cookie: 'locale=en-US' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The id does not exist');
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/community/questions/${id}/answers`,
      headers: other.headers,
      payload: { body: 'late' },
    });
    expect(answer.statusCode).toBe(404);
  });
});

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

describe('sensitive words', () => {
  beforeAll(async () => {
    await ctx.database.db.insert(sensitiveWords).values([
      { word: 'forbiddenword', action: 'block' },
      { word: 'maskme', action: 'replace' },
      { word: 'holdme', action: 'review' },
    ]);
  });

  it('block → 422 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/questions',
      headers: { ...owner.headers, cookie: `${owner.headers.cookie}; locale=en-US` },
      payload: valid({ description: 'this has forbiddenword inside' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields[0].field).toBe('description');
    expect(res.json().message).toContain('forbiddenword');
  });

  it('replace → masked', async () => {
    const id = await ask(owner, { title: 'please maskme now' });
    expect((await get(id)).json().result.title).toBe('please ****** now');
  });

  it('review → held, visible to the author and moderators only', async () => {
    const id = await ask(owner, { description: 'holdme please' });
    const mine = await get(id, owner.headers);
    expect(mine.json().result.status).toBe('held');
    expect((await get(id, moderator.headers)).statusCode).toBe(200);
    expect((await get(id, other.headers)).statusCode).toBe(404);
    expect((await get(id)).statusCode).toBe(404);
    const list = (await ctx.app.inject({ url: '/api/community/questions?pageSize=100' })).json().result;
    expect(list.items.map((i: { id: string }) => i.id)).not.toContain(id);
  });
});

describe('images', () => {
  it('uploads an image (re-encoded WebP ≤ 1600 px) and refuses other content', async () => {
    const png = await sharp({ create: { width: 2000, height: 100, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const form = (data: Buffer, name: string) => {
      const boundary = '----c2test';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { body, type: `multipart/form-data; boundary=${boundary}` };
    };
    const up = (data: Buffer, headers: Record<string, string>) => {
      const f = form(data, 'a.png');
      return ctx.app.inject({
        method: 'POST',
        url: '/api/community/images',
        headers: { ...headers, 'content-type': f.type },
        payload: f.body,
      });
    };
    expect((await up(png, visitorHeaders())).statusCode).toBe(401);
    const res = await up(png, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().result.url as string;
    expect(url).toMatch(/^\/uploads\/community\/[a-f0-9]{32}\.webp$/);
    const file = await ctx.app.inject({ url });
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1600);
    const bad = await up(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), owner.headers);
    expect(bad.statusCode).toBe(422);
    expect((await ctx.app.inject({ url: '/uploads/community/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
    // the uploaded image can be used in a question
    await ask(owner, { images: [url] });
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
