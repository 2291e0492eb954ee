import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext, requests } from '../../test/harness';

// The console's `solution`, `chip` (catalogue side), `mcu` and `module` entries: views of the
// products limited to their categories (products/views.ts, shared admin/areas/product-views.ts).

let ctx: TestContext;
const { get, send } = requests(() => ctx);
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

const mcu = {
  productCode: 'view-mcu-1',
  productKind: 'hardware',
  category: 'mcu',
  vendor: 'Demo Vendor',
  nameZh: '演示 MCU',
  summaryZh: '一颗用于测试的 MCU。',
  nameEn: 'Demo MCU',
  summaryEn: 'An MCU for tests.',
  attributes: 'Cores: 1',
};

type Row = { id: number; category: string; productKind: string; productCode: string };

describe('product views in the console', () => {
  it('lists only the rows of their categories, with their totals', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const all = (await get('/api/admin/products?pageSize=100', admin.headers)).json().result;
    const expected = {
      productSolutions: (r: Row) => r.productKind === 'solution',
      productChips: (r: Row) => r.category === 'cpu' || r.category === 'soc',
      productMcus: (r: Row) => r.category === 'mcu',
      productModules: (r: Row) => r.category === 'module',
    };
    for (const [key, belongs] of Object.entries(expected)) {
      const res = await get(`/api/admin/${key}?pageSize=100`, admin.headers);
      expect(res.statusCode).toBe(200);
      const page = res.json().result;
      expect(page.total).toBeGreaterThan(0);
      expect(page.items.every(belongs)).toBe(true);
      expect(page.total).toBe((all.items as Row[]).filter(belongs).length);
    }
  });

  it('creates, edits and publishes in its categories and refuses another category naming the field', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const headers = { ...admin.headers, cookie: `${admin.headers.cookie}; locale=en-US` };
    const wrong = await send('POST', '/api/admin/productMcus', headers, {
      ...mcu,
      productCode: 'view-board-1',
      category: 'board',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().result.fields[0]).toMatchObject({ field: 'category' });
    expect(wrong.json().result.fields[0].message).toContain('does not belong to this console entry');

    const created = await send('POST', '/api/admin/productMcus', headers, mcu);
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id;
    // the same product through the products entry: one row, one draft
    expect((await get(`/api/admin/products/${id}`, headers)).json().result.body.nameEn).toBe('Demo MCU');
    const published = await send('POST', `/api/admin/productMcus/${id}/publish`, headers, { confirm: true });
    expect(published.statusCode).toBe(200);
    expect((await get(`/api/products/${mcu.productCode}`)).statusCode).toBe(200);

    const edited = await send('PUT', `/api/admin/productMcus/${id}`, headers, {
      ...mcu,
      nameEn: 'Demo MCU 2',
    });
    expect(edited.statusCode).toBe(200);
    const changes = (await get(`/api/admin/products/${id}/changes`, headers)).json().result;
    expect(changes.status).toBe('changed');
    expect(changes.changes.map((c: { field: string }) => c.field)).toContain('nameEn');
  });

  it('does not find a product of another category through a view (404 on every operation)', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const boards = (await get('/api/admin/products?category=board&pageSize=1', admin.headers)).json().result;
    const boardId = boards.items[0].id;
    expect((await get(`/api/admin/productMcus/${boardId}`, admin.headers)).statusCode).toBe(404);
    expect((await get(`/api/admin/productMcus/${boardId}/changes`, admin.headers)).statusCode).toBe(404);
    const body = { ...mcu, productCode: boards.items[0].productCode };
    expect((await send('PUT', `/api/admin/productMcus/${boardId}`, admin.headers, body)).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `/api/admin/productMcus/${boardId}`, admin.headers)).statusCode).toBe(404);
    expect(
      (await send('POST', `/api/admin/productMcus/${boardId}/unpublish`, admin.headers, {})).statusCode,
    ).toBe(404);
    expect((await get(`/api/admin/products/${boardId}`, admin.headers)).statusCode).toBe(200);
  });

  it('refuses visitors and users without the products permission', async () => {
    expect((await get('/api/admin/productSolutions')).statusCode).toBe(401);
    expect((await send('POST', '/api/admin/productModules', visitorHeaders(), mcu)).statusCode).toBe(401);
    const user = await signIn(ctx);
    expect((await get('/api/admin/productChips', user.headers)).statusCode).toBe(403);
    expect((await send('POST', '/api/admin/productMcus', user.headers, mcu)).statusCode).toBe(403);
  });
});
