import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOptions, readLicenceCsv, simulate } from '../../../../../scripts/devices-simulate';
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

  it('runs as the issue writes it (--product KEY --count N): the console’s licence CSVs are found by name', async () => {
    const a = await member(ctx, 'ORG-SIM2');
    const product = await newProduct(ctx, a.headers);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'occ-sim-'));
    try {
      // two batches downloaded from the console (licences-KEY-<batch>.csv), and another product's
      for (const n of [6, 5]) {
        const { csv, batchId } = (await issue(ctx, a.headers, product.id, n)).json().result;
        fs.writeFileSync(path.join(dir, `licences-${product.productKey}-${batchId.slice(0, 8)}.csv`), csv);
      }
      const other = await newProduct(ctx, a.headers);
      const { csv: otherCsv } = (await issue(ctx, a.headers, other.id, 3)).json().result;
      fs.writeFileSync(path.join(dir, `licences-${other.productKey}-00000000.csv`), otherCsv);

      const opts = parseOptions(['--product', product.productKey, '--count', '10', '--base', base], dir);
      expect(opts.devices).toHaveLength(10);
      expect(new Set(opts.devices.map((d) => d.deviceName)).size).toBe(10);
      expect(parseOptions(['--product', product.productKey, '--count', '1000'], dir).devices).toHaveLength(
        11,
      );
      // no campaign yet: every device authenticates, none is offered an update
      expect(await simulate(opts)).toMatchObject({ devices: 10, offered: 0, refused: 0 });
      // refused with a message saying where the CSVs come from, or what is missing
      expect(() => parseOptions(['--product', 'pnone', '--count', '5'], dir)).toThrow(
        /no licences-pnone-\*\.csv in .*\/admin\/license/,
      );
      expect(() => parseOptions(['--count', '5'], dir)).toThrow(/usage: npm run devices:simulate/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
