import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, storedFiles } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { startTestS3, type TestS3 } from '../../test/s3';
import { downloadKit } from './test-support';

// Downloads with object storage by default (S3_DOWNLOADS=presigned): the portal checks the signed
// link, counts a download that starts at byte 0, and redirects to a presigned URL of the bucket
// (s3rver here), which serves the bytes, Range included; HEAD stays with the portal.

let s3: TestS3;
let ctx: TestContext;
let enterprise: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  s3 = await startTestS3();
  ctx = await createTestApp({ env: s3.env });
  enterprise = await signIn(ctx, { userType: 1, roles: ['enterprise'] });
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

const kit = downloadKit(
  () => ctx,
  () => enterprise,
);
const { linkOf, downloadsOf } = kit;
const approved = async (data: Buffer) =>
  (await kit.approved(data, 'sdk-1.0.tar.gz', { name: 'SDK 1.0', description: 'Toolchain' })).id;

/** The portal's answer to a GET of the link: a redirect to the bucket. */
async function redirected(url: string, range?: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: range ? { range } : {} });
  expect(res.statusCode, res.body).toBe(302);
  expect(res.headers['cache-control']).toBe('no-store');
  const location = String(res.headers.location);
  expect(location.startsWith(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/`)).toBe(true);
  expect(location).toContain('X-Amz-Signature=');
  return location;
}

describe('resource downloads by presigned bucket URL', () => {
  it('redirects a signed link to the bucket, which serves the file whole and by range', async () => {
    expect(ctx.app.config.S3_DOWNLOADS).toBe('presigned');
    const data = zlib.gzipSync(crypto.randomBytes(300_000));
    const id = await approved(data);
    const url = await linkOf(id);
    const whole = await fetch(await redirected(url));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-disposition')).toContain('sdk-1.0.tar.gz');
    const published = (await ctx.app.inject({ method: 'GET', url: `/api/resources/${id}` })).json().result;
    expect(sha256(Buffer.from(await whole.arrayBuffer()))).toBe(published.sha256);

    // a resumed download asks the link again with its Range and takes the rest from the bucket
    const cut = 100_003;
    const first = await fetch(await redirected(url, `bytes=0-${cut - 1}`), {
      headers: { range: `bytes=0-${cut - 1}` },
    });
    const rest = await fetch(await redirected(url, `bytes=${cut}-`), { headers: { range: `bytes=${cut}-` } });
    expect([first.status, rest.status]).toEqual([206, 206]);
    const joined = Buffer.concat([
      Buffer.from(await first.arrayBuffer()),
      Buffer.from(await rest.arrayBuffer()),
    ]);
    expect(sha256(joined)).toBe(published.sha256);

    // HEAD is the portal's (a presigned URL is for GET only)
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(data.length));
  });

  it('counts honestly: concurrent starts by one downloader once, ranges past byte 0 and HEAD never', async () => {
    const id = await approved(zlib.gzipSync(Buffer.from('presigned '.repeat(500))));
    const user = await signIn(ctx);
    const url = await linkOf(id, user.headers);
    const all = await Promise.all(Array.from({ length: 50 }, () => ctx.app.inject({ method: 'GET', url })));
    expect(all.every((r) => r.statusCode === 302)).toBe(true);
    expect(await downloadsOf(id)).toBe(1);
    const other = await signIn(ctx);
    const otherUrl = await linkOf(id, other.headers);
    await ctx.app.inject({ method: 'HEAD', url: otherUrl });
    await redirected(otherUrl, 'bytes=100-');
    expect(await downloadsOf(id)).toBe(1);
    await redirected(otherUrl, 'bytes=0-99');
    expect(await downloadsOf(id)).toBe(2);
  });

  it('answers 404 for a file gone from the bucket and 410 / 403 for expired and forged links', async () => {
    const id = await approved(zlib.gzipSync(Buffer.from('vanished '.repeat(100))));
    const [row] = await ctx.database.db
      .select({ key: storedFiles.storageKey })
      .from(resources)
      .innerJoin(storedFiles, eq(storedFiles.id, resources.fileId))
      .where(eq(resources.id, id));
    const url = await linkOf(id);
    await s3.bucket.delete(row!.key);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await downloadsOf(id)).toBe(0);
    const old = ctx.app.linkSigner.sign(
      JSON.stringify({ k: 'r', id, w: 'ip:1' }),
      new Date(Date.now() - 1000),
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/api/downloads?token=${old}` })).statusCode).toBe(
      410,
    );
    const forged = url.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });
});
