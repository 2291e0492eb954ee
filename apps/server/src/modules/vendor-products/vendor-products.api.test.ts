import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext, requests } from '../../test/harness';
import { signInCertified } from '../../test/enterprise-fixture';

// Vendors publish their own products: draft → submit → the approval queue → published or rejected.

let ctx: TestContext;
const { send } = requests(() => ctx);
type Who = Awaited<ReturnType<typeof signIn>>;
let vendorA: Who;
let colleagueA: Who;
let vendorB: Who;
let admin: Who;

/** An enterprise user certified for `company` (its credit code is the organisation). */
const certified = (company: string, creditCode: string) => signInCertified(ctx, company, creditCode);

beforeAll(async () => {
  ctx = await createTestApp();
  const code = crypto.randomBytes(4).toString('hex').toUpperCase();
  vendorA = await certified('Sipeed Demo', `91A${code}`);
  colleagueA = await certified('Sipeed Demo', `91a${code}`);
  vendorB = await certified('Other Vendor', `91B${code}`);
  admin = await signIn(ctx, { roles: ['admin'] });
});
afterAll(() => ctx.close());

const board = (code: string) => ({
  productCode: code,
  productKind: 'hardware',
  category: 'board',
  nameZh: '荔枝派 演示板',
  summaryZh: '四核 RISC-V 开发板。',
  descriptionZh: '## 规格\n\n四核 C910',
  nameEn: 'Lichee demo board',
  summaryEn: 'A quad-core RISC-V board.',
  descriptionEn: 'Quad-core C910',
  attributes: 'Cores: 4\nISA: RV64GCV',
  links: 'Docs | https://example.com/docs',
});

async function pendingSubmission(code: string) {
  const res = await send(
    'GET',
    '/api/admin/applications?kind=product&state=pending&pageSize=50',
    admin.headers,
  );
  expect(res.statusCode).toBe(200);
  const item = res
    .json()
    .result.items.find((i: { details: { value: string }[] }) => i.details.some((d) => d.value === code));
  return item as { id: string; title: string } | undefined;
}

describe('the enterprise guard', () => {
  it('refuses visitors (401) and non-enterprise users (403)', async () => {
    expect((await send('GET', '/api/my/products', visitorHeaders())).statusCode).toBe(401);
    expect((await send('POST', '/api/my/products', visitorHeaders(), board('x-visitor'))).statusCode).toBe(
      401,
    );
    const user = await signIn(ctx);
    expect((await send('GET', '/api/my/products', user.headers)).statusCode).toBe(403);
  });

  it('refuses an enterprise user of no certified organisation (403)', async () => {
    const uncertified = await signIn(ctx, { userType: 1, roles: ['enterprise'] });
    expect((await send('GET', '/api/my/products', uncertified.headers)).statusCode).toBe(403);
  });
});

describe('a vendor publishes a product', () => {
  it('create → submit → approve → published; colleagues share it, other vendors cannot see it', async () => {
    const code = `vendor-board-${crypto.randomBytes(3).toString('hex')}`;
    const created = await send('POST', '/api/my/products', vendorA.headers, board(code));
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id as number;

    // a draft: invisible to visitors, listed for the organisation (colleagues included)
    expect((await send('GET', `/api/products/${code}`, visitorHeaders())).statusCode).toBe(404);
    const mine = (await send('GET', '/api/my/products', colleagueA.headers)).json().result.items;
    expect(mine).toContainEqual(expect.objectContaining({ id, productCode: code, state: 'draft' }));
    const working = (await send('GET', `/api/my/products/${id}`, vendorA.headers)).json().result;
    expect(working).toMatchObject({ vendor: 'Sipeed Demo', featured: false, nameEn: 'Lichee demo board' });
    expect((await send('GET', `/api/my/products/${id}/preview`, vendorA.headers)).statusCode).toBe(200);

    // another organisation: not found, cannot edit or submit
    expect((await send('GET', `/api/my/products/${id}`, vendorB.headers)).statusCode).toBe(404);
    // changing another vendor's product is refused outright; a missing product is still 404
    expect((await send('PUT', `/api/my/products/${id}`, vendorB.headers, board(code))).statusCode).toBe(403);
    expect((await send('POST', `/api/my/products/${id}/submit`, vendorB.headers)).statusCode).toBe(403);
    expect(
      (await send('PUT', `/api/my/products/${id + 100000}`, vendorB.headers, board(code))).statusCode,
    ).toBe(404);
    expect((await send('GET', '/api/my/products', vendorB.headers)).json().result.items).not.toContainEqual(
      expect.objectContaining({ id }),
    );

    const submitted = await send('POST', `/api/my/products/${id}/submit`, vendorA.headers);
    expect(submitted.statusCode).toBe(200);
    // pending: a second submit and an edit are refused
    expect((await send('POST', `/api/my/products/${id}/submit`, vendorA.headers)).statusCode).toBe(409);
    expect((await send('PUT', `/api/my/products/${id}`, vendorA.headers, board(code))).statusCode).toBe(409);

    const item = await pendingSubmission(code);
    expect(item).toMatchObject({ title: '荔枝派 演示板' });
    const reviewUrl = `/api/admin/applications/product/${item!.id}/review`;
    expect((await send('POST', reviewUrl, visitorHeaders(), { approve: true })).statusCode).toBe(401);
    expect((await send('POST', reviewUrl, vendorA.headers, { approve: true })).statusCode).toBe(403);
    expect((await send('POST', reviewUrl, admin.headers, { approve: true })).statusCode).toBe(200);
    // decided: a second review is a conflict
    expect((await send('POST', reviewUrl, admin.headers, { approve: false, comment: 'x' })).statusCode).toBe(
      409,
    );

    const live = await send('GET', `/api/products/${code}`, visitorHeaders());
    expect(live.statusCode).toBe(200);
    expect(live.json().result).toMatchObject({ vendor: 'Sipeed Demo' });
    const after = (await send('GET', '/api/my/products', vendorA.headers)).json().result.items;
    expect(after).toContainEqual(expect.objectContaining({ id, state: 'published', hasDraft: false }));

    // an edit of a live product waits in the draft; the page is unchanged until approval
    const edited = { ...board(code), nameZh: '荔枝派 演示板 二代' };
    expect((await send('PUT', `/api/my/products/${id}`, vendorA.headers, edited)).statusCode).toBe(200);
    const still = (await send('GET', `/api/products/${code}`, visitorHeaders())).json().result;
    expect(still.name).toBe('荔枝派 演示板');
    const list = (await send('GET', '/api/my/products', vendorA.headers)).json().result.items;
    expect(list).toContainEqual(expect.objectContaining({ id, state: 'published', hasDraft: true }));
  });

  it('a rejection (products.review) needs a reason, which the vendor is shown; the vendor may submit again', async () => {
    const code = `vendor-rej-${crypto.randomBytes(3).toString('hex')}`;
    const id = (await send('POST', '/api/my/products', vendorB.headers, board(code))).json().result.id;
    expect((await send('POST', `/api/my/products/${id}/submit`, vendorB.headers)).statusCode).toBe(200);
    const item = await pendingSubmission(code);
    // the product's own review address: the queue's rules (the vendor may not decide its own)
    const reviewUrl = `/api/admin/products/submissions/${item!.id}/review`;
    expect((await send('POST', reviewUrl, vendorB.headers, { approve: true })).statusCode).toBe(403);
    expect((await send('POST', reviewUrl, visitorHeaders(), { approve: true })).statusCode).toBe(401);
    const noReason = await send('POST', reviewUrl, admin.headers, { approve: false });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().result.fields[0].field).toBe('comment');
    expect(
      (await send('POST', reviewUrl, admin.headers, { approve: false, comment: 'Add the board photos' }))
        .statusCode,
    ).toBe(200);
    expect((await send('GET', `/api/products/${code}`, visitorHeaders())).statusCode).toBe(404);
    const items = (await send('GET', '/api/my/products', vendorB.headers)).json().result.items;
    expect(items).toContainEqual(
      expect.objectContaining({ id, state: 'rejected', reviewComment: 'Add the board photos' }),
    );
    expect((await send('PUT', `/api/my/products/${id}`, vendorB.headers, board(code))).statusCode).toBe(200);
    expect((await send('POST', `/api/my/products/${id}/submit`, vendorB.headers)).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('names the field: a missing name, a category of another kind, a taken code', async () => {
    const missing = await send('POST', '/api/my/products', vendorA.headers, {
      ...board('bad-1'),
      nameZh: '',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().result.fields.map((d: { field: string }) => d.field)).toContain('nameZh');
    const wrongCategory = await send('POST', '/api/my/products', vendorA.headers, {
      ...board('bad-2'),
      category: 'operating',
    });
    expect(wrongCategory.statusCode).toBe(422);
    expect(wrongCategory.json().result.fields.map((d: { field: string }) => d.field)).toContain('category');
    const dup = `vendor-dup-${crypto.randomBytes(3).toString('hex')}`;
    expect((await send('POST', '/api/my/products', vendorA.headers, board(dup))).statusCode).toBe(200);
    const taken = await send('POST', '/api/my/products', vendorB.headers, board(dup));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().result.fields[0].field).toBe('productCode');
  });
});
