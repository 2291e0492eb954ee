import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext, requests } from '../../test/harness';

// products.list's filters (vendor, ISA token, cores, cloud lab — a lab board linked to the product,
// see lab-boards/product-link.api.test.ts) with paging, typed attributes
// refused when wrong, and solutions.list / solutions.get (issue 16).

let ctx: TestContext;
const { get, send } = requests(() => ctx);
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

type Card = { code: string; kind: string; vendor: string };
const codes = (page: { items: Card[] }) => page.items.map((p) => p.code).sort();

describe('products.list filters', () => {
  it('filters by vendor, with paging', async () => {
    const all = (await get('/api/products?kind=hardware&vendor=Milk-V&pageSize=48')).json().result;
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items.every((p: Card) => p.vendor === 'Milk-V' && p.kind === 'hardware')).toBe(true);
    const first = (await get('/api/products?kind=hardware&vendor=Milk-V&pageSize=2')).json().result;
    const second = (await get('/api/products?kind=hardware&vendor=Milk-V&pageSize=2&page=2')).json().result;
    expect(first.total).toBe(all.total);
    expect(first.items).toHaveLength(2);
    expect(second.items[0].code).not.toBe(first.items[0].code);
  });

  it('filters by ISA token, cores and cloud lab, combined', async () => {
    const isa = (await get('/api/products?kind=hardware&isa=rv64gcv&pageSize=48')).json().result;
    expect(codes(isa)).toEqual(
      ['bananapi-bpi-f3', 'k230', 'milkv-pioneer', 'sg2042', 'spacemit-k1', 'spacemit-x60'].sort(),
    );
    const cores = (await get('/api/products?kind=hardware&isa=RV64GCV&coresMin=16')).json().result;
    expect(codes(cores)).toEqual(['milkv-pioneer', 'sg2042']);
    const lab = (await get('/api/products?kind=hardware&isa=RV64GCV&coresMin=8&cloudLab=true')).json().result;
    expect(codes(lab)).toEqual(['bananapi-bpi-f3', 'milkv-pioneer']);
    const boards = (await get('/api/products?kind=hardware&category=board&cloudLab=true&pageSize=1')).json()
      .result;
    expect(boards.total).toBe(6);
    expect(boards.items).toHaveLength(1);
    const none = (await get('/api/products?kind=software&isa=RV64GCV')).json().result;
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('refuses bad filter values with 422 naming the field', async () => {
    for (const q of [
      'coresMin=abc',
      'coresMin=0',
      'cloudLab=maybe',
      'isa=RV64%20GC',
      `vendor=${'v'.repeat(101)}`,
    ]) {
      const res = await get(`/api/products?kind=hardware&${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().result.fields[0].field).toBe(q.split('=')[0]);
    }
  });
});

const product = {
  productCode: 'typed-board-1',
  productKind: 'hardware',
  category: 'board',
  vendor: 'Typed Vendor',
  nameZh: '类型测试板',
  summaryZh: '用于测试类型化属性。',
  attributes: 'Cores: 12\nISA: RV64GCV, RVV 1.0\nColour: blue',
};

describe('typed attributes', () => {
  it('refuses a known attribute of the wrong type with 422 naming it, keeps free lines', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const headers = { ...admin.headers, 'accept-language': 'en-US' };
    const wrong = await send('POST', '/api/admin/products', headers, {
      ...product,
      attributes: 'Cores: four\nColour: blue',
    });
    expect(wrong.statusCode).toBe(422);
    const field = wrong.json().result.fields[0];
    expect(field.field).toBe('attributes');
    expect(field.message).toContain('"Cores"');
    const zh = await send(
      'POST',
      '/api/admin/products',
      { ...admin.headers, 'accept-language': 'zh-CN' },
      {
        ...product,
        attributes: '核心数: 四',
      },
    );
    expect(zh.statusCode).toBe(422);
    expect(zh.json().result.fields[0].message).toContain('核心数');

    const created = await send('POST', '/api/admin/products', headers, product);
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id;
    await send('POST', `/api/admin/products/${id}/publish`, headers, { confirm: true });
    const found = (await get('/api/products?kind=hardware&vendor=Typed%20Vendor&isa=RVV&coresMin=12')).json()
      .result;
    expect(codes(found)).toEqual(['typed-board-1']);
    // no board of the lab is this product: the cloud-lab filter leaves it out
    const lab = (await get('/api/products?kind=hardware&vendor=Typed%20Vendor&cloudLab=true')).json().result;
    expect(lab.total).toBe(0);
  });
});

describe('solutions', () => {
  it('lists solutions only, with filters and paging', async () => {
    const page = (await get('/api/solutions?pageSize=2')).json().result;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.items.every((p: Card) => p.kind === 'solution')).toBe(true);
    const edge = (await get('/api/solutions?category=edge&pageSize=48')).json().result;
    expect(edge.total).toBeGreaterThan(0);
    expect((await get('/api/solutions?coresMin=x')).statusCode).toBe(422);
    expect(
      (await get('/api/solutions?kind=hardware'))
        .json()
        .result.items.every((p: Card) => p.kind === 'solution'),
    ).toBe(true);
  });

  it('shows a solution by code, 404 for another kind or an unknown code', async () => {
    const list = (await get('/api/solutions?pageSize=1')).json().result;
    const one = await get(`/api/solutions/${list.items[0].code}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().result.kind).toBe('solution');
    expect((await get('/api/solutions/lichee-pi-4a')).statusCode).toBe(404);
    expect((await get('/api/solutions/no-such-solution')).statusCode).toBe(404);
  });
});
