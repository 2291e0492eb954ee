import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { seedResources } from './resources';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

describe('demo resources', () => {
  it('seeds 40 resources over all eight types and the products, once', async () => {
    expect(await seedResources(ctx.database.db, ctx.app.storage)).toBe(40);
    expect(await seedResources(ctx.database.db, ctx.app.storage)).toBe(0);
    const page = (await ctx.app.inject({ method: 'GET', url: '/api/resources?pageSize=10' })).json().result;
    expect(page.total).toBe(40);
    expect(Object.keys(page.counts).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(Object.values(page.counts).every((n) => (n as number) >= 2)).toBe(true);
    expect(page.products.length).toBeGreaterThanOrEqual(25);
    const c906 = (await ctx.app.inject({ method: 'GET', url: '/api/resources?product=xuantie-c906' })).json()
      .result;
    expect(c906.items.map((r: { name: string }) => r.name).sort()).toEqual([
      'XuanTie C906 SDK 2.1',
      '玄铁 C906 数据手册',
    ]);
    expect(c906.items[0].product.path).toBe('/hardware/product/xuantie-c906');
  });
});
