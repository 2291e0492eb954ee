import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, requests, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// Collections of products (spec §3): a published product is a collect-only target of
// collections.toggle / collections.state / collections.list — no likes, comments or reports.

let ctx: TestContext;
const { get, send } = requests(() => ctx);
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

const toggle = (headers: Record<string, string>, targetId: string, targetType = 'product') =>
  send('POST', '/api/community/collections/toggle', headers, { targetType, targetId });
const state = (headers: Record<string, string>, targetId: string) =>
  get(`/api/community/collections/state?targetType=product&targetId=${targetId}`, headers);

describe('collecting products', () => {
  it('collects a published product; its state and my collection show it', async () => {
    const product = (await get('/api/products/lichee-pi-4a')).json().result;
    expect(product.targetId).toMatch(/^[0-9a-f-]{36}$/);
    const user = await signIn(ctx);

    expect((await toggle(visitorHeaders(), product.targetId)).statusCode).toBe(401);
    const on = await toggle(user.headers, product.targetId);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().result).toEqual({ collected: true, collections: 1 });

    expect((await state(user.headers, product.targetId)).json().result).toEqual({
      collected: true,
      collections: 1,
    });
    const visitor = await state(visitorHeaders(), product.targetId);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().result).toEqual({ collected: false, collections: 1 });
    expect(visitor.headers['cache-control']).toContain('no-store');

    const mine = (
      await get('/api/community/collections?targetType=product', {
        ...user.headers,
        'accept-language': 'en-US',
      })
    ).json().result;
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({
      targetType: 'product',
      targetId: product.targetId,
      title: 'Lichee Pi 4A',
      link: '/hardware/product/lichee-pi-4a',
      missing: false,
    });
    const zh = (
      await get('/api/community/collections', { ...user.headers, 'accept-language': 'zh-CN' })
    ).json();
    expect(zh.result.items[0].title).toBe('荔枝派 4A');
    // the questions tab does not list it
    const questions = (await get('/api/community/collections?targetType=question', user.headers)).json();
    expect(questions.result.total).toBe(0);

    const off = await toggle(user.headers, product.targetId);
    expect(off.json().result).toEqual({ collected: false, collections: 0 });
  });

  it('refuses likes, comments and reports on a product (it has no author): 404', async () => {
    const product = (await get('/api/products/openEuler')).json().result;
    const user = await signIn(ctx);
    const ref = { targetType: 'product', targetId: product.targetId };
    expect((await send('POST', '/api/community/likes/toggle', user.headers, ref)).statusCode).toBe(404);
    const report = await send('POST', '/api/community/reports', user.headers, { ...ref, reason: 'spam' });
    expect(report.statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and an unpublished product, 422 for a malformed id', async () => {
    const user = await signIn(ctx);
    expect((await toggle(user.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await state(visitorHeaders(), '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const [hidden] = await ctx.database.db
      .update(products)
      .set({ publishedAt: null })
      .where(eq(products.code, 'qemu'))
      .returning({ uid: products.uid });
    expect((await toggle(user.headers, hidden!.uid)).statusCode).toBe(404);
    const bad = await state(visitorHeaders(), 'not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe('targetId');
  });
});
