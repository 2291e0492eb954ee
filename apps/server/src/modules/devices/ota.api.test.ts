import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmwareManifest } from '@occ/shared';
import { auditLog, deviceCampaigns, deviceFirmware, notifications } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';
import { device, issue, json, member, newProduct, sha256, uploadFirmware } from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
type Dev = { deviceName: string; deviceSecret: string };

async function productWithFirmware(headers: Headers, devices: number, data = crypto.randomBytes(2048)) {
  const product = await newProduct(ctx, headers);
  const batch = devices
    ? ((await issue(ctx, headers, product.id, devices)).json().result.devices as Dev[])
    : [];
  const fw = await uploadFirmware(
    ctx,
    headers,
    product.id,
    { version: '2.0.0', targetChip: product.chip },
    data,
  );
  expect(fw.statusCode).toBe(200);
  return { product, devices: batch, firmware: fw.json().result as { id: string; sha256: string }, data };
}

const campaign = (headers: Headers, productId: string, body: object) =>
  json(ctx, 'POST', `/api/devices/products/${productId}/campaigns`, headers, body);
const check = (productKey: string, d: Dev) =>
  device(ctx, 'check-update', { productKey, ...d, currentVersion: '1.0.0' });

describe('over-the-air updates', () => {
  it('serves only the device’s own product’s firmware, signed with the key the portal publishes', async () => {
    const a = await member(ctx, 'ORG-OTA1');
    const one = await productWithFirmware(a.headers, 2);
    const two = await productWithFirmware(a.headers, 2);
    // a campaign for another product's version is refused, and nothing is started
    const foreign = await campaign(a.headers, one.product.id, { firmwareId: two.firmware.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().result.fields[0].field).toBe('firmwareId');
    expect(
      await ctx.database.db
        .select()
        .from(deviceCampaigns)
        .where(eq(deviceCampaigns.productId, one.product.id)),
    ).toHaveLength(0);

    expect((await campaign(a.headers, one.product.id, { firmwareId: one.firmware.id })).statusCode).toBe(200);
    // the other product's devices get nothing
    for (const d of two.devices)
      expect((await check(two.product.productKey, d)).json().result.update).toBeNull();

    const { update } = (await check(one.product.productKey, one.devices[0]!)).json().result;
    expect(update).toMatchObject({ version: '2.0.0', sha256: sha256(one.data), size: one.data.length });
    expect(update.manifest).toContain(one.product.productKey);
    const key = (await ctx.app.inject({ url: '/api/device/v1/signing-key' })).json().result;
    expect(
      crypto.verify(
        null,
        Buffer.from(update.manifest),
        key.publicKeyPem,
        Buffer.from(update.signature, 'base64'),
      ),
    ).toBe(true);
    const tampered = update.manifest.replace(one.product.productKey, two.product.productKey);
    expect(
      crypto.verify(null, Buffer.from(tampered), key.publicKeyPem, Buffer.from(update.signature, 'base64')),
    ).toBe(false);
    // the signed link serves exactly the uploaded bytes
    const url = new URL(update.url, 'http://portal.test');
    const image = await ctx.app.inject({ url: url.pathname + url.search });
    expect(image.statusCode).toBe(200);
    expect(sha256(image.rawPayload)).toBe(update.sha256);
  });

  it('a 10% stage serves 100 ± 1 of 1 000 devices, always the same ones, and the next stage keeps them', async () => {
    const a = await member(ctx, 'ORG-OTA2');
    const { product, devices, firmware } = await productWithFirmware(a.headers, 1000);
    const created = await campaign(a.headers, product.id, { firmwareId: firmware.id, stages: [10, 50, 100] });
    expect(created.statusCode).toBe(200);
    const served = new Set<string>();
    for (const d of devices)
      if ((await check(product.productKey, d)).json().result.update) served.add(d.deviceName);
    expect(Math.abs(served.size - 100)).toBeLessThanOrEqual(1);
    // deterministic: asking again gives the same answer
    const sample = devices.slice(0, 50);
    for (const d of sample)
      expect(Boolean((await check(product.productKey, d)).json().result.update)).toBe(
        served.has(d.deviceName),
      );
    const advanced = await json(
      ctx,
      'POST',
      `/api/devices/products/${product.id}/campaigns/${created.json().result.id}/advance`,
      a.headers,
    );
    expect(advanced.json().result.stageIndex).toBe(1);
    for (const name of [...served].slice(0, 20)) {
      const d = devices.find((x) => x.deviceName === name)!;
      expect((await check(product.productKey, d)).json().result.update).not.toBeNull();
    }
  }, 300_000);

  it('pauses a campaign by itself once failures pass the threshold, and serves nothing while paused', async () => {
    const a = await member(ctx, 'ORG-OTA3');
    const { product, devices, firmware } = await productWithFirmware(a.headers, 12);
    const created = (
      await campaign(a.headers, product.id, { firmwareId: firmware.id, failureThreshold: 10 })
    ).json().result;
    for (const [i, d] of devices.slice(0, 10).entries()) {
      const { update } = (await check(product.productKey, d)).json().result;
      expect(update).not.toBeNull();
      const base = { productKey: product.productKey, ...d, campaignId: update.campaignId };
      expect((await device(ctx, 'progress', { ...base, state: 'downloading' })).statusCode).toBe(200);
      const last = i < 2 ? { state: 'failed', errorCode: 'E_FLASH' } : { state: 'success' };
      expect((await device(ctx, 'progress', { ...base, ...last })).statusCode).toBe(200);
    }
    const [row] = (await json(ctx, 'GET', `/api/devices/products/${product.id}/campaigns`, a.headers)).json()
      .result;
    expect(row).toMatchObject({ id: created.id, state: 'paused', pausedReason: 'failureThreshold' });
    expect(row.counts).toMatchObject({ success: 8, failed: 2 });
    expect(row.failureCodes).toEqual([{ code: 'E_FLASH', count: 2 }]);
    // the pause is audited (no user acted) and whoever started the campaign is told
    const { db } = ctx.database;
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'campaigns'), eq(auditLog.recordId, created.id)));
    const pause = audit.find((r) => r.actorId === null);
    expect(pause?.changes).toMatchObject({
      state: { before: 'running', after: 'paused' },
      pausedReason: { after: 'failureThreshold' },
    });
    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.userId), eq(notifications.targetId, created.id)));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe(`/admin/fota_detail/${product.id}/${created.id}`);
    expect(notices[0]!.summary).toContain('paused itself: 2 of 10 devices failed (threshold 10%)');
    expect((await check(product.productKey, devices[11]!)).json().result.update).toBeNull();
    // resume, then cancel; a cancelled campaign cannot be resumed (409)
    const base = `/api/devices/products/${product.id}/campaigns/${created.id}`;
    expect((await json(ctx, 'POST', `${base}/resume`, a.headers)).json().result.state).toBe('running');
    expect((await json(ctx, 'POST', `${base}/cancel`, a.headers)).json().result.state).toBe('cancelled');
    expect((await json(ctx, 'POST', `${base}/resume`, a.headers)).statusCode).toBe(409);
    // a device of the product that succeeded reports its new version in the device list
    const list = (
      await json(ctx, 'GET', `/api/devices?productId=${product.id}&firmwareVersion=2.0.0`, a.headers)
    ).json().result;
    expect(list.total).toBe(8);
  });

  it('hides another organisation’s campaigns and refuses their pause (404)', async () => {
    const a = await member(ctx, 'ORG-OTA4');
    const b = await member(ctx, 'ORG-OTA5');
    const { product, firmware } = await productWithFirmware(a.headers, 0);
    const created = (await campaign(a.headers, product.id, { firmwareId: firmware.id })).json().result;
    expect(
      (
        await json(
          ctx,
          'POST',
          `/api/devices/products/${product.id}/campaigns/${created.id}/pause`,
          b.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect((await campaign(b.headers, product.id, { firmwareId: firmware.id })).statusCode).toBe(404);
    expect(
      (
        await json(
          ctx,
          'POST',
          `/api/devices/products/${product.id}/campaigns/${created.id}/pause`,
          a.headers,
        )
      ).json().result.state,
    ).toBe('paused');
  });
  it('moves to the next stage by itself after the waiting time, and serves a listed target only', async () => {
    const a = await member(ctx, 'ORG-OTA6');
    const { product, devices, firmware } = await productWithFirmware(a.headers, 10);
    const staged = (
      await campaign(a.headers, product.id, {
        firmwareId: firmware.id,
        stages: [10, 100],
        stageWaitMinutes: 60,
      })
    ).json().result;
    const served = async () => {
      let n = 0;
      for (const d of devices) if ((await check(product.productKey, d)).json().result.update) n += 1;
      return n;
    };
    expect(await served()).toBe(1);
    await ctx.database.db
      .update(deviceCampaigns)
      .set({ stageStartedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(deviceCampaigns.id, staged.id));
    expect(await served()).toBe(10);
    await json(ctx, 'POST', `/api/devices/products/${product.id}/campaigns/${staged.id}/cancel`, a.headers);
    const listed = [devices[3]!.deviceName, devices[7]!.deviceName];
    const list = await campaign(a.headers, product.id, {
      firmwareId: firmware.id,
      target: 'list',
      devices: listed,
    });
    expect(list.statusCode).toBe(200);
    for (const d of devices)
      expect(Boolean((await check(product.productKey, d)).json().result.update)).toBe(
        listed.includes(d.deviceName),
      );
    expect(
      (await campaign(a.headers, product.id, { firmwareId: firmware.id, target: 'list' })).statusCode,
    ).toBe(422);
  });

  it('refuses an unsigned or wrongly signed image: no campaign starts, and a running one serves nothing', async () => {
    const a = await member(ctx, 'ORG-OTA7');
    const { product, devices, firmware } = await productWithFirmware(a.headers, 2);
    const listed = async () =>
      (await json(ctx, 'GET', `/api/devices/products/${product.id}/firmware`, a.headers)).json().result[0];
    expect((await listed()).signatureValid).toBe(true);
    await campaign(a.headers, product.id, { firmwareId: firmware.id });
    expect((await check(product.productKey, devices[0]!)).json().result.update).not.toBeNull();

    // a key that is not the portal's signs the same manifest
    const foreign = crypto.generateKeyPairSync('ed25519').privateKey;
    const [row] = await ctx.database.db
      .select()
      .from(deviceFirmware)
      .where(eq(deviceFirmware.id, firmware.id));
    const manifest = firmwareManifest({ productKey: product.productKey, ...row! });
    const wrong = crypto.sign(null, Buffer.from(manifest), foreign).toString('base64');
    for (const signature of ['', wrong, 'bm90IGEgc2lnbmF0dXJl']) {
      await ctx.database.db
        .update(deviceFirmware)
        .set({ signature })
        .where(eq(deviceFirmware.id, firmware.id));
      expect((await listed()).signatureValid).toBe(false);
      const refused = await campaign(a.headers, product.id, { firmwareId: firmware.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().result.fields[0]).toMatchObject({ field: 'firmwareId' });
      expect(refused.json().message).toMatch(/signature|签名/);
    }
    expect(
      await ctx.database.db.select().from(deviceCampaigns).where(eq(deviceCampaigns.productId, product.id)),
    ).toHaveLength(1);
    // the campaign started before still runs, but no device is offered the image any more
    for (const d of devices) expect((await check(product.productKey, d)).json().result.update).toBeNull();
  });
});
