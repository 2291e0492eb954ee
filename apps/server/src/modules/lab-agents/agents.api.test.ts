import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labAgents } from '../../db/schema';
import { hashToken } from '../../platform/session';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { createAgent } from './test-support';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = { ...(await signIn(ctx, { roles: ['admin'] })).headers, 'accept-language': 'en-US' };
});
afterAll(() => ctx.close());

const list = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/lab/agents', headers });
const create = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/lab/agents', headers, payload: payload as object });
const revoke = (headers: Record<string, string>, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/lab/agents/${id}/revoke`, headers });

describe('agent token administration', () => {
  it('refuses visitors (401) and users without the lab permission (403) on every endpoint', async () => {
    const user = (await signIn(ctx)).headers;
    const { id } = await createAgent(ctx.app, admin);
    expect((await list(visitorHeaders())).statusCode).toBe(401);
    expect((await list(user)).statusCode).toBe(403);
    expect((await create(visitorHeaders(), { name: 'x' })).statusCode).toBe(401);
    expect((await create(user, { name: 'x' })).statusCode).toBe(403);
    expect((await revoke(visitorHeaders(), id)).statusCode).toBe(401);
    expect((await revoke(user, id)).statusCode).toBe(403);
    // the refused requests changed nothing
    const [row] = await ctx.database.db.select().from(labAgents).where(eq(labAgents.id, id));
    expect(row!.revokedAt).toBeNull();
  });

  it('creates an agent with a token shown once and stored only as its hash', async () => {
    const res = await create(admin, { name: 'rack-1' });
    expect(res.statusCode).toBe(200);
    const { agent, token } = res.json().result;
    expect(token).toMatch(/^occa_[A-Za-z0-9_-]{43}$/);
    expect(agent).toMatchObject({
      name: 'rack-1',
      tokenPrefix: token.slice(0, 11),
      online: false,
      host: null,
      version: null,
      lastSeenAt: null,
      revokedAt: null,
      boards: [],
    });
    const [row] = await ctx.database.db.select().from(labAgents).where(eq(labAgents.id, agent.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = (await list(admin)).json().result;
    expect(listed).toMatchObject({ page: 1, pageSize: 10 });
    const item = listed.items.find((a: { id: string }) => a.id === agent.id);
    expect(item).toMatchObject({ name: 'rack-1', online: false });
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it('answers 409 for a taken name and 422 naming the field for a bad one', async () => {
    await create(admin, { name: 'rack-dup' });
    const dup = await create(admin, { name: 'rack-dup' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('This name is already in use');
    const empty = await create(admin, { name: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().result.fields[0].field).toBe('name');
    const long = await create(admin, { name: 'x'.repeat(65) });
    expect(long.statusCode).toBe(422);
  });

  it('revokes an agent (idempotently) and answers 404 for an unknown one', async () => {
    const { id } = await createAgent(ctx.app, admin);
    const first = await revoke(admin, id);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ id, online: false });
    const at = first.json().result.revokedAt;
    expect(at).not.toBeNull();
    const again = await revoke(admin, id);
    expect(again.json().result.revokedAt).toBe(at);
    expect((await revoke(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await revoke(admin, 'not-a-uuid')).statusCode).toBe(422);
  });
});
