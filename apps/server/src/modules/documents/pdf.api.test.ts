import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const demo = path.resolve(
  import.meta.dirname,
  '../../../../web/public/demo/docs/xuantie-c920-vector-manual.pdf',
);

function multipart(data: Buffer, filename: string, contentType: string) {
  const boundary = `----occ${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (
  headers: Record<string, string>,
  data: Buffer,
  name = 'manual.pdf',
  type = 'application/pdf',
) => {
  const body = multipart(data, name, type);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/documents/file',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};

describe('PDF documents', () => {
  it('stores a PDF for staff and serves it as application/pdf', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const res = await upload(admin.headers, await fs.readFile(demo));
    expect(res.statusCode).toBe(200);
    const { url } = res.json().result as { url: string };
    expect(url).toMatch(/^\/uploads\/documents\/[a-f0-9]{32}\.pdf$/);
    const file = await ctx.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses by content a file that is not a PDF, whatever its name, and an empty one', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const headers = { ...admin.headers, cookie: `${admin.headers.cookie}; locale=en-US` };
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const data of [png, Buffer.from('%PDF-1.4 but cut short')]) {
      const res = await upload(headers, data, 'fake.pdf');
      expect(res.statusCode).toBe(422);
      expect(res.json().result.fields).toEqual([{ field: 'file', message: 'Only PDF files are accepted' }]);
    }
    expect((await upload(headers, Buffer.alloc(0))).statusCode).toBe(422);
  });

  it('refuses visitors (401) and users without the permission (403)', async () => {
    const data = await fs.readFile(demo);
    expect((await upload(visitorHeaders(), data)).statusCode).toBe(401);
    const user = await signIn(ctx);
    expect((await upload(user.headers, data)).statusCode).toBe(403);
  });

  it('serves the CJK character maps pdf.js needs, and nothing else from its package', async () => {
    const cmap = await ctx.app.inject({ url: '/pdfjs/cmaps/UniGB-UCS2-H.bcmap' });
    expect(cmap.statusCode).toBe(200);
    expect(cmap.rawPayload.length).toBeGreaterThan(100);
    for (const url of ['/pdfjs/cmaps/..%2Fpackage.json', '/pdfjs/cmaps/nope.bcmap', '/pdfjs/build/pdf.mjs'])
      expect((await ctx.app.inject({ url })).statusCode, url).toBeGreaterThanOrEqual(404);
  });
});
