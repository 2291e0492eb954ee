import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFeedback, notifications, productI18n, products } from '../../db/schema';
import { createDocument } from '../../test/document-fixture';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { solveCaptcha } from '../auth/auth-test-kit';

let ctx: TestContext;
let productA: number;
let productB: number;
const ids: Record<string, number> = {};
const hour = (h: number) => new Date(Date.UTC(2026, 0, 1, h));

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const [a, b] = await db
    .insert(products)
    .values([
      { kind: 'hardware', code: 'board-a', vendor: 'OCC', publishedAt: hour(0) },
      { kind: 'software', code: 'os-b', vendor: 'OCC', publishedAt: hour(0) },
    ])
    .returning({ id: products.id });
  productA = a!.id;
  productB = b!.id;
  await db.insert(productI18n).values([
    { productId: productA, locale: 'zh-CN', name: '开发板 A', summary: '', description: '' },
    { productId: productA, locale: 'en-US', name: 'Board A', summary: '', description: '' },
    { productId: productB, locale: 'zh-CN', name: '系统 B', summary: '', description: '' },
  ]);
  ids.quick1 = await createDocument(db, {
    productId: productA,
    category: 'quickstart',
    series: 'board-a-quick',
    version: 'v1.0',
    publishedAt: hour(1),
    updatedAt: hour(1),
    i18n: { 'zh-CN': { title: '快速开始 旧版', body: '# 旧版\n\n旧内容' } },
  });
  ids.quick2 = await createDocument(db, {
    productId: productA,
    category: 'quickstart',
    series: 'board-a-quick',
    version: 'v2.0',
    publishedAt: hour(2),
    updatedAt: hour(3),
    i18n: {
      'zh-CN': {
        title: '快速开始',
        body: '## 准备工作\n\n需要一块板子 <script>alert(1)</script>\n\n## 烧录镜像\n\n```bash\ndd if=a.img of=/dev/sdX\n```\n\n## 准备工作\n',
      },
      'en-US': { title: 'Quick start', body: '## Preparation\n\nYou need a board.\n\n### Flash the image\n' },
    },
  });
  ids.api = await createDocument(db, {
    productId: productB,
    category: 'api',
    series: 'os-b-api',
    version: 'v2.0',
    publishedAt: hour(2),
    updatedAt: hour(2),
    i18n: { 'zh-CN': { title: '系统调用参考', body: 'syscall 列表 unique-needle-word' } },
  });
  ids.draft = await createDocument(db, {
    productId: productB,
    category: 'api',
    series: 'os-b-draft',
    publishedAt: null,
    i18n: { 'zh-CN': { title: '草稿文档', body: 'draft' } },
  });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const titles = (res: { json(): { result: { items: { title: string }[] } } }) =>
  res.json().result.items.map((d) => d.title);

describe('documents.list', () => {
  it('lists published documents newest update first, the newest version marked, with the tree', async () => {
    const res = await get('/api/documents');
    expect(res.statusCode).toBe(200);
    const r = res.json().result;
    expect(r.total).toBe(3);
    expect(titles(res)).toEqual(['快速开始', '系统调用参考', '快速开始 旧版']);
    expect(r.items.map((d: { latest: boolean }) => d.latest)).toEqual([true, true, false]);
    expect(r.items[0]).toMatchObject({ productName: '开发板 A', category: 'quickstart', version: 'v2.0' });
    expect(r.filters.versions).toEqual(['v2.0', 'v1.0']);
    const a = r.filters.products.find((p: { id: number }) => p.id === productA);
    expect(a).toMatchObject({ name: '开发板 A', count: 2, categories: [{ key: 'quickstart', count: 2 }] });
    expect(JSON.stringify(r)).not.toContain('草稿');
  });
  it('filters by product, category, version and words, sorts oldest first and pages', async () => {
    expect(titles(await get(`/api/documents?productId=${productB}`))).toEqual(['系统调用参考']);
    expect(titles(await get('/api/documents?category=quickstart&version=v1.0'))).toEqual(['快速开始 旧版']);
    expect(titles(await get('/api/documents?q=unique-needle'))).toEqual(['系统调用参考']);
    expect(titles(await get('/api/documents?q=100%25'))).toEqual([]);
    expect(titles(await get('/api/documents?sort=updatedAt&pageSize=2'))).toEqual([
      '快速开始 旧版',
      '系统调用参考',
    ]);
    const p2 = (await get('/api/documents?pageSize=2&page=2')).json().result;
    expect(p2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(p2.items).toHaveLength(1);
  });
  it('answers the requested language where it exists', async () => {
    const en = await get('/api/documents?category=quickstart', { cookie: 'locale=en-US' });
    expect(titles(en)).toEqual(['Quick start', '快速开始 旧版']);
    expect(en.json().result.filters.products[0].name).toBe('Board A');
  });
  it('refuses bad filters with 422 naming the field', async () => {
    const res = await get('/api/documents?category=nope&sort=x&productId=-1');
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['category', 'sort', 'productId']),
    );
  });
});

describe('documents.get', () => {
  it('renders sanitised HTML with heading anchors, a TOC, code highlighting and the versions', async () => {
    const res = await get(`/api/documents/${ids.quick2}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().result;
    expect(d.html).not.toContain('<script');
    expect(d.html).toContain('<h2 id="sec-准备工作">');
    expect(d.html).toContain('id="sec-准备工作-1"');
    expect(d.html).toContain('hljs');
    expect(d.toc).toEqual([
      { id: 'sec-准备工作', text: '准备工作', level: 2 },
      { id: 'sec-烧录镜像', text: '烧录镜像', level: 2 },
      { id: 'sec-准备工作-1', text: '准备工作', level: 2 },
    ]);
    expect(d.versions.map((v: { version: string; latest: boolean }) => [v.version, v.latest])).toEqual([
      ['v2.0', true],
      ['v1.0', false],
    ]);
    expect(d.helpful).toEqual({ yes: 0, no: 0, mine: null });
  });
  it('answers 404 for an unpublished or unknown document and 422 for a bad id', async () => {
    expect((await get(`/api/documents/${ids.draft}`)).statusCode).toBe(404);
    expect((await get('/api/documents/999999')).statusCode).toBe(404);
    expect((await get('/api/documents/abc')).statusCode).toBe(422);
  });
});

describe('documents.vote', () => {
  it('counts one vote per user or address; a new vote replaces the old', async () => {
    const user = await signIn(ctx);
    const vote = (helpful: boolean, headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/documents/${ids.api}/helpful`,
        headers,
        payload: { helpful },
      });
    expect((await vote(true, user.headers)).json().result).toEqual({ yes: 1, no: 0, mine: true });
    expect((await vote(true, user.headers)).json().result).toEqual({ yes: 1, no: 0, mine: true });
    expect((await vote(false, user.headers)).json().result).toEqual({ yes: 0, no: 1, mine: false });
    expect((await vote(true, visitorHeaders())).json().result).toEqual({ yes: 1, no: 1, mine: true });
    const seen = (await get(`/api/documents/${ids.api}`, { cookie: user.headers.cookie })).json().result;
    expect(seen.helpful).toEqual({ yes: 1, no: 1, mine: false });
    const draft = await ctx.app.inject({
      method: 'PUT',
      url: `/api/documents/${ids.draft}/helpful`,
      headers: user.headers,
      payload: { helpful: true },
    });
    expect(draft.statusCode).toBe(404);
  });
});

describe('documents.feedback', () => {
  const send = (
    payload: object,
    headers: Record<string, string>,
    remoteAddress = '10.0.0.1',
    id = ids.quick2,
  ) =>
    ctx.app.inject({ method: 'POST', url: `/api/documents/${id}/feedback`, headers, payload, remoteAddress });

  it('stores a signed-in user’s feedback with tags and section', async () => {
    const user = await signIn(ctx);
    const res = await send(
      { description: '代码块有错字', tags: ['typo', 'typo', 'unclear'], section: '烧录镜像' },
      user.headers,
    );
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(documentFeedback)
      .where(eq(documentFeedback.id, res.json().result.id));
    expect(row).toMatchObject({
      userId: user.userId,
      tags: ['typo', 'unclear'],
      section: '烧录镜像',
      status: 'new',
    });
  });
  it('refuses an empty or too long description and unknown tags with 422', async () => {
    const user = await signIn(ctx);
    for (const payload of [
      { description: '   ' },
      { description: 'x'.repeat(2001) },
      { description: 'ok', tags: ['bad'] },
    ]) {
      const res = await send(payload, { ...user.headers, cookie: `${user.headers.cookie}; locale=en-US` });
      expect(res.statusCode).toBe(422);
      expect(res.json().result.fields[0].field).toMatch(/^(description|tags)/);
    }
    const long = await send(
      { description: 'x'.repeat(2001) },
      { ...user.headers, cookie: `${user.headers.cookie}; locale=en-US` },
    );
    expect(long.json().result.fields[0].message).toBe('Description must be at most 2000 characters');
    expect((await send({ description: 'x'.repeat(2000) }, user.headers)).statusCode).toBe(200);
  });
  it('asks a visitor for the graphic code and accepts it when right', async () => {
    const missing = await send({ description: '链接失效' }, visitorHeaders(), '10.0.0.2');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().result.fields[0].field).toBe('captchaCode');
    const wrong = await send(
      { description: '链接失效', captchaId: crypto.randomUUID(), captchaCode: 'zzzz' },
      visitorHeaders(),
      '10.0.0.2',
    );
    expect(wrong.statusCode).toBe(400);
    const solved = await solveCaptcha(ctx);
    const res = await send(
      { description: '链接失效', tags: ['brokenLink'], ...solved },
      visitorHeaders(),
      '10.0.0.2',
    );
    expect(res.statusCode).toBe(200);
  });
  it('refuses feedback on an unpublished document with 404', async () => {
    const user = await signIn(ctx);
    expect((await send({ description: 'x' }, user.headers, '10.0.0.3', ids.draft)).statusCode).toBe(404);
  });
  it('limits feedback from one address to 10 an hour', async () => {
    const user = await signIn(ctx);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await send({ description: `问题 ${i}` }, user.headers, '10.0.0.9')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('the console resource entry', () => {
  it('refuses visitors (401) and users without the permission (403)', async () => {
    const user = await signIn(ctx);
    for (const url of [
      '/api/admin/documents',
      '/api/admin/documentFeedback',
      `/api/admin/documents/${ids.draft}/preview`,
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, { cookie: user.headers.cookie })).statusCode).toBe(403);
    }
    const [fb] = await ctx.database.db.select({ id: documentFeedback.id }).from(documentFeedback).limit(1);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/documentFeedback/${fb!.id}`,
      headers: user.headers,
      payload: { status: 'fixed' },
    });
    expect(put.statusCode).toBe(403);
  });
  it('publishes a document through draft → preview → publish', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const body = {
      category: 'guide',
      series: 'new-guide',
      version: 'v1.0',
      titleZh: '新指南',
      bodyZh: '## 第一节\n\n正文',
    };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      headers: admin.headers,
      payload: body,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id as number;
    expect((await get(`/api/documents/${id}`)).statusCode).toBe(404);
    const preview = await get(`/api/admin/documents/${id}/preview`, { cookie: admin.headers.cookie });
    expect(preview.json().result).toMatchObject({ title: '新指南', toc: [{ text: '第一节' }] });
    const pdfWithoutFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      headers: admin.headers,
      payload: { ...body, format: 'pdf', bodyZh: '' },
    });
    expect(pdfWithoutFile.statusCode).toBe(422);
    expect(pdfWithoutFile.json().result.fields[0].field).toBe('fileUrl');
    const published = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${id}/publish`,
      headers: admin.headers,
      payload: { confirm: true },
    });
    expect(published.statusCode).toBe(200);
    expect((await get(`/api/documents/${id}`)).json().result.title).toBe('新指南');
  });
  it('tells a signed-in submitter when their feedback is fixed, once', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const reader = await signIn(ctx);
    const sent = await send2(reader.headers);
    const id = sent.json().result.id as number;
    const setStatus = (status: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/documentFeedback/${id}`,
        headers: admin.headers,
        payload: { status, note: '' },
      });
    expect((await setStatus('accepted')).statusCode).toBe(200);
    expect(await noticesOf(reader.userId)).toHaveLength(0);
    expect((await setStatus('fixed')).statusCode).toBe(200);
    expect((await setStatus('fixed')).statusCode).toBe(200);
    const notices = await noticesOf(reader.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ category: 'system', link: `/community/document/${ids.quick2}` });
    expect(notices[0]!.summary).toContain('快速开始');
    const list = await get('/api/admin/documentFeedback?status=fixed', { cookie: admin.headers.cookie });
    expect(list.json().result.items.map((i: { id: number }) => i.id)).toContain(id);
    const bad = await setStatus('done');
    expect(bad.statusCode).toBe(422);
  });
});

const send2 = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/documents/${ids.quick2}/feedback`,
    headers,
    payload: { description: '步骤过时', tags: ['outdated'] },
    remoteAddress: '10.0.0.20',
  });
const noticesOf = (userId: string) =>
  ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
