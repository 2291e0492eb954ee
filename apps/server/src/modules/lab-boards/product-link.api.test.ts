import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { labBoardModels, labDevices, products } from '../../db/schema';
import { createTestApp, requests, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// The product ↔ cloud-lab board link (issue 16): a product page lists the boards the lab offers
// for it (their reservation pages), a board links back to its product, the catalogue's cloud-lab
// filter follows the link, and only the inventory's managers set it.

let ctx: TestContext;
const { get, send } = requests(() => ctx);
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

type Card = { code: string };
const codes = (page: { items: Card[] }) => page.items.map((p) => p.code).sort();
const LINKED = [
  'bananapi-bpi-f3',
  'hifive-premier-p550',
  'lichee-pi-4a',
  'milkv-duo-256m',
  'milkv-pioneer',
  'visionfive-2',
];

async function boardNamed(name: string) {
  const [row] = await ctx.database.db.select().from(labBoardModels).where(eq(labBoardModels.name, name));
  return row!;
}
const productOf = async (code: string) => (await get(`/api/products/${code}`)).json().result;
const labBoardsOf = async (code: string) =>
  (await productOf(code)).labBoards as { id: number; name: string }[];
const inLab = async () =>
  codes((await get('/api/products?kind=hardware&category=board&cloudLab=true&pageSize=48')).json().result);

describe('product ↔ cloud-lab board', () => {
  it('a seeded product shows its board, and the board links back to the product', async () => {
    const board = await boardNamed('LicheePi 4A');
    expect(await labBoardsOf('lichee-pi-4a')).toEqual([{ id: board.id, name: 'LicheePi 4A' }]);
    const detail = (await get(`/api/lab/boards/${board.id}`, { 'accept-language': 'en-US' })).json().result;
    expect(detail.product).toMatchObject({ code: 'lichee-pi-4a', path: '/hardware/product/lichee-pi-4a' });
    expect(detail.product.name).toBeTruthy();
    // a board of no product
    const nezha = await boardNamed('Nezha D1');
    expect((await get(`/api/lab/boards/${nezha.id}`)).json().result.product).toBeNull();
    // a product the lab does not offer
    expect(await labBoardsOf('milkv-megrez')).toEqual([]);
  });

  it('the cloud-lab filter lists the linked products; false lists the others', async () => {
    expect(await inLab()).toEqual(LINKED);
    const rest = (await get('/api/products?kind=hardware&category=board&cloudLab=false&pageSize=48')).json()
      .result;
    expect(codes(rest)).toContain('milkv-megrez');
    expect(codes(rest).some((c) => LINKED.includes(c))).toBe(false);
    const lab = (await get('/api/products?kind=hardware&isa=RV64GCV&coresMin=8&cloudLab=true')).json().result;
    expect(codes(lab)).toEqual(['bananapi-bpi-f3', 'milkv-pioneer']);
  });

  it('only boards the lab offers count: past their end date or all in maintenance, they do not', async () => {
    const { db } = ctx.database;
    const board = await boardNamed('VisionFive 2');
    await db
      .update(labBoardModels)
      .set({ availableUntil: new Date(Date.now() - 60_000) })
      .where(eq(labBoardModels.id, board.id));
    expect(await labBoardsOf('visionfive-2')).toEqual([]);
    expect(await inLab()).not.toContain('visionfive-2');
    await db.update(labBoardModels).set({ availableUntil: null }).where(eq(labBoardModels.id, board.id));
    expect(await inLab()).toContain('visionfive-2');

    await db.update(labDevices).set({ state: 'maintenance' }).where(eq(labDevices.boardModelId, board.id));
    expect(await labBoardsOf('visionfive-2')).toEqual([]);
    expect(await inLab()).not.toContain('visionfive-2');
    await db.update(labDevices).set({ state: 'offline' }).where(eq(labDevices.boardModelId, board.id));
    expect(await labBoardsOf('visionfive-2')).toHaveLength(1);
  });

  it('an unpublished product is not linked from its board', async () => {
    const { db } = ctx.database;
    const board = await boardNamed('Milk-V Duo 256M');
    const [p] = await db.select().from(products).where(eq(products.code, 'milkv-duo-256m'));
    await db.update(products).set({ publishedAt: null }).where(eq(products.id, p!.id));
    expect((await get(`/api/lab/boards/${board.id}`)).json().result.product).toBeNull();
    expect(await inLab()).not.toContain('milkv-duo-256m');
    await db.update(products).set({ publishedAt: p!.publishedAt }).where(eq(products.id, p!.id));
  });

  it('the console sets the link; visitors and users without lab.manage are refused', async () => {
    const board = await boardNamed('Nezha D1');
    const [megrez] = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'milkv-megrez'));
    const body = {
      companyId: board.companyId,
      socModelId: board.socModelId,
      name: board.name,
      osTypes: board.osTypes,
      industries: board.industries,
      fields: board.fields,
      microservices: board.microservices,
      productId: megrez!.id,
    };
    const url = `/api/admin/labBoard/${board.id}`;
    expect((await send('PUT', url, visitorHeaders(), body)).statusCode).toBe(401);
    const user = await signIn(ctx);
    expect((await send('PUT', url, user.headers, body)).statusCode).toBe(403);
    const enterprise = await signIn(ctx, { userType: 1 });
    expect((await send('PUT', url, enterprise.headers, body)).statusCode).toBe(403);
    expect(await labBoardsOf('milkv-megrez')).toEqual([]);

    const admin = await signIn(ctx, { roles: ['admin'] });
    const missing = await send('PUT', url, admin.headers, { ...body, productId: 2_000_000 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().result.fields[0].field).toBe('productId');
    const wrongType = await send('PUT', url, admin.headers, { ...body, productId: 'megrez' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().result.fields[0].field).toBe('productId');

    const saved = await send('PUT', url, admin.headers, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await labBoardsOf('milkv-megrez')).toEqual([{ id: board.id, name: 'Nezha D1' }]);
    expect(await inLab()).toContain('milkv-megrez');
    const read = (await send('GET', url, admin.headers)).json().result;
    expect(read.body.productId).toBe(megrez!.id);

    expect((await send('PUT', url, admin.headers, { ...body, productId: null })).statusCode).toBe(200);
    expect(await labBoardsOf('milkv-megrez')).toEqual([]);
  });
});
