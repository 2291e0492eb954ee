import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketAttachments } from '../db/schema';
import { multipart, pdfFile, uploadAttachment } from '../modules/tickets/test-support';
import { createTestApp, signIn, type TestContext } from '../test/harness';
import { startTestS3, type TestS3 } from '../test/s3';

// Avatars, community images, ticket attachments and document PDFs with S3 configured: written to and streamed
// from the bucket under `uploads/<folder>/<name>`, never to UPLOAD_DIR.

let s3: TestS3;
let ctx: TestContext;
beforeAll(async () => {
  s3 = await startTestS3();
  ctx = await createTestApp({ env: s3.env });
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

/** Posts `data` as the multipart field `file` to `url`. */
function post(url: string, headers: Record<string, string>, data: Buffer, name: string, type: string) {
  const body = multipart(data, name, type);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** The file stored in the bucket for `/uploads/<folder>/<name>`, with that nothing is in UPLOAD_DIR. */
async function inBucketOnly(folder: string, name: string): Promise<Buffer> {
  expect(fs.existsSync(path.join(ctx.config.uploadDir, folder, name))).toBe(false);
  const read = await s3.bucket.get(`uploads/${folder}/${name}`);
  expect(read).not.toBeNull();
  const chunks: Buffer[] = [];
  for await (const c of read!.body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('uploads on S3', () => {
  it('stores an avatar in the bucket, serves its bytes and deletes it when replaced', async () => {
    const me = await signIn(ctx);
    const res = await post('/api/base/user/avatar', me.headers, await png(300, 200), 'a.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().result.avatarUrl;
    const name = path.basename(url);
    const stored = await inBucketOnly('avatars', name);

    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });

    const again = await post('/api/base/user/avatar', me.headers, await png(50, 80), 'b.png', 'image/png');
    expect(again.statusCode).toBe(200);
    expect(await s3.bucket.stat(`uploads/avatars/${name}`)).toBeNull();
    expect((await ctx.app.inject({ url })).statusCode).toBe(404);
    // refused by content exactly as on disk
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await post('/api/base/user/avatar', me.headers, svg, 'x.png', 'image/png')).statusCode).toBe(422);
  });

  it('stores a community image in the bucket and serves its bytes', async () => {
    const me = await signIn(ctx);
    const res = await post('/api/community/images', me.headers, await png(120, 90), 'i.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().result.url;
    expect(url).toMatch(/^\/uploads\/community\/[a-f0-9]{32}\.webp$/);
    const stored = await inBucketOnly('community', path.basename(url));
    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect((await ctx.app.inject({ url: '/uploads/community/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
  });

  it('stores a ticket attachment in the bucket and downloads the same bytes to its uploader only', async () => {
    const me = await signIn(ctx);
    const stranger = await signIn(ctx);
    const pdf = pdfFile();
    const res = await uploadAttachment(ctx, me.headers, pdf, 'manual.pdf');
    expect(res.statusCode, res.body).toBe(200);
    const { id, url } = res.json().result as { id: number; url: string };
    const [row] = await ctx.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.id, id));
    expect((await inBucketOnly('ticket-files', row!.storedName)).equals(pdf)).toBe(true);

    const download = await ctx.app.inject({ url, headers: me.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toContain('manual.pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await ctx.app.inject({ url, headers: stranger.headers })).statusCode).toBe(404);
  });

  it('stores a document PDF in the bucket and serves it as application/pdf', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const pdf = pdfFile();
    const res = await post('/api/admin/documents/file', admin.headers, pdf, 'manual.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().result.url;
    expect((await inBucketOnly('documents', path.basename(url))).equals(pdf)).toBe(true);
    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });
});
