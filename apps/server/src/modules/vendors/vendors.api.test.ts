import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productI18n, products } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext, requests } from '../../test/harness';
import { signInCertified } from '../../test/enterprise-fixture';
import { seedVendors } from './seed';

// Vendors, partners and resellers: listings, profiles, follows, and members' own edits through
// the approval queue.

let ctx: TestContext;
const { get, send } = requests(() => ctx);
type Who = Awaited<ReturnType<typeof signIn>>;
let sophgoMember: Who;
let otherMember: Who;
let plainUser: Who;
let admin: Who;

const certified = (company: string, creditCode: string) => signInCertified(ctx, company, creditCode);

beforeAll(async () => {
  ctx = await createTestApp();
  await seedVendors(ctx.database.db);
  // a published product of SOPHGO's organisation, and an unpublished one
  const [p] = await ctx.database.db
    .insert(products)
    .values({
      kind: 'hardware',
      category: 'board',
      code: 'sg2042-evb',
      vendor: 'SOPHGO',
      organisation: '91110108MA1SOPHG04',
      publishedAt: new Date(),
    })
    .returning({ id: products.id });
  await ctx.database.db.insert(productI18n).values([
    { productId: p!.id, locale: 'zh-CN', name: 'SG2042 评估板', summary: '64 核', description: '' },
    { productId: p!.id, locale: 'en-US', name: 'SG2042 EVB', summary: '64 cores', description: '' },
  ]);
  await ctx.database.db.insert(products).values({
    kind: 'hardware',
    category: 'board',
    code: 'sg-hidden',
    vendor: 'SOPHGO',
    organisation: '91110108MA1SOPHG04',
  });
  // the credit code is matched case-insensitively (organisationOf upper-cases it)
  sophgoMember = await certified('算能科技', '91110108ma1sophg04');
  otherMember = await certified('Other', `91X${crypto.randomBytes(4).toString('hex').toUpperCase()}`);
  plainUser = await signIn(ctx);
  admin = await signIn(ctx, { roles: ['admin'] });
});
afterAll(() => ctx.close());

const profile = {
  nameZh: '算能科技（新）',
  nameEn: 'SOPHGO Technologies',
  introZh: '新的简介。',
  introEn: 'A new introduction.',
  logoUrl: '/demo/vendors/sophgo.svg',
  website: 'https://www.sophgo.com',
  region: 'northChina',
  contact: 'hello@example.com',
};

describe('vendor listings', () => {
  it('lists every vendor by sort order, paginated', async () => {
    const r = await get('/api/vendors?page=2&pageSize=4');
    expect(r.statusCode).toBe(200);
    const { items, total, page } = r.json().result;
    expect(total).toBe(10);
    expect(page).toBe(2);
    expect(items.map((v: { slug: string }) => v.slug)).toEqual(['espressif', 'wch', 'allwinner', 'canaan']);
  });

  it('lists partners and resellers, filtered by region, in the asked language', async () => {
    const partners = (await get('/api/vendors?kind=partner&pageSize=50')).json().result;
    expect(partners.items.every((v: { partner: boolean }) => v.partner)).toBe(true);
    expect(partners.total).toBe(4);
    const north = (
      await get('/api/vendors?kind=partner&region=northChina', { 'accept-language': 'en-US' })
    ).json().result;
    expect(north.items.map((v: { name: string }) => v.name)).toEqual(['SOPHGO', 'Canaan']);
    const resellers = (await get('/api/vendors?kind=reseller&region=southChina')).json().result;
    expect(resellers.items.map((v: { slug: string }) => v.slug)).toEqual(['allwinner', 'milk-v']);
  });

  it('finds a vendor by a product’s vendor text', async () => {
    const r = (await get(`/api/vendors?name=${encodeURIComponent('t-head (xuantie)')}&pageSize=1`)).json();
    expect(r.result.items[0].slug).toBe('t-head');
  });

  it('refuses a bad filter with 422 naming the field', async () => {
    const r = await get('/api/vendors?region=mars');
    expect(r.statusCode).toBe(422);
    expect(r.body).toContain('region');
  });
});

describe('vendor profile and follows', () => {
  it('shows the profile with its published products only', async () => {
    const r = await get('/api/vendors/sophgo', { 'accept-language': 'en-US' });
    expect(r.statusCode).toBe(200);
    const v = r.json().result;
    expect(v.name).toBe('SOPHGO');
    expect(v.products.map((p: { code: string; name: string }) => [p.code, p.name])).toEqual([
      ['sg2042-evb', 'SG2042 EVB'],
    ]);
    expect(v).toMatchObject({ followers: 0, following: false, member: false });
  });

  it('answers 404 for an unknown vendor', async () => {
    expect((await get('/api/vendors/no-such-vendor')).statusCode).toBe(404);
  });

  it('follows and unfollows; a visitor gets 401', async () => {
    expect((await send('POST', '/api/vendors/sophgo/follow', visitorHeaders())).statusCode).toBe(401);
    const on = await send('POST', '/api/vendors/sophgo/follow', plainUser.headers);
    expect(on.json().result).toEqual({ following: true, followers: 1 });
    // idempotent
    expect(
      (await send('POST', '/api/vendors/sophgo/follow', plainUser.headers)).json().result.followers,
    ).toBe(1);
    expect((await get('/api/vendors/sophgo', plainUser.headers)).json().result.following).toBe(true);
    const mine = (await get('/api/my/vendor-follows', plainUser.headers)).json().result;
    expect(mine.items.map((v: { slug: string }) => v.slug)).toEqual(['sophgo']);
    expect((await get('/api/my/vendor-follows', visitorHeaders())).statusCode).toBe(401);
    const off = await send('DELETE', '/api/vendors/sophgo/follow', plainUser.headers);
    expect(off.json().result).toEqual({ following: false, followers: 0 });
    expect((await send('POST', '/api/vendors/nope/follow', plainUser.headers)).statusCode).toBe(404);
  });
});

describe('a member edits its vendor profile', () => {
  it('refuses a visitor (401), a non-enterprise user and another organisation (403)', async () => {
    expect((await send('PUT', '/api/vendors/sophgo/profile', visitorHeaders(), profile)).statusCode).toBe(
      401,
    );
    expect((await send('PUT', '/api/vendors/sophgo/profile', plainUser.headers, profile)).statusCode).toBe(
      403,
    );
    expect((await send('PUT', '/api/vendors/sophgo/profile', otherMember.headers, profile)).statusCode).toBe(
      403,
    );
    expect((await get('/api/my/vendor', otherMember.headers)).statusCode).toBe(404);
    expect((await get('/api/my/vendor', visitorHeaders())).statusCode).toBe(401);
  });

  it('refuses bad input with 422 naming the field', async () => {
    const r = await send('PUT', '/api/vendors/sophgo/profile', sophgoMember.headers, {
      ...profile,
      nameEn: '',
    });
    expect(r.statusCode).toBe(422);
    expect(r.body).toContain('nameEn');
    const w = await send('PUT', '/api/vendors/sophgo/profile', sophgoMember.headers, {
      ...profile,
      website: 'javascript:alert(1)',
    });
    expect(w.statusCode).toBe(422);
    expect(w.body).toContain('website');
  });

  it('files a change that waits for approval, then shows once approved', async () => {
    expect((await get('/api/vendors/sophgo', sophgoMember.headers)).json().result.member).toBe(true);
    const r = await send('PUT', '/api/vendors/sophgo/profile', sophgoMember.headers, profile);
    expect(r.statusCode).toBe(200);
    const { changeId } = r.json().result;
    // a second change while one waits
    expect((await send('PUT', '/api/vendors/sophgo/profile', sophgoMember.headers, profile)).statusCode).toBe(
      409,
    );
    // pending: the public profile is unchanged
    expect((await get('/api/vendors/sophgo')).json().result.name).toBe('算能科技');
    const mine = (await get('/api/my/vendor', sophgoMember.headers)).json().result;
    expect(mine.slug).toBe('sophgo');
    expect(mine.change.state).toBe('pending');

    const queue = (await get('/api/admin/applications?kind=vendor', admin.headers)).json().result;
    expect(queue.items.map((i: { id: string }) => i.id)).toContain(changeId);
    // only reviewers decide
    const refused = await send(
      'POST',
      `/api/admin/applications/vendor/${changeId}/review`,
      sophgoMember.headers,
      {
        approve: true,
      },
    );
    expect(refused.statusCode).toBe(403);
    const ok = await send('POST', `/api/admin/applications/vendor/${changeId}/review`, admin.headers, {
      approve: true,
    });
    expect(ok.statusCode).toBe(200);
    const live = (await get('/api/vendors/sophgo')).json().result;
    expect(live.name).toBe('算能科技（新）');
    expect(live.contact).toBe('hello@example.com');
    expect((await get('/api/my/vendor', sophgoMember.headers)).json().result.change.state).toBe('approved');
  });
});

describe('the console `vendor` area', () => {
  it('lets staff flag a reseller; refuses users without the permission', async () => {
    const list = await get('/api/admin/vendors?q=bouffalo', admin.headers);
    expect(list.statusCode).toBe(200);
    const [row] = list.json().result.items;
    const item = (await get(`/api/admin/vendors/${row.id}`, admin.headers)).json().result;
    const body = { ...(item.body ?? item), reseller: true };
    delete body.id;
    delete body.updatedAt;
    const put = await send('PUT', `/api/admin/vendors/${row.id}`, admin.headers, body);
    expect(put.statusCode).toBe(200);
    const resellers = (await get('/api/vendors?kind=reseller&pageSize=50')).json().result.items;
    expect(resellers.map((v: { slug: string }) => v.slug)).toContain('bouffalo-lab');
    expect((await get('/api/admin/vendors', plainUser.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/vendors', visitorHeaders())).statusCode).toBe(401);
  });
});
