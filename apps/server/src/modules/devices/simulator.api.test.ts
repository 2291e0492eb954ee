import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLicenceCsv, simulate } from '../../../../../scripts/devices-simulate';
import { createTestApp, type TestContext } from '../../test/harness';
import { issue, json, member, newProduct, uploadFirmware } from './test-support';

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

describe('device simulator (scripts/devices-simulate.ts)', () => {
  it('updates the devices of a 50% campaign over HTTP, verifying hash and signature', async () => {
    const a = await member(ctx, 'ORG-SIM1');
    const product = await newProduct(ctx, a.headers);
    const { csv } = (await issue(ctx, a.headers, product.id, 20)).json().result;
    const fw = await uploadFirmware(
      ctx,
      a.headers,
      product.id,
      { version: '3.1.0', targetChip: product.chip },
      crypto.randomBytes(1024),
    );
    await json(ctx, 'POST', `/api/devices/products/${product.id}/campaigns`, a.headers, {
      firmwareId: fw.json().result.id,
      stages: [50, 100],
    });
    const devices = readLicenceCsv(csv, product.productKey);
    expect(devices).toHaveLength(20);
    const opts = {
      base,
      productKey: product.productKey,
      devices,
      currentVersion: '3.0.0',
      failRate: 0,
      concurrency: 4,
    };
    const first = await simulate(opts);
    expect(first).toMatchObject({ devices: 20, offered: 10, success: 10, failed: 0, refused: 0 });
    expect(first.versions).toEqual({ '3.1.0': 10, '3.0.0': 10 });
    // the updated devices are not offered the same version again
    const again = await simulate({ ...opts, devices: devices.slice(0, 20) });
    expect(again.success).toBe(0);
    const [c] = (await json(ctx, 'GET', `/api/devices/products/${product.id}/campaigns`, a.headers)).json()
      .result;
    expect(c.counts.success).toBe(10);
    // the last stage: the other half updates and the campaign completes
    await json(ctx, 'POST', `/api/devices/products/${product.id}/campaigns/${c.id}/advance`, a.headers);
    expect(await simulate(opts)).toMatchObject({ offered: 10, success: 10 });
    const [done] = (await json(ctx, 'GET', `/api/devices/products/${product.id}/campaigns`, a.headers)).json()
      .result;
    expect(done).toMatchObject({ state: 'completed', counts: { success: 20 } });
  });
});
