import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext, requests } from '../../test/harness';
import { signInCertified } from '../../test/enterprise-fixture';

// product_detailno: an unreleased vendor product for its vendor, staff and preview-link holders.
let ctx: TestContext;
const { send } = requests(() => ctx);
type Who = Awaited<ReturnType<typeof signIn>>;
let vendorA: Who;
let vendorB: Who;
let admin: Who;
let user: Who;
let id: number;

const certified = (company: string, creditCode: string) => signInCertified(ctx, company, creditCode);

beforeAll(async () => {
  ctx = await createTestApp();
  const code = crypto.randomBytes(4).toString('hex').toUpperCase();
  vendorA = await certified('Unreleased Demo', `91U${code}`);
  vendorB = await certified('Other Demo', `91O${code}`);
  admin = await signIn(ctx, { roles: ['admin'] });
  user = await signIn(ctx);
  const created = await send('POST', '/api/my/products', vendorA.headers, {
    productCode: `unrel-${code.toLowerCase()}`,
    productKind: 'hardware',
    category: 'board',
    nameZh: '未发布开发板',
    summaryZh: '尚未发布。',
    descriptionZh: '规格',
    nameEn: 'Unreleased board',
    summaryEn: 'Not yet released.',
    descriptionEn: 'Specs',
    attributes: 'Cores: 4',
    links: '',
  });
  expect(created.statusCode).toBe(200);
  id = created.json().result.id;
});
afterAll(() => ctx.close());

describe('products.unreleased', () => {
  it('shows the working copy to its vendor and staff, never cached', async () => {
    const mine = await send('GET', `/api/products/unreleased/${id}`, vendorA.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result).toMatchObject({ name: '未发布开发板', vendor: 'Unreleased Demo' });
    expect(mine.headers['cache-control']).toContain('no-store');
    expect((await send('GET', `/api/products/unreleased/${id}`, admin.headers)).statusCode).toBe(200);
  });

  it('asks a visitor to sign in and hides it from other users and other vendors (404)', async () => {
    expect((await send('GET', `/api/products/unreleased/${id}`, visitorHeaders())).statusCode).toBe(401);
    expect((await send('GET', `/api/products/unreleased/${id}`, user.headers)).statusCode).toBe(404);
    expect((await send('GET', `/api/products/unreleased/${id}`, vendorB.headers)).statusCode).toBe(404);
    expect((await send('GET', '/api/products/unreleased/99999999', admin.headers)).statusCode).toBe(404);
  });
});

describe('reviewer preview links', () => {
  it('only reviewers create one; whoever holds it sees the product, a forged token is 403', async () => {
    const url = `/api/admin/products/${id}/preview-links`;
    expect((await send('POST', url, visitorHeaders(), { hours: 2 })).statusCode).toBe(401);
    expect((await send('POST', url, vendorA.headers, { hours: 2 })).statusCode).toBe(403);
    expect((await send('POST', url, user.headers, { hours: 2 })).statusCode).toBe(403);
    expect((await send('POST', url, admin.headers, { hours: 0 })).statusCode).toBe(422);
    const made = await send('POST', url, admin.headers, { hours: 2 });
    expect(made.statusCode).toBe(200);
    const link = made.json().result as { token: string; url: string };
    expect(link.url).toMatch(new RegExp(`^/product_detailno/${id}\\?preview_token=`));
    const q = `preview_token=${encodeURIComponent(link.token)}`;
    const shared = await send('GET', `/api/products/unreleased/${id}?${q}`, visitorHeaders());
    expect(shared.statusCode).toBe(200);
    expect(shared.json().result.name).toBe('未发布开发板');
    // the token opens only this product
    expect((await send('GET', `/api/products/unreleased/${id + 1}?${q}`, visitorHeaders())).statusCode).toBe(
      403,
    );
    const forged = `preview_token=${encodeURIComponent(`${link.token}x`)}`;
    expect((await send('GET', `/api/products/unreleased/${id}?${forged}`, visitorHeaders())).statusCode).toBe(
      403,
    );
    expect(
      (await send('POST', '/api/admin/products/99999999/preview-links', admin.headers, { hours: 2 }))
        .statusCode,
    ).toBe(404);
  });
});
