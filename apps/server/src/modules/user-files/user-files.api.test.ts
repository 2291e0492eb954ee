import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { multipart } from '../../test/multipart';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const put = (headers: Record<string, string>, name: string, data: Buffer) => {
  const body = multipart({}, { name, data });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/my/files',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};

describe('my files', () => {
  it('lists my files with sizes and bytes used, pages, downloads and deletes them', async () => {
    const me = await signIn(ctx);
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const data = zlib.gzipSync(Buffer.from(`file ${i} `.repeat(100 * (i + 1))));
      sizes.push(data.length);
      expect((await put(me.headers, `f${i}.gz`, data)).statusCode).toBe(200);
    }
    const page1 = (
      await ctx.app.inject({ method: 'GET', url: '/api/my/files?pageSize=2', headers: me.headers })
    ).json().result;
    expect(page1.total).toBe(3);
    expect(page1.items).toHaveLength(2);
    expect(page1.items[0].name).toBe('f2.gz');
    expect(page1.usedBytes).toBe(sizes.reduce((a, b) => a + b, 0));
    const id = page1.items[0].id as number;
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/my/files/${id}/link`,
      headers: me.headers,
    });
    expect(link.statusCode).toBe(200);
    const got = await ctx.app.inject({ method: 'GET', url: link.json().result.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.length).toBe(sizes[2]);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/my/files/${id}`, headers: me.headers });
    expect(del.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: link.json().result.url })).statusCode).toBe(404);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/my/files', headers: me.headers })).json()
      .result;
    expect(after.total).toBe(2);
  });

  it("a user cannot list, link or delete another user's files (404), visitors get 401", async () => {
    const owner = await signIn(ctx);
    const id = (await put(owner.headers, 'mine.gz', zlib.gzipSync(Buffer.from('secret')))).json().result
      .id as number;
    const other = await signIn(ctx);
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/my/files', headers: other.headers })
    ).json().result;
    expect(list.items.map((f: { id: number }) => f.id)).not.toContain(id);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/my/files/${id}/link`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/my/files/${id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/my/files' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/my/files/${id}`, headers: visitorHeaders() }))
        .statusCode,
    ).toBe(401);
    expect((await put(visitorHeaders(), 'x.gz', zlib.gzipSync(Buffer.from('x')))).statusCode).toBe(401);
  });

  it('refuses a file of a type not accepted', async () => {
    const me = await signIn(ctx);
    const res = await put(me.headers, 'notes.txt', Buffer.from('plain text'));
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields[0].field).toBe('file');
  });
});
