import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CSV_MAX_KB } from '@occ/shared';
import { auditLog } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { issue, json, member, newProduct, uploadFirmware } from './test-support';

// Demo settings, production information with test station CSVs, and the production guide
// (issue 23: /demo_config, /produce_info, /produce_guide).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const upload = (headers: Headers, productId: string, csv: string | Buffer, name = 'results.csv') => {
  const body = multipart({}, { name, data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv) });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/devices/products/${productId}/test-results`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};

describe('demo settings', () => {
  it('saves a firmware of the product and sample data of its model; audits the save', async () => {
    const a = await member(ctx, 'ORG-P1');
    const p = await newProduct(ctx, a.headers);
    const fw = await uploadFirmware(
      ctx,
      a.headers,
      p.id,
      { version: '1.0.0', targetChip: p.chip },
      Buffer.from('img'),
    );
    expect(fw.statusCode).toBe(200);
    const firmwareId = fw.json().result.id as string;
    const url = `/api/devices/products/${p.id}/demo`;
    expect((await json(ctx, 'GET', url, a.headers)).json().result.updatedAt).toBeNull();
    const body = { firmwareId, sampleData: { temperature: 21.5, battery: 80 }, labBoardModelId: null };
    const res = await json(ctx, 'PUT', url, a.headers, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ ...body, firmwareVersion: '1.0.0' });
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.recordId, p.id));
    expect(audit.map((r) => r.resource)).toContain('deviceDemoConfigs');
  });

  it('refuses a firmware of another product and sample data the model does not declare (422)', async () => {
    const a = await member(ctx, 'ORG-P2');
    const p = await newProduct(ctx, a.headers);
    const other = await newProduct(ctx, a.headers);
    const fw = await uploadFirmware(
      ctx,
      a.headers,
      other.id,
      { version: '2.0.0', targetChip: other.chip },
      Buffer.from('x'),
    );
    const url = `/api/devices/products/${p.id}/demo`;
    const foreign = await json(ctx, 'PUT', url, a.headers, {
      firmwareId: fw.json().result.id,
      sampleData: {},
      labBoardModelId: null,
    });
    expect(foreign.statusCode).toBe(422);
    expect(JSON.stringify(foreign.json())).toContain('firmwareId');
    const unknown = await json(ctx, 'PUT', url, a.headers, {
      firmwareId: null,
      sampleData: { colour: 'red' },
      labBoardModelId: null,
    });
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json())).toContain('sampleData.colour');
    const wrongType = await json(ctx, 'PUT', url, a.headers, {
      firmwareId: null,
      sampleData: { battery: 'full' },
      labBoardModelId: null,
    });
    expect(wrongType.statusCode).toBe(422);
    expect(JSON.stringify(wrongType.json())).toContain('sampleData.battery');
    const board = await json(ctx, 'PUT', url, a.headers, {
      firmwareId: null,
      sampleData: {},
      labBoardModelId: 999999,
    });
    expect(board.statusCode).toBe(422);
    expect((await json(ctx, 'GET', url, a.headers)).json().result.updatedAt).toBeNull();
  });
});

describe('production information and test station results', () => {
  it('edits factory and line, derives the licence batches, imports a CSV and counts per station', async () => {
    const a = await member(ctx, 'ORG-P3');
    const p = await newProduct(ctx, a.headers);
    const [d1, d2] = (await issue(ctx, a.headers, p.id, 3)).json().result.devices;
    const url = `/api/devices/products/${p.id}/production`;
    const info = { factory: 'Shenzhen Plant 2', line: 'SMT-3', contact: 'Li, +86 755 0000' };
    expect((await json(ctx, 'PUT', url, a.headers, info)).statusCode).toBe(200);
    const csv = [
      'device_name,station,result,measured_at,notes',
      `${d1.deviceName},RF,pass,2026-11-28T08:00:00Z,`,
      `${d2.deviceName},RF,fail,2026-11-28T08:01:00Z,"low power, retest"`,
      `${d1.deviceName},Flash,pass,2026-11-28 09:00,`,
    ].join('\r\n');
    const up = await upload(a.headers, p.id, csv);
    expect(up.statusCode).toBe(200);
    expect(up.json().result.imported).toBe(3);
    const got = (await json(ctx, 'GET', url, a.headers)).json().result;
    expect(got).toMatchObject(info);
    expect(got.batches).toEqual([expect.objectContaining({ count: 3, activated: 0, revoked: 0 })]);
    expect(got.stations).toEqual([
      { station: 'Flash', passed: 1, failed: 0 },
      { station: 'RF', passed: 1, failed: 1 },
    ]);
    const list = await json(
      ctx,
      'GET',
      `/api/devices/products/${p.id}/test-results?pageSize=2&station=RF`,
      a.headers,
    );
    expect(list.json().result.total).toBe(2);
    expect(list.json().result.items[0]).toMatchObject({
      deviceName: d2.deviceName,
      passed: false,
      notes: 'low power, retest',
    });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resource, 'deviceTestResults'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses a bad line naming its line and column, a stranger device, a wrong header and an oversized file; nothing imported', async () => {
    const a = await member(ctx, 'ORG-P4');
    const p = await newProduct(ctx, a.headers);
    const [d1] = (await issue(ctx, a.headers, p.id, 1)).json().result.devices;
    const head = 'device_name,station,result,measured_at';
    const bad = await upload(
      a.headers,
      p.id,
      `${head}\n${d1.deviceName},RF,pass,2026-11-28T08:00:00Z\n${d1.deviceName},RF,maybe,2026-11-28T08:00:00Z\n`,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('3');
    expect(JSON.stringify(bad.json())).toContain('file.line3.result');
    const date = await upload(a.headers, p.id, `${head}\n${d1.deviceName},RF,pass,yesterday\n`);
    expect(JSON.stringify(date.json())).toContain('file.line2.measured_at');
    const stranger = await upload(a.headers, p.id, `${head}\nnobody,RF,pass,2026-11-28T08:00:00Z\n`);
    expect(stranger.statusCode).toBe(422);
    expect(JSON.stringify(stranger.json())).toContain('file.line2.device_name');
    const header = await upload(a.headers, p.id, `device,station,result\n${d1.deviceName},RF,pass\n`);
    expect(header.statusCode).toBe(422);
    expect(header.json().message).toContain('device_name');
    const big = `${head}\n${`${d1.deviceName},RF,pass,2026-11-28T08:00:00Z\n`.repeat(Math.ceil((TEST_CSV_MAX_KB * 1024) / 30))}`;
    const huge = await upload(a.headers, p.id, big);
    expect(huge.statusCode).toBe(422);
    expect(JSON.stringify(huge.json())).toContain('KB');
    const got = (await json(ctx, 'GET', `/api/devices/products/${p.id}/production`, a.headers)).json().result;
    expect(got.stations).toEqual([]);
  });

  it('one organisation neither reads nor writes another’s; a visitor is refused; staff see all', async () => {
    const a = await member(ctx, 'ORG-P5');
    const b = await member(ctx, 'ORG-P6');
    const p = await newProduct(ctx, a.headers);
    const base = `/api/devices/products/${p.id}`;
    const info = { factory: 'X', line: 'Y', contact: 'Z' };
    for (const path of ['/production', '/test-results', '/guide', '/demo'])
      expect((await json(ctx, 'GET', `${base}${path}`, b.headers)).statusCode).toBe(404);
    expect((await json(ctx, 'PUT', `${base}/production`, b.headers, info)).statusCode).toBe(404);
    expect((await json(ctx, 'PUT', `${base}/guide`, b.headers, { note: 'x' })).statusCode).toBe(404);
    expect((await upload(b.headers, p.id, 'device_name,station,result,measured_at\n')).statusCode).toBe(404);
    expect((await json(ctx, 'GET', `${base}/production`, visitorHeaders())).statusCode).toBe(401);
    expect((await json(ctx, 'PUT', `${base}/production`, visitorHeaders(), info)).statusCode).toBe(401);
    const staff = await signIn(ctx, { roles: ['vendor'] });
    expect((await json(ctx, 'GET', `${base}/production`, staff.headers)).statusCode).toBe(200);
  });
});

describe('the production guide', () => {
  it('lists the newest firmware with a signed link, the batches and a sanitised markdown note', async () => {
    const a = await member(ctx, 'ORG-P7');
    const p = await newProduct(ctx, a.headers);
    await uploadFirmware(ctx, a.headers, p.id, { version: '1.0.0', targetChip: p.chip }, Buffer.from('one'));
    await uploadFirmware(ctx, a.headers, p.id, { version: '1.1.0', targetChip: p.chip }, Buffer.from('two'));
    await issue(ctx, a.headers, p.id, 2);
    const note = '## Flashing\n\nHold **BOOT**.<script>alert(1)</script>';
    expect(
      (await json(ctx, 'PUT', `/api/devices/products/${p.id}/guide`, a.headers, { note })).statusCode,
    ).toBe(200);
    const guide = (await json(ctx, 'GET', `/api/devices/products/${p.id}/guide`, a.headers)).json().result;
    expect(guide.firmware.version).toBe('1.1.0');
    expect(guide.batches).toHaveLength(1);
    expect(guide.noteHtml).toContain('<strong>BOOT</strong>');
    expect(guide.noteHtml).not.toContain('<script');
    const link = await json(
      ctx,
      'POST',
      `/api/devices/products/${p.id}/firmware/${guide.firmware.id}/link`,
      a.headers,
    );
    expect(link.statusCode).toBe(200);
    const file = await ctx.app.inject({
      method: 'GET',
      url: link.json().result.url.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(file.body).toBe('two');
    const b = await member(ctx, 'ORG-P8');
    expect(
      (await json(ctx, 'POST', `/api/devices/products/${p.id}/firmware/${guide.firmware.id}/link`, b.headers))
        .statusCode,
    ).toBe(404);
  });
});

describe('the console menu', () => {
  it('has the `produce` entry, highlighted by the production guide; product pages and forms highlight the products entry', async () => {
    const staff = await signIn(ctx, { roles: ['vendor'] });
    const res = await json(ctx, 'GET', '/api/admin/console', staff.headers);
    type Node = { key: string; route: string | null; highlights: string[]; children: Node[] };
    const walk = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...walk(n.children)]);
    const entries = walk(res.json().result.menu);
    expect(entries.find((e) => e.key === 'produce')).toMatchObject({
      route: '/admin/produce_info',
      highlights: ['/admin/produce_guide'],
    });
    // spec §2: /license, /firmware, /demo_config, /iot, /chip_certification and the product forms
    // (/add_product, /modify_product) keep the device products entry highlighted; /demonstrate the list
    expect(entries.find((e) => e.key === 'device_product')?.highlights).toEqual(
      expect.arrayContaining([
        '/admin/license',
        '/admin/firmware',
        '/admin/demo_config',
        '/admin/iot',
        '/admin/chip_certification',
        '/admin/add_product',
        '/admin/modify_product',
      ]),
    );
    expect(entries.find((e) => e.key === 'device_list')?.highlights).toContain('/admin/demonstrate');
  });
});
