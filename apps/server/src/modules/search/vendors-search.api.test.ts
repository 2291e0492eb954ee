import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';
import { seedVendors } from '../vendors/seed';
import { syncSearchIndex } from './sync';

// Vendors as a search kind: a profile is found by a word of its name and of its introduction, in
// either language, under the `vendors` tab, linking to /vendor/<slug>; an edit is reindexed.
let ctx: TestContext;

const find = async (q: string, extra = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as {
    items: Array<{ kind: string; title: string; url: string }>;
    counts: Array<{ kind: string; count: number }>;
  };
};

beforeAll(async () => {
  ctx = await createTestApp();
  await seedVendors(ctx.database.db);
  await syncSearchIndex(ctx.database.db);
});
afterAll(() => ctx.close());

describe('search kind `vendors`', () => {
  it('finds a vendor by its name in both languages and links to its profile', async () => {
    const zh = await find('算能', '&kind=vendors');
    expect(zh.items.map((i) => i.url)).toContain('/vendor/sophgo');
    expect(zh.items.every((i) => i.kind === 'vendors')).toBe(true);
    const en = await find('SOPHGO');
    expect(en.counts.find((c) => c.kind === 'vendors')?.count).toBeGreaterThan(0);
  });

  it('reindexes an edited profile', async () => {
    await ctx.database.db
      .update(vendors)
      .set({ introEn: 'Makers of the zebrafinch accelerator', updatedAt: new Date() })
      .where(eq(vendors.slug, 'sophgo'));
    await syncSearchIndex(ctx.database.db);
    const r = await find('zebrafinch');
    expect(r.items.map((i) => i.url)).toEqual(['/vendor/sophgo']);
  });
});

describe('the sitemap', () => {
  it('lists the vendor listings and every vendor profile', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    for (const path of ['/vendor</loc>', '/partner</loc>', '/reseller</loc>', '/vendor/sophgo</loc>'])
      expect(res.body).toContain(path);
  });
});
