import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, storedFiles, uploadSessions } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { startTestS3, type TestS3 } from '../../test/s3';
import { downloadKit } from './test-support';

// The resource download flow with the storage driver on a real S3-protocol server (s3rver): the
// bytes live in the bucket, never on the portal's disk, and pass through the portal's signed links
// (S3_DOWNLOADS=proxy; issue → download → checksum, expiry and tampering, range resume, honest
// counts). The default, redirects to presigned bucket URLs, is resources-presigned.api.test.ts.

let s3: TestS3;
let ctx: TestContext;
let enterprise: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  s3 = await startTestS3();
  ctx = await createTestApp({ env: { ...s3.env, S3_DOWNLOADS: 'proxy' } });
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

/** An approved resource of `data` uploaded by the enterprise user; its id. */
async function approved(data: Buffer, name = 'bsp-2.1.tar.gz'): Promise<number> {
  const r = await kit.approved(data, name, { name: 'BSP 2.1', description: 'Board support' });
  expect(r.sha256).toBe(sha256(data));
  return r.id;
}

const storageKeyOf = async (id: number) => {
  const [row] = await ctx.database.db
    .select({ key: storedFiles.storageKey })
    .from(resources)
    .innerJoin(storedFiles, eq(storedFiles.id, resources.fileId))
    .where(eq(resources.id, id));
  return row!.key;
};

describe('resource downloads with S3 storage', () => {
  it('keeps the file in the bucket; a signed link downloads it with the published checksum', async () => {
    expect(ctx.app.storage.driver).toBe('s3');
    // incompressible bytes, large enough for several chunks
    const data = zlib.gzipSync(crypto.randomBytes(400_000));
    const id = await approved(data);
    const key = await storageKeyOf(id);
    expect(await s3.bucket.stat(key)).toMatchObject({ size: data.length });
    await expect(fs.access(path.join(ctx.config.dataDir, 'storage', key))).rejects.toThrow();

    const url = await linkOf(id);
    expect(url).toMatch(/^\/api\/downloads\?token=/);
    const whole = await ctx.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(data.length));
    expect(whole.headers['content-disposition']).toContain('bsp-2.1.tar.gz');
    const published = (await ctx.app.inject({ method: 'GET', url: `/api/resources/${id}` })).json().result;
    expect(sha256(whole.rawPayload)).toBe(published.sha256);

    // an interrupted download resumes with Range: the pieces make the file
    const cut = 123_457;
    const first = await ctx.app.inject({ method: 'GET', url, headers: { range: `bytes=0-${cut - 1}` } });
    expect(first.statusCode).toBe(206);
    const rest = await ctx.app.inject({ method: 'GET', url, headers: { range: `bytes=${cut}-` } });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes ${cut}-${data.length - 1}/${data.length}`);
    expect(sha256(Buffer.concat([first.rawPayload, rest.rawPayload]))).toBe(published.sha256);
    const past = await ctx.app.inject({ method: 'GET', url, headers: { range: `bytes=${data.length}-` } });
    expect(past.statusCode).toBe(416);
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(data.length));
  });

  it('an expired link is 410 and a tampered one 403: "The link address does not exist"', async () => {
    const id = await approved(zlib.gzipSync(Buffer.from('expiry '.repeat(100))));
    const url = await linkOf(id);
    const token = url.split('token=')[1]!;
    const [payload, , sig] = token.split('.');
    const en = { cookie: 'locale=en-US' };
    const later = `${payload}.${Math.floor(Date.now() / 1000) + 999_999}.${sig}`;
    const tampered = await ctx.app.inject({
      method: 'GET',
      url: `/api/downloads?token=${later}`,
      headers: en,
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().message).toBe('The link address does not exist');
    const old = ctx.app.linkSigner.sign(
      JSON.stringify({ k: 'r', id, w: 'ip:1' }),
      new Date(Date.now() - 1000),
    );
    const expired = await ctx.app.inject({ method: 'GET', url: `/api/downloads?token=${old}`, headers: en });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('The link address does not exist');
  });

  it('counts stay honest: 50 concurrent downloads by one user count once; ranges and HEAD never', async () => {
    const data = zlib.gzipSync(Buffer.from('count '.repeat(2000)));
    const id = await approved(data);
    const user = await signIn(ctx);
    const url = await linkOf(id, user.headers);
    const all = await Promise.all(Array.from({ length: 50 }, () => ctx.app.inject({ method: 'GET', url })));
    expect(all.every((r) => r.statusCode === 200 && r.rawPayload.equals(data))).toBe(true);
    expect(await downloadsOf(id)).toBe(1);
    const other = await signIn(ctx);
    const otherUrl = await linkOf(id, other.headers);
    await ctx.app.inject({ method: 'HEAD', url: otherUrl });
    await ctx.app.inject({ method: 'GET', url: otherUrl, headers: { range: 'bytes=100-' } });
    expect(await downloadsOf(id)).toBe(1);
    await ctx.app.inject({ method: 'GET', url: otherUrl, headers: { range: 'bytes=0-99' } });
    expect(await downloadsOf(id)).toBe(2);
  });

  it('a file missing from the bucket answers 404, not a 500', async () => {
    const id = await approved(zlib.gzipSync(Buffer.from('gone '.repeat(100))));
    await s3.bucket.delete(await storageKeyOf(id));
    const res = await ctx.app.inject({ method: 'GET', url: await linkOf(id) });
    expect(res.statusCode).toBe(404);
    expect(await downloadsOf(id)).toBe(0);
  });

  it('a resumable upload completes into the bucket, with its temporary file gone', async () => {
    const data = zlib.gzipSync(crypto.randomBytes(300_000), { level: 0 });
    const h = enterprise.headers;
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/my/uploads',
      headers: h,
      payload: { name: 'bsp-3.0.tar.gz', size: data.length },
    });
    const sid = started.json().result.id as string;
    const [session] = await ctx.database.db
      .select({ tempKey: uploadSessions.tempKey })
      .from(uploadSessions)
      .where(eq(uploadSessions.id, sid));
    // other apps of this test process share the upload folder: look at this session's file only
    const tempFile = path.join(ctx.config.uploadDir, 'resources', 'tmp', session!.tempKey);
    await fs.access(tempFile);
    for (const at of [0, 150_000]) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/my/uploads/${sid}`,
        headers: { ...h, 'content-type': 'application/octet-stream', 'upload-offset': String(at) },
        payload: data.subarray(at, at === 0 ? 150_000 : undefined),
      });
      expect(res.statusCode).toBe(200);
    }
    const done = await ctx.app.inject({
      method: 'POST',
      url: `/api/my/uploads/${sid}/resource`,
      headers: h,
      payload: { name: 'BSP 3.0', type: '1' },
    });
    expect(done.statusCode).toBe(200);
    const { id, sha256: published } = done.json().result as { id: number; sha256: string };
    expect(published).toBe(sha256(data));
    const key = await storageKeyOf(id);
    expect(await s3.bucket.stat(key)).toMatchObject({ size: data.length });
    await expect(fs.access(tempFile)).rejects.toThrow();
  });
});
