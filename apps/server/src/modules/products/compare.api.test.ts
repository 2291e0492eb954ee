import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// products.compare: 2 to 4 published products of one kind side by side.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = visitorHeaders()) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('products.compare', () => {
  it('shows two boards side by side in the asked order, differing rows marked', async () => {
    const res = await get('/api/products/compare?codes=milkv-pioneer,lichee-pi-4a');
    expect(res.statusCode).toBe(200);
    const cmp = res.json().result;
    expect(cmp.kind).toBe('hardware');
    expect(cmp.products.map((p: { code: string }) => p.code)).toEqual(['milkv-pioneer', 'lichee-pi-4a']);
    const soc = cmp.rows.find((r: { name: string }) => r.name === 'SoC');
    expect(soc).toMatchObject({ differs: true });
    expect(soc.values[1]).toBe('T-Head TH1520');
    // every row has one value per product
    expect(cmp.rows.every((r: { values: unknown[] }) => r.values.length === 2)).toBe(true);
  });

  it('is the same for signed-in users and answers in English', async () => {
    const user = await signIn(ctx);
    const res = await get('/api/products/compare?codes=lichee-pi-4a,milkv-duo-s,visionfive-2', {
      ...user.headers,
      'accept-language': 'en-US',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.products).toHaveLength(3);
  });

  it('refuses fewer than 2, more than 4, duplicates only, and products of other kinds (422)', async () => {
    expect((await get('/api/products/compare?codes=lichee-pi-4a')).statusCode).toBe(422);
    expect((await get('/api/products/compare?codes=lichee-pi-4a,lichee-pi-4a')).statusCode).toBe(422);
    const five = 'lichee-pi-4a,milkv-pioneer,milkv-duo-256m,milkv-duo-s,visionfive-2';
    expect((await get(`/api/products/compare?codes=${five}`)).statusCode).toBe(422);
    const mixed = await get('/api/products/compare?codes=lichee-pi-4a,RUYIOS');
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().result.fields[0].field).toBe('codes');
    expect((await get('/api/products/compare?codes=lichee-pi-4a,bad%20code')).statusCode).toBe(422);
  });

  it('answers 404 for an unknown or unpublished code', async () => {
    expect((await get('/api/products/compare?codes=lichee-pi-4a,no-such-board')).statusCode).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists published product pages', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/hardware/product/lichee-pi-4a</loc>');
    expect(res.body).toContain('/software/RUYIOS</loc>');
  });
});
