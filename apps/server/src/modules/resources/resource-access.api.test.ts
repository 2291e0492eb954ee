import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { approveResource } from './test-support';

// Who may get a resource's download link (its access): anyone, signed-in users, or certified
// enterprise users only; a refused user is told "Failed to obtain the download link".

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signIn(ctx, { userType: 1, roles: ['enterprise'] });
});
afterAll(() => ctx.close());

async function resourceWith(access: '0' | '1' | '2') {
  const body = multipart(
    { name: `Access ${access}`, type: '1', access },
    { name: 'kit.tar.gz', data: zlib.gzipSync(Buffer.from('kit')) },
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/my/resources',
    headers: { ...owner.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().result.access).toBe(access);
  const id = res.json().result.id as number;
  await approveResource(ctx, id);
  return id;
}
const link = (id: number, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/resources/${id}/link`,
    headers: { ...headers, 'accept-language': 'en-US' },
  });

describe('download access', () => {
  it('a resource for certified enterprises refuses a plain user and a visitor, serves an enterprise user', async () => {
    const id = await resourceWith('2');
    const plain = await signIn(ctx);
    const refused = await link(id, plain.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Failed to obtain the download link');
    expect((await link(id, visitorHeaders())).statusCode).toBe(401);
    const other = await signIn(ctx, { userType: 1, roles: ['enterprise'] });
    const granted = await link(id, other.headers);
    expect(granted.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: granted.json().result.url })).statusCode).toBe(200);
    // the owner always may
    expect((await link(id, owner.headers)).statusCode).toBe(200);
  });

  it('a resource for signed-in users asks a visitor to sign in; any user gets it; public by default', async () => {
    const id = await resourceWith('1');
    expect((await link(id, visitorHeaders())).statusCode).toBe(401);
    expect((await link(id, (await signIn(ctx)).headers)).statusCode).toBe(200);
    const open = await resourceWith('0');
    expect((await link(open, visitorHeaders())).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select({ a: resources.access })
      .from(resources)
      .where(eq(resources.id, open));
    expect(row!.a).toBe(0);
  });

  it('refuses an unknown access level with a field error', async () => {
    const body = multipart(
      { name: 'Bad', type: '1', access: '7' },
      { name: 'k.tar.gz', data: zlib.gzipSync(Buffer.from('k')) },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/my/resources',
      headers: { ...owner.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields.map((f: { field: string }) => f.field)).toEqual(['access']);
  });
});
