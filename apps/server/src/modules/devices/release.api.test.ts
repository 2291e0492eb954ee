import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { json, member, newProduct } from './test-support';

// deviceProducts.release: a product is released once, and from then on its data model is locked
// while its name and description stay editable (issue 23, gap 6).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

const edit = { name: 'Plug v2', chip: 'TH1520', connectivity: 'wifi', description: 'Second run' };

describe('releasing a device product', () => {
  it('releases once (the second time 409), audited; the data model is locked, name and description are not', async () => {
    const a = await member(ctx, 'ORG-R1');
    const product = await newProduct(ctx, a.headers);
    const url = `/api/devices/products/${product.id}`;
    const before = (await json(ctx, 'GET', url, a.headers)).json().result;
    expect(before.releasedAt).toBeNull();

    const released = await json(ctx, 'POST', `${url}/release`, a.headers);
    expect(released.statusCode).toBe(200);
    expect(Date.parse(released.json().result.releasedAt)).toBeGreaterThan(Date.now() - 60_000);
    const en = { ...a.headers, 'accept-language': 'en-US' };
    const again = await json(ctx, 'POST', `${url}/release`, en);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already been released');
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.recordId, product.id));
    expect(audit.filter((r) => r.action === 'update').map((r) => JSON.stringify(r.changes))).toEqual([
      expect.stringContaining('releasedAt'),
    ]);

    // name and description change; the same data model may be sent back unchanged
    const renamed = await json(ctx, 'PUT', url, a.headers, { ...edit, dataModel: before.dataModel });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().result).toMatchObject({ name: 'Plug v2', description: 'Second run' });

    // a changed data model is refused, naming the part, in the caller's language
    const commands = [...before.dataModel.commands, { id: 'reboot', name: 'Reboot', params: [] }];
    const locked = await json(ctx, 'PUT', url, en, {
      ...edit,
      dataModel: { ...before.dataModel, commands },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toContain('commands');
    expect(JSON.stringify(locked.json().result)).toContain('dataModel.commands');
    const zh = await json(
      ctx,
      'PUT',
      url,
      { ...a.headers, 'accept-language': 'zh-CN' },
      { ...edit, dataModel: { ...before.dataModel, properties: [] } },
    );
    expect(zh.statusCode).toBe(409);
    expect(zh.json().message).toContain('产品已发布');
    const after = (await json(ctx, 'GET', url, a.headers)).json().result;
    expect(after.dataModel).toEqual(before.dataModel);
  });

  it('an unreleased product may still change its data model', async () => {
    const a = await member(ctx, 'ORG-R2');
    const product = await newProduct(ctx, a.headers);
    const model = { properties: [{ id: 'power', name: 'Power', type: 'bool', writable: true }] };
    const res = await json(ctx, 'PUT', `/api/devices/products/${product.id}`, a.headers, {
      ...edit,
      dataModel: model,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.releasedAt).toBeNull();
  });

  it('refuses another organisation and a user of no organisation (404, as for editing) and a visitor (401)', async () => {
    const a = await member(ctx, 'ORG-R3');
    const b = await member(ctx, 'ORG-R4');
    const plain = await signIn(ctx, {});
    const product = await newProduct(ctx, a.headers);
    const url = `/api/devices/products/${product.id}/release`;
    expect((await json(ctx, 'POST', url, b.headers)).statusCode).toBe(404);
    expect((await json(ctx, 'POST', url, plain.headers)).statusCode).toBe(404);
    expect((await json(ctx, 'POST', url, visitorHeaders())).statusCode).toBe(401);
    const still = await json(ctx, 'GET', `/api/devices/products/${product.id}`, a.headers);
    expect(still.json().result.releasedAt).toBeNull();
  });
});
