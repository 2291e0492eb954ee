import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATION_CHECKS } from '@occ/shared';
import { deviceCertifications, deviceProducts, vendors } from '../../db/schema';
import { seedPages } from '../../db/seed/pages';
import { createTestApp, requests, signIn, type TestContext } from '../../test/harness';
import { member, newProduct } from '../devices/test-support';
import { seedCertifiedProducts } from './seed';

// The public list of certified products (issue 15): approved chip certifications only, newest
// first, searchable (wildcards are literal, strange input never fails), paged; one certificate by
// its exact number; the certifiedProducts page block gets its first page with the page.

let ctx: TestContext;
const { get, post } = requests(() => ctx);
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

const checklist = CERTIFICATION_CHECKS.map((check) => ({ check, passed: true, note: `${check} ok` }));
const DAY = 86_400_000;
const en = { 'accept-language': 'en-US' };
const zh = { 'accept-language': 'zh-CN' };
type Item = {
  certificateNo: string;
  productName: string;
  chip: string;
  company: string;
  certifiedAt: string;
};
const list = async (query: string, headers: Record<string, string> = en) => {
  const res = await get(`/api/certified-products${query}`, headers);
  return {
    res,
    page:
      res.statusCode === 200
        ? (res.json().result as { items: Item[]; total: number; page: number; pageSize: number })
        : null,
  };
};

let approvedNo = '';
let vendorOrgProduct = '';

describe('certified products', () => {
  beforeAll(async () => {
    const a = await member(ctx, 'ORGCERT1');
    const staff = await signIn(ctx, { roles: ['vendor'] });
    // one certificate through the real flow: request, approve in the queue
    const product = await newProduct(ctx, a.headers, 'JH7110');
    const filed = await post(`/api/devices/products/${product.id}/certifications`, a.headers, { checklist });
    expect(filed.statusCode).toBe(200);
    const approve = await post(
      `/api/admin/applications/chipCertification/${filed.json().result.id}/review`,
      staff.headers,
      { approve: true, comment: 'secret reviewer note' },
    );
    expect(approve.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(deviceCertifications);
    approvedNo = row!.certificateNo!;

    // many more, straight into the table: approved (older), pending, rejected, and a vendor's
    const db = ctx.database.db;
    const [p2] = await db
      .insert(deviceProducts)
      .values({
        productKey: 'pcerttest02',
        organisation: 'ORGVENDOR2',
        createdBy: a.userId,
        name: 'Vendor board',
        chip: 'SG2042',
        connectivity: 'wifi',
        dataModel: { properties: [], events: [], commands: [] },
      })
      .returning();
    vendorOrgProduct = p2!.id;
    await db.insert(vendors).values({
      organisation: 'ORGVENDOR2',
      slug: 'vendor-two',
      nameZh: '第二厂商',
      nameEn: 'Vendor Two',
      introZh: '简介',
      introEn: 'Intro',
      region: 'eastChina',
    });
    const base = { userId: a.userId, productId: product.id, chip: 'C906', checklist };
    const names = [
      '100% Pure Chip',
      'under_score board',
      'O\'Brien "quoted" kit',
      'back\\slash sensor',
      ...Array.from({ length: 8 }, (_, i) => `Plain product ${i + 1}`),
    ];
    await db.insert(deviceCertifications).values([
      ...names.map((productName, i) => ({
        ...base,
        productName,
        state: 'approved',
        certificateNo: `OCC-CC-2025-TEST${String(i).padStart(4, '0')}`,
        reviewedAt: new Date(Date.now() - (i + 2) * DAY),
      })),
      { ...base, productName: 'Pending gadget', state: 'pending' },
      {
        ...base,
        productName: 'Rejected gadget',
        state: 'rejected',
        certificateNo: 'OCC-CC-2025-REJECTED',
        reviewedAt: new Date(),
      },
      {
        ...base,
        productId: vendorOrgProduct,
        productName: 'Vendor board',
        chip: 'SG2042',
        state: 'approved',
        certificateNo: 'OCC-CC-2025-VENDOR02',
        reviewedAt: new Date(Date.now() - 30 * DAY),
      },
    ]);
  });

  it('lists approved certifications only, newest first, with nothing private', async () => {
    const { res, page } = await list('?pageSize=50');
    expect(res.statusCode).toBe(200);
    expect(page!.total).toBe(14);
    expect(page!.items[0]).toMatchObject({
      certificateNo: approvedNo,
      productName: expect.stringMatching(/^Sensor /),
      chip: 'JH7110',
      company: 'Company ORGCERT1',
    });
    const times = page!.items.map((i) => Date.parse(i.certifiedAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const names = page!.items.map((i) => i.productName);
    expect(names).not.toContain('Pending gadget');
    expect(names).not.toContain('Rejected gadget');
    expect(Object.keys(page!.items[0]!).sort()).toEqual([
      'certificateNo',
      'certifiedAt',
      'chip',
      'company',
      'productName',
    ]);
    expect(res.body).not.toContain('secret reviewer note');
    expect(res.body).not.toContain('organisation');
    expect(res.body).not.toContain('userId');
  });

  it("names a vendor's organisation by its profile, in the reader's language", async () => {
    expect((await list('?q=SG2042')).page!.items).toEqual([
      expect.objectContaining({ company: 'Vendor Two', certificateNo: 'OCC-CC-2025-VENDOR02' }),
    ]);
    expect((await list('?q=SG2042', zh)).page!.items[0]!.company).toBe('第二厂商');
    // the company is searchable in either language
    expect((await list(`?q=${encodeURIComponent('第二')}`)).page!.total).toBe(1);
    expect((await list('?q=company%20orgcert1')).page!.total).toBe(13);
  });

  it('searches product, chip and certificate number; wildcards are literal', async () => {
    expect((await list('?q=plain')).page!.total).toBe(8);
    expect((await list('?q=c906')).page!.total).toBe(12);
    expect((await list(`?q=${approvedNo.toLowerCase()}`)).page!.items.map((i) => i.certificateNo)).toEqual([
      approvedNo,
    ]);
    expect((await list('?q=%25')).page!.items.map((i) => i.productName)).toEqual(['100% Pure Chip']);
    expect((await list('?q=_')).page!.items.map((i) => i.productName)).toEqual(['under_score board']);
    expect((await list(`?q=${encodeURIComponent("O'Brien")}`)).page!.total).toBe(1);
    expect((await list(`?q=${encodeURIComponent('"quoted"')}`)).page!.total).toBe(1);
    expect((await list(`?q=${encodeURIComponent('back\\slash')}`)).page!.total).toBe(1);
    expect((await list('?q=Rejected')).page!.total).toBe(0);
    expect((await list('?q=REJECTED')).page!.total).toBe(0);
  });

  it('never fails on strange input; control characters and more than 100 characters are a 422 naming q', async () => {
    // tabs and line breaks are spaces; other control characters are refused naming the field
    expect((await list(`?q=${encodeURIComponent('\tplain\n')}`)).page!.total).toBe(8);
    for (const q of ['\u0000', 'a\u0000b', '\u0007\u001b[31m', '\u007f']) {
      const { res } = await list(`?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, JSON.stringify(q)).toBe(422);
      expect(res.json().errors?.[0]?.field ?? JSON.stringify(res.json()), JSON.stringify(q)).toContain('q');
    }
    const strange = [
      "'; drop table device_certifications; --",
      '\\',
      '%%__%%',
      '😀🚀',
      '\uFFFD',
      ' '.repeat(100),
      'x'.repeat(100),
      '[a-z]*',
      '$1',
    ];
    for (const q of strange) {
      const { res } = await list(`?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, JSON.stringify(q)).toBe(200);
    }
    // a lone surrogate half in the address
    expect((await get('/api/certified-products?q=%ED%A0%80', en)).statusCode).toBeLessThan(500);
    const long = await list(`?q=${'x'.repeat(101)}`);
    expect(long.res.statusCode).toBe(422);
    expect(JSON.stringify(long.res.json())).toContain('q');
    expect(long.res.json().success).toBe(false);
    for (const bad of ['?page=0', '?page=abc', '?pageSize=51', '?pageSize=0', '?q=a&q=b'])
      expect((await list(bad)).res.statusCode, bad).toBeLessThan(500);
    expect((await list('?page=0')).res.statusCode).toBe(422);
    expect((await list('?pageSize=51')).res.statusCode).toBe(422);
  });

  it('pages through the list', async () => {
    const all = (await list('?pageSize=50')).page!.items.map((i) => i.certificateNo);
    const p1 = (await list('?pageSize=5&page=1')).page!;
    const p3 = (await list('?pageSize=5&page=3')).page!;
    expect(p1).toMatchObject({ total: 14, page: 1, pageSize: 5 });
    expect(p1.items.map((i) => i.certificateNo)).toEqual(all.slice(0, 5));
    expect(p3.items.map((i) => i.certificateNo)).toEqual(all.slice(10, 14));
    expect((await list('?pageSize=5&page=9')).page!.items).toEqual([]);
    expect((await list('')).page!.pageSize).toBe(10);
  });

  it('shows one certificate by its exact number; never an unapproved one', async () => {
    const one = await get(`/api/certified-products/${approvedNo}`, en);
    expect(one.statusCode).toBe(200);
    expect(one.json().result).toMatchObject({ certificateNo: approvedNo, chip: 'JH7110' });
    expect((await get(`/api/certified-products/${approvedNo.toLowerCase()}`, en)).statusCode).toBe(200);
    for (const no of ['OCC-CC-2025-REJECTED', approvedNo.slice(0, -1), '%25', '_', `'`, '%E2%80%8B'])
      expect((await get(`/api/certified-products/${no}`, en)).statusCode, no).toBe(404);
    expect((await get('/api/certified-products/x%00y', en)).statusCode).toBe(422);
    expect((await get(`/api/certified-products/${'x'.repeat(61)}`, en)).statusCode).toBe(422);
  });

  it('the certification page carries its first page of certified products', async () => {
    await seedPages(ctx.database.db);
    const res = await get('/api/content-pages/certification', en);
    expect(res.statusCode).toBe(200);
    const block = res.json().result.blocks.find((b: { type: string }) => b.type === 'certifiedProducts');
    expect(block.props).toMatchObject({ title: 'Certified products', pageSize: 10 });
    expect(block.props.initial).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(block.props.initial.items).toHaveLength(10);
    expect(block.props.initial.items[0].certificateNo).toBe(approvedNo);
    const zhPage = (await get('/api/content-pages/certification', zh)).json().result;
    expect(zhPage.blocks.some((b: { type: string }) => b.type === 'certifiedProducts')).toBe(true);
  });
});

describe('demo certified products', () => {
  it('seeds three approved certifications, idempotently', async () => {
    expect(await seedCertifiedProducts(ctx.database.db)).toBe(3);
    expect(await seedCertifiedProducts(ctx.database.db)).toBe(3);
    const found = (await list('?q=OCC-CC-2026-5F2A0001')).page!;
    expect(found.items).toEqual([
      expect.objectContaining({
        productName: 'VisionFive 2 Edge Gateway',
        chip: 'JH7110',
        company: 'StarFive Technology',
      }),
    ]);
    expect((await list('?pageSize=50')).page!.total).toBe(17);
  });
});
