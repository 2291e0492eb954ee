import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productI18n, products } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { json, member } from './test-support';

// The device product form offers the catalogue's published chips, MCUs and modules (issue 23:
// products are built on the catalogue's chips, modules and MCUs).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const part = async (category: string, code: string, en: string | null, published = true) => {
    const [p] = await ctx.database.db
      .insert(products)
      .values({ kind: 'hardware', category, code, vendor: 'OCC', publishedAt: published ? new Date() : null })
      .returning({ id: products.id });
    await ctx.database.db
      .insert(productI18n)
      .values([
        { productId: p!.id, locale: 'zh-CN', name: `${code} 中文`, summary: '', description: '' },
        ...(en ? [{ productId: p!.id, locale: 'en-US', name: en, summary: '', description: '' }] : []),
      ]);
  };
  await part('soc', 'cp-soc', 'CP SoC 1');
  await part('mcu', 'cp-mcu', null);
  await part('module', 'cp-mod', 'CP Module W');
  await part('board', 'cp-board', 'CP Board');
  await part('soc', 'cp-hidden', 'CP Hidden', false);
});
afterAll(() => ctx.close());

describe('catalogue parts for device products', () => {
  it('lists published chips (SoC, CPU, MCU) and modules with their pages; not boards or drafts', async () => {
    const a = await member(ctx, 'ORG-PARTS1');
    const res = await json(ctx, 'GET', '/api/devices/catalogue-parts', a.headers);
    expect(res.statusCode).toBe(200);
    const { chips, modules } = res.json().result;
    expect(chips).toEqual([
      { name: 'CP SoC 1', category: 'soc', path: '/hardware/product/cp-soc' },
      // no English name: the Chinese one
      { name: 'cp-mcu 中文', category: 'mcu', path: '/hardware/product/cp-mcu' },
    ]);
    expect(modules).toEqual([{ name: 'CP Module W', category: 'module', path: '/hardware/product/cp-mod' }]);
  });

  it('is refused to a visitor (401); the parts are the public catalogue, so any signed-in user reads them', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/devices/catalogue-parts' })).statusCode).toBe(
      401,
    );
    const plain = await signIn(ctx);
    const res = await json(ctx, 'GET', '/api/devices/catalogue-parts', plain.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.chips.map((c: { name: string }) => c.name)).not.toContain('CP Hidden');
  });
});
