import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productI18n, products, resources, storedFiles, vendors } from '../../db/schema';
import { createTestApp, requests, visitorHeaders, type TestContext } from '../../test/harness';

// vendors.resources (issue 16): a vendor profile lists the public resources of its published
// products, newest update first and paged; under review, of an unpublished product, of another
// vendor or of no product they are not there. The download is resources.downloadLink's.

let ctx: TestContext;
const { get, send } = requests(() => ctx);
const ORG = '91330000TESTRES001';
const OTHER_ORG = '91330000TESTRES002';
let ids: Record<string, number> = {};

async function product(code: string, organisation: string, published: boolean) {
  const [row] = await ctx.database.db
    .insert(products)
    .values({
      kind: 'hardware',
      category: 'board',
      code,
      vendor: code,
      organisation,
      publishedAt: published ? new Date(Date.now() - 60_000) : null,
    })
    .returning({ id: products.id });
  await ctx.database.db
    .insert(productI18n)
    .values({ productId: row!.id, locale: 'zh-CN', name: code, summary: '', description: '' });
  return row!.id;
}

async function resource(name: string, productId: number | null, approved: boolean, minutesAgo: number) {
  const { db } = ctx.database;
  const [file] = await db
    .insert(storedFiles)
    .values({
      name: `${name}.tar.gz`,
      storageKey: `files/${crypto.randomBytes(16).toString('hex')}`,
      size: 1234,
      contentType: 'application/gzip',
      sha256: 'a'.repeat(64),
    })
    .returning({ id: storedFiles.id });
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const [row] = await db
    .insert(resources)
    .values({ name, type: 1, fileId: file!.id, productId, approved, createdAt: at, updatedAt: at })
    .returning({ id: resources.id });
  ids[name] = row!.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  for (const [organisation, slug] of [
    [ORG, 'res-vendor'],
    [OTHER_ORG, 'res-other'],
  ] as const)
    await db.insert(vendors).values({
      organisation,
      slug,
      nameZh: slug,
      nameEn: slug,
      introZh: '简介',
      introEn: 'Intro',
      region: 'eastChina',
    });
  const board = await product('res-board', ORG, true);
  const chip = await product('res-chip', ORG, true);
  const draft = await product('res-draft', ORG, false);
  const others = await product('res-others', OTHER_ORG, true);
  ids = {};
  await resource('board-sdk', board, true, 30);
  await resource('board-image', board, true, 10);
  await resource('chip-manual', chip, true, 20);
  await resource('board-pending', board, false, 5);
  await resource('draft-sdk', draft, true, 5);
  await resource('others-sdk', others, true, 5);
  await resource('no-product', null, true, 5);
});
afterAll(() => ctx.close());

type Item = { id: number; name: string; product: { code: string; path: string } | null };
const names = (page: { items: Item[] }) => page.items.map((r) => r.name);

describe('vendors.resources', () => {
  it('lists the approved resources of the vendor’s published products, newest first', async () => {
    const res = await get('/api/vendors/res-vendor/resources');
    expect(res.statusCode).toBe(200);
    const page = res.json().result;
    expect(names(page)).toEqual(['board-image', 'chip-manual', 'board-sdk']);
    expect(page.total).toBe(3);
    expect(page.items[0].product).toMatchObject({ code: 'res-board', path: '/hardware/product/res-board' });
    expect(names((await get('/api/vendors/res-other/resources')).json().result)).toEqual(['others-sdk']);
  });

  it('pages', async () => {
    const first = (await get('/api/vendors/res-vendor/resources?pageSize=2')).json().result;
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(names(first)).toEqual(['board-image', 'chip-manual']);
    const second = (await get('/api/vendors/res-vendor/resources?pageSize=2&page=2')).json().result;
    expect(names(second)).toEqual(['board-sdk']);
    const past = (await get('/api/vendors/res-vendor/resources?pageSize=2&page=3')).json().result;
    expect(past).toMatchObject({ total: 3, items: [] });
  });

  it('an approved edit shows; a resource back under review leaves the list', async () => {
    const { db } = ctx.database;
    await db.update(resources).set({ approved: false }).where(eq(resources.id, ids['chip-manual']!));
    expect(names((await get('/api/vendors/res-vendor/resources')).json().result)).toEqual([
      'board-image',
      'board-sdk',
    ]);
    await db.update(resources).set({ approved: true }).where(eq(resources.id, ids['chip-manual']!));
  });

  it('a listed resource downloads through the signed-link flow', async () => {
    const link = await send('POST', `/api/resources/${ids['board-image']}/link`, visitorHeaders());
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().result.url).toContain('/api/downloads?token=');
  });

  it('an unknown vendor is 404; bad paging is 422 naming the field', async () => {
    expect((await get('/api/vendors/no-such-vendor/resources')).statusCode).toBe(404);
    for (const q of ['page=0', 'pageSize=abc']) {
      const res = await get(`/api/vendors/res-vendor/resources?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().result.fields[0].field).toBe(q.split('=')[0]);
    }
  });
});
