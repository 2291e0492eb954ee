import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// `outbox`: administrators read the messages the portal kept instead of sending (the demo's
// one-time codes) in the console; a message a real transport delivered never shows its text.

interface Row {
  recipient: string;
  status: string;
  body: string;
}

async function seedMessages(ctx: TestContext) {
  await ctx.database.db.insert(outboxMessages).values([
    {
      channel: 'email',
      recipient: 'kept@example.org',
      subject: 'Code',
      body: 'Your code is 123456',
      status: 'stored',
    },
    { channel: 'sms', recipient: '13800000000', subject: null, body: 'Your code is 654321', status: 'sent' },
  ]);
}

const list = (ctx: TestContext, headers: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/outbox?pageSize=50${query}`, headers });

describe('console area: outbox (demo conveniences on)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedMessages(ctx);
  });
  afterAll(() => ctx?.close());

  it('shows an administrator the text of a kept message, never of a delivered one', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const res = await list(ctx, admin.headers);
    expect(res.statusCode).toBe(200);
    const items = res.json().result.items as Row[];
    const kept = items.find((r) => r.recipient === 'kept@example.org');
    const sent = items.find((r) => r.recipient === '13800000000');
    expect(kept?.body).toBe('Your code is 123456');
    expect(sent?.status).toBe('sent');
    expect(sent?.body).toBe('');
    // filters by channel and searches by recipient
    const sms = await list(ctx, admin.headers, '&channel=sms');
    expect((sms.json().result.items as Row[]).every((r) => r.recipient === '13800000000')).toBe(true);
    const found = await list(ctx, admin.headers, '&q=kept%40');
    expect((found.json().result.items as Row[]).map((r) => r.recipient)).toEqual(['kept@example.org']);
  });

  it('refuses a visitor (401) and a user without outbox.read (403)', async () => {
    expect((await list(ctx, visitorHeaders())).statusCode).toBe(401);
    const user = await signIn(ctx);
    expect((await list(ctx, user.headers)).statusCode).toBe(403);
  });
});

describe('console area: outbox (demo conveniences off)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { DEMO_CONVENIENCES: 'off' } });
    await seedMessages(ctx);
  });
  afterAll(() => ctx?.close());

  it('lists the envelopes without any text', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const items = (await list(ctx, admin.headers)).json().result.items as Row[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((r) => r.body === '')).toBe(true);
  });
});
