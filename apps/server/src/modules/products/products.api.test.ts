import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext, requests } from '../../test/harness';

let ctx: TestContext;
const { get, send } = requests(() => ctx);
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

const body = {
  productCode: 'demo-board-x1',
  productKind: 'hardware',
  category: 'board',
  vendor: 'Demo Vendor',
  nameZh: '演示开发板 X1',
  summaryZh: '一块用于测试的开发板。',
  descriptionZh: '## 规格\n\n<script>alert(1)</script> **四核**',
  nameEn: 'Demo board X1',
  summaryEn: 'A board for tests.',
  descriptionEn: 'Quad **core**',
  attributes: 'Cores: 4\nMemory: 8 GB',
  links: 'Docs | https://example.com/docs',
  sort: 5,
  featured: false,
};

describe('public catalogue reads', () => {
  it('lists published products of a kind and category with paging', async () => {
    const res = await get('/api/products?kind=hardware&category=board&pageSize=3');
    expect(res.statusCode).toBe(200);
    const page = res.json().result;
    expect(page.items).toHaveLength(3);
    expect(page.total).toBeGreaterThan(3);
    expect(
      page.items.every(
        (p: { kind: string; category: string }) => p.kind === 'hardware' && p.category === 'board',
      ),
    ).toBe(true);
    const next = (await get('/api/products?kind=hardware&category=board&pageSize=3&page=2')).json().result;
    expect(next.items[0].code).not.toBe(page.items[0].code);
    const solutions = (await get('/api/products?kind=solution')).json().result;
    expect(solutions.total).toBeGreaterThanOrEqual(5);
  });

  it('refuses a category that is not an enum value and an unknown kind with 422', async () => {
    expect((await get('/api/products?kind=hardware&category=%00x')).statusCode).toBe(422);
    expect((await get('/api/products?kind=toys')).statusCode).toBe(422);
    expect((await get(`/api/products?kind=software&page=${'9'.repeat(30)}`)).statusCode).toBe(422);
  });

  it('shows a product in the asked language with sanitised HTML and its attributes', async () => {
    const zh = (await get('/api/products/openEuler', { 'accept-language': 'zh-CN' })).json().result;
    expect(zh.kind).toBe('software');
    expect(zh.category).toBe('operating');
    const en = (await get('/api/products/lichee-pi-4a', { 'accept-language': 'en-US' })).json().result;
    expect(en.locale).toBe('en-US');
    expect(en.attributes.length).toBeGreaterThan(0);
    expect(en.html).toContain('<p>');
  });

  it('answers 404 for an unknown code and 422 for a malformed one', async () => {
    expect((await get('/api/products/no-such-product')).statusCode).toBe(404);
    expect([414, 422]).toContain((await get(`/api/products/${'x'.repeat(300)}`)).statusCode);
    expect((await get('/api/products/%E2%80%AEbad')).statusCode).toBe(422);
  });
});

describe('the console product area', () => {
  it('refuses visitors (401) and users without the permission (403)', async () => {
    expect((await send('POST', '/api/admin/products', visitorHeaders(), body)).statusCode).toBe(401);
    expect((await get('/api/admin/products')).statusCode).toBe(401);
    const user = await signIn(ctx);
    expect((await send('POST', '/api/admin/products', user.headers, body)).statusCode).toBe(403);
    expect((await get('/api/admin/products', user.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/products/1/preview', user.headers)).statusCode).toBe(403);
  });

  it('keeps a new product hidden until published, then serves it publicly', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const created = await send('POST', '/api/admin/products', admin.headers, body);
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id;
    expect((await get(`/api/products/${body.productCode}`)).statusCode).toBe(404);

    const preview = (await get(`/api/admin/products/${id}/preview`, admin.headers)).json().result;
    expect(preview.attributes).toEqual([
      { name: 'Cores', value: '4' },
      { name: 'Memory', value: '8 GB' },
    ]);
    expect(preview.html).not.toContain('<script');

    const published = await send('POST', `/api/admin/products/${id}/publish`, admin.headers, {
      confirm: true,
    });
    expect(published.statusCode).toBe(200);
    const live = (await get(`/api/products/${body.productCode}`, { 'accept-language': 'en-US' })).json()
      .result;
    expect(live.name).toBe('Demo board X1');
    expect(live.links).toEqual([{ label: 'Docs', url: 'https://example.com/docs' }]);
    const listed = (await get('/api/products?kind=hardware&category=board&pageSize=48')).json().result;
    expect(listed.items.map((p: { code: string }) => p.code)).toContain(body.productCode);

    const filtered = (await get('/api/admin/products?productKind=solution', admin.headers)).json().result;
    expect(filtered.items.every((p: { productKind: string }) => p.productKind === 'solution')).toBe(true);
  });

  it('refuses a duplicate code (409), a category of another kind and malformed lines (422)', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const dup = await send('POST', '/api/admin/products', admin.headers, {
      ...body,
      productCode: 'openEuler',
    });
    expect(dup.statusCode).toBe(409);
    const wrongCategory = await send('POST', '/api/admin/products', admin.headers, {
      ...body,
      productCode: 'x2',
      category: 'edge',
    });
    expect(wrongCategory.statusCode).toBe(422);
    expect(JSON.stringify(wrongCategory.json())).toContain('category');
    const badLines = await send('POST', '/api/admin/products', admin.headers, {
      ...body,
      productCode: 'x3',
      attributes: 'no colon here',
      links: 'label without url',
    });
    expect(badLines.statusCode).toBe(422);
    const badCode = await send('POST', '/api/admin/products', admin.headers, {
      ...body,
      productCode: 'bad code\u0000',
    });
    expect(badCode.statusCode).toBe(422);
  });
});
