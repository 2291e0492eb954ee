import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, resources } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { approveResource } from './test-support';

// Resources for a product and version, edits and withdrawals by their owner only, and the
// allowed user file link bases of spec §7 (FILE_LINK_BASE_DEV / FILE_LINK_BASE_PROD).

const DEV = 'https://occ-dev.oss.example.com/files/';
const PROD = 'https://occ.oss.example.com/portal/';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
let c906: number;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true, env: { FILE_LINK_BASE_DEV: DEV, FILE_LINK_BASE_PROD: PROD } });
  owner = await signIn(ctx, { userType: 1, roles: ['enterprise'] });
  other = await signIn(ctx, { userType: 1, roles: ['enterprise'] });
  const [row] = await ctx.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, 'xuantie-c906'));
  c906 = row!.id;
});
afterAll(() => ctx.close());

async function upload(fields: Record<string, string>, headers = owner.headers) {
  const body = multipart(fields, { name: 'c906-sdk.tar.gz', data: zlib.gzipSync(Buffer.from('sdk')) });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/my/resources',
    headers: { ...headers, 'content-type': body.contentType, 'accept-language': 'en-US' },
    payload: body.payload,
  });
}
const edit = (id: number, payload: Record<string, unknown>, headers = owner.headers) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/my/resources/${id}`,
    headers: { ...headers, 'accept-language': 'en-US' },
    payload,
  });
const list = async (query: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/resources?${query}` })).json().result;

describe('resources of a product and version', () => {
  it('an upload names a product and version; the directory filters by product code', async () => {
    expect(c906).toBeGreaterThan(0);
    const res = await upload({ name: 'C906 SDK', type: '1', productId: String(c906), version: 'v2.1' });
    expect(res.statusCode).toBe(200);
    await approveResource(ctx, res.json().result.id);
    expect(res.json().result).toMatchObject({
      version: 'v2.1',
      product: { id: c906, code: 'xuantie-c906', path: '/hardware/product/xuantie-c906' },
      fileLink: null,
    });
    await approveResource(ctx, (await upload({ name: 'No product', type: '3' })).json().result.id);
    const page = await list('product=xuantie-c906');
    expect(page.items.map((r: { name: string }) => r.name)).toEqual(['C906 SDK']);
    expect(page.total).toBe(1);
    expect(page.products).toContainEqual(expect.objectContaining({ code: 'xuantie-c906', n: 1 }));
    expect((await list('product=no-such-product')).total).toBe(0);
    const options = await ctx.app.inject({ method: 'GET', url: '/api/resources/products' });
    expect(options.json().result).toContainEqual(expect.objectContaining({ id: c906, code: 'xuantie-c906' }));
  });

  it('refuses a product that does not exist with a field error', async () => {
    const res = await upload({ name: 'Ghost', type: '1', productId: '999999' });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields).toEqual([
      { field: 'productId', message: expect.stringMatching(/Product/) },
    ]);
  });
});

describe('allowed user file links (spec §7)', () => {
  it('accepts links under the dev and prod bucket bases', async () => {
    const a = await upload({ name: 'Dev link', type: '2', fileLink: `${DEV}sdk/c906.tar.gz` });
    expect(a.statusCode).toBe(200);
    expect(a.json().result.fileLink).toBe(`${DEV}sdk/c906.tar.gz`);
    const b = await upload({ name: 'Prod link', type: '2', fileLink: `${PROD}c906.tar.gz` });
    expect(b.statusCode).toBe(200);
  });

  it('refuses other links with a localised field error, on upload and on edit', async () => {
    for (const bad of ['https://evil.example.com/files/a.zip', `${DEV}../x.zip`, 'ftp://occ/x']) {
      const res = await upload({ name: 'Bad link', type: '2', fileLink: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().result.fields).toEqual([
        { field: 'fileLink', message: expect.stringMatching(/link address does not exist/) },
      ]);
    }
    const id = (await upload({ name: 'Editable', type: '1' })).json().result.id as number;
    const res = await edit(id, { name: 'Editable', type: '1', fileLink: 'https://evil.example.com/a.zip' });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields[0].field).toBe('fileLink');
  });

  it("refuses a document PDF address outside the bases, keeps the portal's own paths", async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const body = { category: 'guide', series: 'pdf-link', version: 'v1', titleZh: '手册', format: 'pdf' };
    const post = (fileUrl: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/documents',
        headers: { ...admin.headers, 'accept-language': 'zh-CN' },
        payload: { ...body, fileUrl },
      });
    const bad = await post('https://evil.example.com/manual.pdf');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields).toEqual([
      { field: 'fileUrl', message: expect.stringMatching(/链接地址不存在/) },
    ]);
    expect((await post(`${PROD}docs/manual.pdf`)).statusCode).toBe(200);
    expect((await post('/uploads/documents/abc.pdf')).statusCode).toBe(200);
  });
});

describe('edit and withdraw my resources', () => {
  it('the owner edits name, product and version; the change is public once approved', async () => {
    const id = (await upload({ name: 'Old name', type: '1' })).json().result.id as number;
    await approveResource(ctx, id);
    const res = await edit(id, {
      name: 'New name',
      description: 'Now for the C906',
      type: '3',
      productId: c906,
      version: 'v3.0',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      name: 'New name',
      type: '3',
      version: 'v3.0',
      product: { id: c906 },
    });
    // back to review: hidden from others until approved again
    expect((await ctx.app.inject({ method: 'GET', url: `/api/resources/${id}` })).statusCode).toBe(404);
    await approveResource(ctx, id);
    const shown = (await ctx.app.inject({ method: 'GET', url: `/api/resources/${id}` })).json().result;
    expect(shown).toMatchObject({ name: 'New name', description: 'Now for the C906' });
  });

  it('another enterprise cannot edit or withdraw it (404), a plain user is refused (403)', async () => {
    const id = (await upload({ name: 'Mine only', type: '1' })).json().result.id as number;
    await approveResource(ctx, id);
    expect((await edit(id, { name: 'Taken', type: '1' }, other.headers)).statusCode).toBe(404);
    const del = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/my/resources/${id}`, headers });
    expect((await del(other.headers)).statusCode).toBe(404);
    const plain = await signIn(ctx);
    expect((await edit(id, { name: 'Taken', type: '1' }, plain.headers)).statusCode).toBe(403);
    expect((await del(plain.headers)).statusCode).toBe(403);
    const shown = (await ctx.app.inject({ method: 'GET', url: `/api/resources/${id}` })).json().result;
    expect(shown.name).toBe('Mine only');
    expect((await del(owner.headers)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/resources/${id}` })).statusCode).toBe(404);
  });
});

describe('the console', () => {
  it('staff set and filter the product and version of a resource', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const mine = (await upload({ name: 'Console kit', type: '2' })).json().result.id as number;
    await approveResource(ctx, mine);
    const [row] = await ctx.database.db
      .select({ fileId: resources.fileId })
      .from(resources)
      .where(eq(resources.id, mine));
    const body = { name: 'Console kit', type: '2', productId: c906, version: 'v9', fileId: row!.fileId };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/resources/${mine}`,
      headers: admin.headers,
      payload: body,
    });
    expect(put.json()).toMatchObject({ success: true });
    const shown = (await ctx.app.inject({ method: 'GET', url: `/api/resources/${mine}` })).json().result;
    expect(shown).toMatchObject({ version: 'v9', product: { id: c906 } });
  });
});
