import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deviceLicences } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { device, issue, json, member, newProduct } from './test-support';

// What the device console's screens added to the API: editing a product (deviceProducts.update)
// and the device list's online filter.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

const edit = { name: 'Plug v2', chip: 'BL616', connectivity: 'ble', description: 'Second run' };

describe('editing a device product', () => {
  it('a member edits their product; the key and template stay and the edit is audited', async () => {
    const a = await member(ctx, 'ORG-E1');
    const product = await newProduct(ctx, a.headers);
    const res = await json(ctx, 'PUT', `/api/devices/products/${product.id}`, a.headers, edit);
    expect(res.statusCode).toBe(200);
    const got = res.json().result;
    expect(got).toMatchObject({ ...edit, productKey: product.productKey, template: 'sensor' });
    // no data model given: the template's stays
    expect(got.dataModel.properties.length).toBeGreaterThan(0);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.recordId, product.id));
    expect(audit.map((r) => r.action)).toContain('update');

    const model = { properties: [{ id: 'power', name: 'Power', type: 'bool', writable: true }] };
    const replaced = await json(ctx, 'PUT', `/api/devices/products/${product.id}`, a.headers, {
      ...edit,
      dataModel: model,
    });
    expect(replaced.json().result.dataModel.properties.map((p: { id: string }) => p.id)).toEqual(['power']);
  });

  it('refuses another organisation (404), a visitor (401) and bad input naming the field (422)', async () => {
    const a = await member(ctx, 'ORG-E2');
    const b = await member(ctx, 'ORG-E3');
    const product = await newProduct(ctx, a.headers);
    const url = `/api/devices/products/${product.id}`;
    expect((await json(ctx, 'PUT', url, b.headers, edit)).statusCode).toBe(404);
    expect((await json(ctx, 'PUT', url, visitorHeaders(), edit)).statusCode).toBe(401);
    const bad = await json(ctx, 'PUT', url, a.headers, { ...edit, connectivity: 'smoke' });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('connectivity');
    const unchanged = await json(ctx, 'GET', url, a.headers);
    expect(unchanged.json().result.name).not.toBe(edit.name);
  });
});

describe('the console menu', () => {
  it('shows the device console to enterprise members and to the vendor’s staff (devices.manage), not to others', async () => {
    const routes = async (headers: Record<string, string>) => {
      const res = await json(ctx, 'GET', '/api/admin/console', headers);
      const walk = (nodes: { route: string | null; children: never[] }[]): string[] =>
        nodes.flatMap((n) => [...(n.route ? [n.route] : []), ...walk(n.children)]);
      return res.statusCode === 200 ? walk(res.json().result.menu) : [];
    };
    const device = ['/admin/device_product', '/admin/fota', '/admin/device_list'];
    const enterprise = await member(ctx, 'ORG-E5', ['enterprise']);
    expect(await routes(enterprise.headers)).toEqual(expect.arrayContaining(device));
    const staff = await signIn(ctx, { roles: ['vendor'] });
    expect(await routes(staff.headers)).toEqual(expect.arrayContaining(device));
    const plain = await signIn(ctx, {});
    expect(await routes(plain.headers)).not.toContain('/admin/device_product');
  });
});

describe('the device list', () => {
  it('filters online devices (called the device API in the last minutes) from the others', async () => {
    const a = await member(ctx, 'ORG-E4');
    const product = await newProduct(ctx, a.headers);
    const [d1, d2] = (await issue(ctx, a.headers, product.id, 2)).json().result.devices;
    await device(ctx, 'check-update', { productKey: product.productKey, ...d1, currentVersion: '1.0.0' });
    const list = async (online: '0' | '1') =>
      (await json(ctx, 'GET', `/api/devices?productId=${product.id}&online=${online}`, a.headers))
        .json()
        .result.items.map((r: { deviceName: string }) => r.deviceName);
    expect(await list('1')).toEqual([d1.deviceName]);
    expect(await list('0')).toEqual([d2.deviceName]);
    // seen long ago: offline
    await ctx.database.db
      .update(deviceLicences)
      .set({ lastSeenAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(and(eq(deviceLicences.productId, product.id), eq(deviceLicences.deviceName, d1.deviceName)));
    expect(await list('1')).toEqual([]);
    expect((await json(ctx, 'GET', '/api/devices?online=2', a.headers)).statusCode).toBe(422);
  });
});
