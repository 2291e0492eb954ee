import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sensitiveWords } from '../../db/schema';
import { visitorHeaders } from '../../test/harness';
import { titleTokens } from './tokens';
import { useQuestionsApp, ctx, owner, other, moderator, valid, ask, get } from './questions-api-setup';

// Asking a question: field rules, sensitive words and images.

useQuestionsApp();

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
    // the author's list merges the held item in its place (the newest, first) and counts it
    const listOf = async (headers: Record<string, string>, page = 1) =>
      (await ctx.app.inject({ url: `/api/community/questions?pageSize=1&page=${page}`, headers })).json()
        .result as { items: { id: string }[]; total: number };
    const [mineFirst, mineSecond, theirs] = await Promise.all([
      listOf(owner.headers),
      listOf(owner.headers, 2),
      listOf(other.headers),
    ]);
    expect(mineFirst.items.map((i) => i.id)).toEqual([id]);
    expect(mineFirst.total).toBe(list.total + 1);
    expect(mineSecond.items.map((i) => i.id)).toEqual([theirs.items[0]!.id]);
    expect(theirs.items.map((i) => i.id)).not.toContain(id);
    expect(theirs.total).toBe(list.total);
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
