import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceFirmware, deviceLicences } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { device, issue, json, member, newProduct, uploadFirmware } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

type Creds = { productKey: string; deviceName: string; deviceSecret: string };
const creds = (productKey: string, d: { deviceName: string; deviceSecret: string }): Creds => ({
  productKey,
  ...d,
});

describe('device products and licences', () => {
  it('creates a product from a template, issues a batch with a CSV, and stores only hashes', async () => {
    const a = await member(ctx, 'ORG-A1');
    const product = await newProduct(ctx, a.headers);
    const got = await json(ctx, 'GET', `/api/devices/products/${product.id}`, a.headers);
    expect(got.json().result.dataModel.properties.map((p: { id: string }) => p.id)).toEqual([
      'temperature',
      'humidity',
      'battery',
    ]);
    expect(got.json().result.dataModel.properties[0].unit).toBe('°C');

    const batch = await issue(ctx, a.headers, product.id, 3);
    expect(batch.statusCode).toBe(200);
    const { devices, csv } = batch.json().result;
    expect(devices).toHaveLength(3);
    expect(csv.split('\n')[0]).toBe('product_key,device_name,device_secret');
    expect(csv).toContain(`${product.productKey},${devices[0].deviceName},${devices[0].deviceSecret}`);
    const rows = await ctx.database.db
      .select()
      .from(deviceLicences)
      .where(eq(deviceLicences.productId, product.id));
    expect(rows.map((r) => r.secretHash)).not.toContain(devices[0].deviceSecret);
    const listed = await json(ctx, 'GET', `/api/devices/products/${product.id}/licences`, a.headers);
    expect(listed.json().result.total).toBe(3);
    expect(JSON.stringify(listed.json())).not.toContain(devices[0].deviceSecret);
  });

  it('refuses a batch over the quota whole: nothing is issued', async () => {
    const a = await member(ctx, 'ORG-A2');
    const staff = await signIn(ctx, { roles: ['vendor'] });
    const product = await newProduct(ctx, a.headers);
    expect(
      (await json(ctx, 'PUT', `/api/devices/products/${product.id}/quota`, a.headers, { licenceQuota: 5 }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await json(ctx, 'PUT', `/api/devices/products/${product.id}/quota`, staff.headers, {
          licenceQuota: 5,
        })
      ).statusCode,
    ).toBe(200);
    const over = await issue(ctx, a.headers, product.id, 6);
    expect(over.statusCode).toBe(409);
    const rows = await ctx.database.db
      .select()
      .from(deviceLicences)
      .where(eq(deviceLicences.productId, product.id));
    expect(rows).toHaveLength(0);
    expect((await issue(ctx, a.headers, product.id, 5)).statusCode).toBe(200);
    expect((await issue(ctx, a.headers, product.id, 1)).statusCode).toBe(409);
  });

  it('refuses a device with a wrong secret (401) and one with a revoked licence (403)', async () => {
    const a = await member(ctx, 'ORG-A3');
    const product = await newProduct(ctx, a.headers);
    const [d] = (await issue(ctx, a.headers, product.id, 1)).json().result.devices;
    const me = creds(product.productKey, d);
    expect((await device(ctx, 'check-update', me)).json().result).toEqual({ update: null });
    expect((await device(ctx, 'check-update', { ...me, deviceSecret: 'wrong' })).statusCode).toBe(401);
    const [lic] = (await json(ctx, 'GET', `/api/devices/products/${product.id}/licences`, a.headers)).json()
      .result.items;
    const revoked = await json(
      ctx,
      'POST',
      `/api/devices/products/${product.id}/licences/${lic.id}/revoke`,
      a.headers,
    );
    expect(revoked.statusCode).toBe(200);
    const refused = await device(ctx, 'check-update', me);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
  });

  it('keeps organisations apart: 404 on another organisation’s product, absent from lists; staff see all', async () => {
    const a = await member(ctx, 'ORG-B1');
    const b = await member(ctx, 'ORG-B2');
    const staff = await signIn(ctx, { roles: ['vendor'] });
    const product = await newProduct(ctx, a.headers);
    await issue(ctx, a.headers, product.id, 2);
    for (const url of [
      `/api/devices/products/${product.id}`,
      `/api/devices/products/${product.id}/licences`,
      `/api/devices/products/${product.id}/firmware`,
      `/api/devices/products/${product.id}/campaigns`,
    ])
      expect((await json(ctx, 'GET', url, b.headers)).statusCode).toBe(404);
    expect((await issue(ctx, b.headers, product.id, 1)).statusCode).toBe(404);
    const theirList = (await json(ctx, 'GET', '/api/devices/products', b.headers)).json().result.items;
    expect(theirList.map((p: { id: string }) => p.id)).not.toContain(product.id);
    const theirDevices = (await json(ctx, 'GET', `/api/devices?productId=${product.id}`, b.headers)).json()
      .result;
    expect(theirDevices.total).toBe(0);
    expect(
      (await json(ctx, 'GET', `/api/devices?productId=${product.id}`, staff.headers)).json().result.total,
    ).toBe(2);
    expect((await json(ctx, 'GET', `/api/devices/products/${product.id}`, staff.headers)).statusCode).toBe(
      200,
    );
    // a visitor is 401, a user of no organisation cannot create a product
    expect((await json(ctx, 'GET', '/api/devices/products', visitorHeaders())).statusCode).toBe(401);
    const loner = await signIn(ctx);
    expect(
      (
        await json(ctx, 'POST', '/api/devices/products', loner.headers, {
          name: 'x',
          chip: 'c',
          connectivity: 'wifi',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('firmware', () => {
  it('refuses a hash mismatch and a foreign chip, storing nothing', async () => {
    const a = await member(ctx, 'ORG-C1');
    const product = await newProduct(ctx, a.headers);
    const data = crypto.randomBytes(4096);
    const bad = await uploadFirmware(
      ctx,
      a.headers,
      product.id,
      { version: '1.0.0', targetChip: product.chip, sha256: 'a'.repeat(64) },
      data,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields?.[0]?.field ?? bad.json().result[0]?.field).toBe('sha256');
    const chip = await uploadFirmware(
      ctx,
      a.headers,
      product.id,
      { version: '1.0.0', targetChip: 'OTHER' },
      data,
    );
    expect(chip.statusCode).toBe(422);
    expect(
      await ctx.database.db.select().from(deviceFirmware).where(eq(deviceFirmware.productId, product.id)),
    ).toHaveLength(0);
    const good = await uploadFirmware(
      ctx,
      a.headers,
      product.id,
      { version: '1.0.0', targetChip: product.chip },
      data,
    );
    expect(good.statusCode).toBe(200);
    expect(
      (await uploadFirmware(ctx, a.headers, product.id, { version: '1.0.0', targetChip: product.chip }, data))
        .statusCode,
    ).toBe(422);
  });
});
