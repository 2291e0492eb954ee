import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATION_CHECKS } from '@occ/shared';
import { auditLog, deviceEvents, deviceLicences } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { device, issue, json, member, newProduct, uploadFirmware } from './test-support';

// Chip certification, a device's history, the device list's campaign filter, commands sent to a
// device through the device API, and reported properties (the IoT view).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
type Dev = { deviceName: string; deviceSecret: string };

const checklist = CERTIFICATION_CHECKS.map((check) => ({ check, passed: true, note: `${check} report v1` }));
const certUrl = (id: string) => `/api/devices/products/${id}/certifications`;
const review = (headers: Headers, id: string, body: object) =>
  json(ctx, 'POST', `/api/admin/applications/chipCertification/${id}/review`, headers, body);
const api = (path: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/device/v1/${path}`, payload });

async function productWithDevices(headers: Headers, template: string, count = 2) {
  const product = await newProduct(ctx, headers, 'TH1520', template);
  const devices = (await issue(ctx, headers, product.id, count)).json().result.devices as Dev[];
  const idOf = async (d: Dev) =>
    (
      await ctx.database.db
        .select({ id: deviceLicences.id })
        .from(deviceLicences)
        .where(and(eq(deviceLicences.productId, product.id), eq(deviceLicences.deviceName, d.deviceName)))
    ).find(() => true)!.id;
  return { product, devices, creds: (d: Dev) => ({ productKey: product.productKey, ...d }), idOf };
}

describe('chip certification', () => {
  it('a member requests it with the whole checklist; staff approve it in the queue and a certificate appears', async () => {
    const a = await member(ctx, 'ORG-CC1');
    const b = await member(ctx, 'ORG-CC2');
    const staff = await signIn(ctx, { roles: ['vendor'] });
    const product = await newProduct(ctx, a.headers);

    // a partial checklist or a failed check is refused, naming the field
    const partial = await json(ctx, 'POST', certUrl(product.id), a.headers, {
      checklist: checklist.slice(1),
    });
    expect(partial.statusCode).toBe(422);
    const failed = [{ ...checklist[0]!, passed: false }, ...checklist.slice(1)];
    expect((await json(ctx, 'POST', certUrl(product.id), a.headers, { checklist: failed })).statusCode).toBe(
      422,
    );
    // another organisation, a user without one, a visitor
    const stranger = await signIn(ctx);
    expect((await json(ctx, 'POST', certUrl(product.id), b.headers, { checklist })).statusCode).toBe(404);
    expect((await json(ctx, 'POST', certUrl(product.id), stranger.headers, { checklist })).statusCode).toBe(
      404,
    );
    expect((await json(ctx, 'POST', certUrl(product.id), visitorHeaders(), { checklist })).statusCode).toBe(
      401,
    );
    expect((await json(ctx, 'GET', certUrl(product.id), b.headers)).statusCode).toBe(404);

    const filed = await json(ctx, 'POST', certUrl(product.id), a.headers, { checklist });
    expect(filed.statusCode).toBe(200);
    const request = filed.json().result;
    expect(request).toMatchObject({ state: 'pending', certificateNo: null });
    // one under review at a time
    expect((await json(ctx, 'POST', certUrl(product.id), a.headers, { checklist })).statusCode).toBe(409);

    // the applicant, another member and a plain user may not review it
    for (const who of [a, b, stranger])
      expect((await review(who.headers, request.id, { approve: true })).statusCode).toBe(403);
    const queue = await json(ctx, 'GET', '/api/admin/applications?kind=chipCertification', staff.headers);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().result.items.map((i: { id: string }) => i.id)).toContain(request.id);
    expect(
      (await json(ctx, 'GET', '/api/admin/applications?kind=chipCertification', a.headers)).statusCode,
    ).toBe(403);

    const approved = await review(staff.headers, request.id, {
      approve: true,
      comment: 'all checks verified',
    });
    expect(approved.statusCode).toBe(200);
    expect((await review(staff.headers, request.id, { approve: true })).statusCode).toBe(409);
    const [got] = (await json(ctx, 'GET', certUrl(product.id), a.headers)).json().result;
    expect(got).toMatchObject({ state: 'approved', reviewComment: 'all checks verified' });
    expect(got.certificateNo).toMatch(/^OCC-CC-\d{4}-[0-9A-F]{8}$/);
    // certified: no new request
    expect((await json(ctx, 'POST', certUrl(product.id), a.headers, { checklist })).statusCode).toBe(409);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.recordId, request.id));
    expect(audit.map((r) => r.action).sort()).toEqual(['approve', 'create']);
  });

  it('a rejection needs a reason and leaves no certificate; a new request may follow', async () => {
    const a = await member(ctx, 'ORG-CC3');
    const staff = await signIn(ctx, { roles: ['vendor'] });
    const product = await newProduct(ctx, a.headers);
    const request = (await json(ctx, 'POST', certUrl(product.id), a.headers, { checklist })).json().result;
    expect((await review(staff.headers, request.id, { approve: false })).statusCode).toBe(422);
    expect(
      (await review(staff.headers, request.id, { approve: false, comment: 'radio report missing' }))
        .statusCode,
    ).toBe(200);
    const [got] = (await json(ctx, 'GET', certUrl(product.id), a.headers)).json().result;
    expect(got).toMatchObject({
      state: 'rejected',
      certificateNo: null,
      reviewComment: 'radio report missing',
    });
    expect((await json(ctx, 'POST', certUrl(product.id), a.headers, { checklist })).statusCode).toBe(200);
  });
});

describe('device history and the campaign filter', () => {
  it('records online, firmware changes and offline; lists a campaign’s devices; hides both from others', async () => {
    const a = await member(ctx, 'ORG-H1');
    const b = await member(ctx, 'ORG-H2');
    const { product, devices, creds, idOf } = await productWithDevices(a.headers, 'sensor');
    const [one, two] = devices as [Dev, Dev];
    await device(ctx, 'check-update', { ...creds(one), currentVersion: '1.0.0' });
    await device(ctx, 'check-update', { ...creds(one), currentVersion: '1.0.0' });
    const id = await idOf(one);
    // ten minutes of silence, then back with a new version
    await ctx.database.db
      .update(deviceLicences)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(deviceLicences.id, id));
    await ctx.database.db
      .update(deviceEvents)
      .set({ createdAt: sql`${deviceEvents.createdAt} - interval '10 minutes'` })
      .where(eq(deviceEvents.licenceId, id));
    await device(ctx, 'check-update', { ...creds(one), currentVersion: '1.1.0' });
    const history = await json(ctx, 'GET', `/api/devices/${id}/history`, a.headers);
    expect(history.statusCode).toBe(200);
    const kinds = history.json().result.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['firmware', 'online', 'offline', 'firmware', 'online']);
    expect(history.json().result[0].detail).toEqual({ from: '1.0.0', to: '1.1.0' });
    expect((await json(ctx, 'GET', `/api/devices/${id}/history`, b.headers)).statusCode).toBe(404);
    expect((await json(ctx, 'GET', `/api/devices/${id}/history`, visitorHeaders())).statusCode).toBe(401);

    const fw = await uploadFirmware(
      ctx,
      a.headers,
      product.id,
      { version: '2.0.0', targetChip: 'TH1520' },
      crypto.randomBytes(512),
    );
    const campaign = (
      await json(ctx, 'POST', `/api/devices/products/${product.id}/campaigns`, a.headers, {
        firmwareId: fw.json().result.id,
      })
    ).json().result;
    const { update } = (await device(ctx, 'check-update', { ...creds(two), currentVersion: '1.0.0' })).json()
      .result;
    await device(ctx, 'progress', { ...creds(two), campaignId: update.campaignId, state: 'downloading' });
    const listed = await json(ctx, 'GET', `/api/devices?campaignId=${campaign.id}`, a.headers);
    expect(listed.json().result.items.map((d: Dev) => d.deviceName)).toEqual([two.deviceName]);
    expect(
      (await json(ctx, 'GET', `/api/devices?campaignId=${campaign.id}`, b.headers)).json().result.total,
    ).toBe(0);
  });
});

describe('commands and properties', () => {
  it('sends a declared command to an online device, which fetches it and answers; the console sees the result', async () => {
    const a = await member(ctx, 'ORG-C1');
    const b = await member(ctx, 'ORG-C2');
    const { devices, creds, idOf } = await productWithDevices(a.headers, 'light');
    const [one, two] = devices as [Dev, Dev];
    const id = await idOf(one);
    const url = `/api/devices/${id}/commands`;
    const blink = { commandId: 'blink', params: { times: 3 } };

    // offline: refused
    expect((await json(ctx, 'POST', url, a.headers, blink)).statusCode).toBe(409);
    await api('commands', creds(one));
    // not declared, wrong type, missing parameter, undeclared parameter: 422 naming it
    const bad = [
      [{ commandId: 'explode', params: {} }, 'commandId'],
      [{ commandId: 'blink', params: { times: 'three' } }, 'params.times'],
      [{ commandId: 'blink', params: {} }, 'params.times'],
      [{ commandId: 'blink', params: { times: 2, colour: 'red' } }, 'params.colour'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await json(ctx, 'POST', url, a.headers, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().result.fields[0].field).toBe(field);
    }
    expect((await json(ctx, 'POST', url, b.headers, blink)).statusCode).toBe(404);
    expect((await json(ctx, 'POST', url, visitorHeaders(), blink)).statusCode).toBe(401);

    const sent = await json(ctx, 'POST', url, a.headers, blink);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().result.state).toBe('pending');
    // another device gets nothing; this one gets it once
    expect((await api('commands', creds(two))).json().result.commands).toEqual([]);
    const polled = (await api('commands', creds(one))).json().result.commands;
    expect(polled).toEqual([{ id: sent.json().result.id, commandId: 'blink', params: { times: 3 } }]);
    expect((await api('commands', creds(one))).json().result.commands).toEqual([]);
    // a wrong secret is refused
    expect((await api('commands', { ...creds(one), deviceSecret: 'nope' })).statusCode).toBe(401);

    const answer = { ...creds(one), commandId: polled[0].id, ok: true, result: { blinked: 3 } };
    expect(
      (await api('commands/result', { ...creds(two), commandId: polled[0].id, ok: true })).statusCode,
    ).toBe(404);
    expect((await api('commands/result', answer)).statusCode).toBe(200);
    expect((await api('commands/result', answer)).statusCode).toBe(404);
    const [cmd] = (await json(ctx, 'GET', url, a.headers)).json().result;
    expect(cmd).toMatchObject({ state: 'succeeded', result: { blinked: 3 } });
    const history = (await json(ctx, 'GET', `/api/devices/${id}/history`, a.headers)).json().result;
    expect(history[0]).toMatchObject({ kind: 'command', detail: { commandId: 'blink', state: 'succeeded' } });
  });

  it('takes reported properties of the declared types and shows them in the IoT view', async () => {
    const a = await member(ctx, 'ORG-P1');
    const b = await member(ctx, 'ORG-P2');
    const { product, devices, creds, idOf } = await productWithDevices(a.headers, 'light', 1);
    const [one] = devices as [Dev];
    const wrong = await api('properties', { ...creds(one), properties: { brightness: 'high' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().result.fields[0].field).toBe('properties.brightness');
    expect((await api('properties', { ...creds(one), properties: { smell: 1 } })).statusCode).toBe(422);
    expect(
      (await api('properties', { ...creds(one), properties: { power: true, brightness: 40 } })).statusCode,
    ).toBe(200);
    expect((await api('properties', { ...creds(one), properties: { brightness: 60 } })).statusCode).toBe(200);

    const view = await json(ctx, 'GET', `/api/devices/products/${product.id}/states`, a.headers);
    expect(view.statusCode).toBe(200);
    expect(view.json().result.items[0]).toMatchObject({
      deviceName: one.deviceName,
      online: true,
      properties: { power: true, brightness: 60 },
    });
    expect((await json(ctx, 'GET', `/api/devices/products/${product.id}/states`, b.headers)).statusCode).toBe(
      404,
    );
    const state = await json(ctx, 'GET', `/api/devices/${await idOf(one)}`, a.headers);
    expect(state.json().result.properties).toEqual({ power: true, brightness: 60 });
  });
});
