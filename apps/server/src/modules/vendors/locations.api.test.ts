import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext, requests } from '../../test/harness';
import { signInCertified } from '../../test/enterprise-fixture';
import { seedVendors } from './seed';

// The console's `vendor info` entry (vendorLocations area): where vendors can be found, shown on
// their pages with a map link.

let ctx: TestContext;
const { get, send } = requests(() => ctx);
beforeAll(async () => {
  ctx = await createTestApp();
  await seedVendors(ctx.database.db);
});
afterAll(() => ctx.close());

type Admin = Awaited<ReturnType<typeof signIn>>;
async function vendorId(admin: Admin, slug: string): Promise<number> {
  const page = (await get(`/api/admin/vendors?q=${slug}`, admin.headers)).json().result;
  return page.items.find((v: { slug: string }) => v.slug === slug).id;
}

describe('vendor locations', () => {
  it('seeds demo locations once and shows them on the vendor page in the reader’s language', async () => {
    await seedVendors(ctx.database.db);
    const zh = (await get('/api/vendors/t-head')).json().result;
    expect(zh.locations).toHaveLength(2);
    expect(zh.locations[0]).toMatchObject({
      kind: 'headquarters',
      city: '杭州',
      address: '浙江省杭州市余杭区',
    });
    expect(zh.locations[0].mapUrl).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=30\.28000&mlon=120\.02000/,
    );
    const en = (await get('/api/vendors/t-head', { 'accept-language': 'en-US' })).json().result;
    expect(en.locations[0].address).toBe('Yuhang District, Hangzhou, Zhejiang');
    expect((await get('/api/vendors/wch')).json().result.locations).toEqual([]);
  });

  it('lets staff add, edit and delete a location, listed by vendor with the vendor’s name', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const id = await vendorId(admin, 'wch');
    const created = await send('POST', '/api/admin/vendorLocations', admin.headers, {
      vendorId: id,
      locationKind: 'service',
      city: '南京',
      addressZh: '江苏省南京市',
      phone: '+86 25 0000 0000',
      email: 'support@example.com',
      latitude: 32.06,
      longitude: 118.8,
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().result;
    expect(row).toMatchObject({ vendorName: expect.any(String), city: '南京', locationKind: 'service' });
    const listed = (await get(`/api/admin/vendorLocations?vendorId=${id}`, admin.headers)).json().result;
    expect(listed.items.map((l: { id: number }) => l.id)).toEqual([row.id]);
    const page = (await get('/api/vendors/wch', { 'accept-language': 'en-US' })).json().result;
    // no English address: the Chinese one
    expect(page.locations).toEqual([
      expect.objectContaining({ kind: 'service', address: '江苏省南京市', phone: '+86 25 0000 0000' }),
    ]);
    const moved = await send('PUT', `/api/admin/vendorLocations/${row.id}`, admin.headers, {
      vendorId: id,
      locationKind: 'service',
      city: '苏州',
      addressZh: '江苏省苏州市',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await get('/api/vendors/wch')).json().result.locations[0]).toMatchObject({
      city: '苏州',
      mapUrl: null,
    });
    expect((await send('DELETE', `/api/admin/vendorLocations/${row.id}`, admin.headers)).statusCode).toBe(
      200,
    );
    expect((await get('/api/vendors/wch')).json().result.locations).toEqual([]);
  });

  it('names the field of a bad location and of a vendor that does not exist', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const headers = { ...admin.headers, cookie: `${admin.headers.cookie}; locale=en-US` };
    const id = await vendorId(admin, 'wch');
    const base = { vendorId: id, locationKind: 'office', city: '无锡', addressZh: '江苏省无锡市' };
    const half = await send('POST', '/api/admin/vendorLocations', headers, { ...base, latitude: 31.5 });
    expect(half.statusCode).toBe(422);
    expect(half.json().result.fields[0]).toEqual({
      field: 'longitude',
      message: 'Longitude: give both latitude and longitude, or neither',
    });
    const phone = await send('POST', '/api/admin/vendorLocations', headers, { ...base, phone: 'call me' });
    expect(phone.json().result.fields[0].field).toBe('phone');
    const far = await send('POST', '/api/admin/vendorLocations', headers, {
      ...base,
      latitude: 91,
      longitude: 0,
    });
    expect(far.json().result.fields[0].field).toBe('latitude');
    const ghost = await send('POST', '/api/admin/vendorLocations', headers, { ...base, vendorId: 2_000_000 });
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().result.fields[0]).toEqual({
      field: 'vendorId',
      message: 'The vendor does not exist',
    });
    const control = await send('POST', '/api/admin/vendorLocations', headers, { ...base, city: 'a\u0000b' });
    expect(control.statusCode).toBe(422);
  });

  it('lets a member propose its locations with its profile; they show once a reviewer approves', async () => {
    const member = await signInCertified(ctx, '算能科技', '91110108MA1SOPHG04');
    const headers = { ...member.headers, cookie: `${member.headers.cookie}; locale=en-US` };
    const mine = (await get('/api/my/vendor', headers)).json().result;
    expect(mine.profile.locations).toEqual([
      expect.objectContaining({ city: '北京', locationKind: 'headquarters' }),
    ]);
    const beijing = mine.profile.locations[0];
    const proposal = {
      ...mine.profile,
      locations: [
        beijing,
        { ...beijing, locationKind: 'service', city: '上海', addressZh: '上海市徐汇区', addressEn: '' },
      ],
    };
    const bad = await send('PUT', '/api/vendors/sophgo/profile', headers, {
      ...proposal,
      locations: [{ ...beijing, longitude: null }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe('locations.0.longitude');
    const filed = await send('PUT', '/api/vendors/sophgo/profile', headers, proposal);
    expect(filed.statusCode, filed.body).toBe(200);
    // pending: the page still lists the one location
    expect((await get('/api/vendors/sophgo')).json().result.locations).toHaveLength(1);
    const admin = await signIn(ctx, { roles: ['admin'] });
    const queue = (await get('/api/admin/applications?kind=vendor', admin.headers)).json().result;
    const item = queue.items.find((i: { id: string }) => i.id === filed.json().result.changeId);
    expect(JSON.stringify(item)).toContain('上海市徐汇区');
    const approved = await send('POST', `/api/admin/applications/vendor/${item.id}/review`, admin.headers, {
      approve: true,
    });
    expect(approved.statusCode).toBe(200);
    const live = (await get('/api/vendors/sophgo')).json().result.locations;
    expect(live.map((l: { city: string }) => l.city)).toEqual(['北京', '上海']);
  });

  it('refuses visitors and users without the vendors permission', async () => {
    expect((await get('/api/admin/vendorLocations')).statusCode).toBe(401);
    const body = { vendorId: 1, locationKind: 'office', city: 'x', addressZh: 'x' };
    expect((await send('POST', '/api/admin/vendorLocations', visitorHeaders(), body)).statusCode).toBe(401);
    const user = await signIn(ctx);
    expect((await get('/api/admin/vendorLocations', user.headers)).statusCode).toBe(403);
    expect((await send('POST', '/api/admin/vendorLocations', user.headers, body)).statusCode).toBe(403);
  });
});
