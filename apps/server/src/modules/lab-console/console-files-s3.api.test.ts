import { eq } from 'drizzle-orm';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labSessionFiles } from '../../db/schema';
import { startTestS3, type TestS3 } from '../../test/s3';
import { ctx, filesOnDisk, get, upload, useConsoleApp } from './console-api-setup';
import { labStorageKey } from './storage';
import { reservationFixture } from './test-support';

// Lab uploads with S3 configured: the file a user sends to the board is kept in the bucket under
// `uploads/lab-files/<key>` (nothing in UPLOAD_DIR) and downloads from the home directory (by a
// presigned URL of the bucket, S3_DOWNLOADS' default).

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
useConsoleApp(() => s3.env);
afterAll(async () => {
  await s3?.close();
});

describe('lab uploads on S3', () => {
  it('keeps the file in the bucket, not on disk; my files downloads it from there', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const data = 'print("hello from the bucket")\n';
    const res = await upload(owner.headers, reservationId, { data: Buffer.from(data), filename: 'hello.py' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(labSessionFiles)
      .where(eq(labSessionFiles.id, res.json().result.id));
    const stored = await s3.bucket.get(labStorageKey('session', row!.storageKey));
    expect(stored && (await text(stored.body))).toBe(data);
    expect(await filesOnDisk()).toEqual([]);

    const mine = (await get(owner.headers, '/api/my/files')).json().result;
    const home = mine.items.find((f: { name: string }) => f.name === 'hello.py');
    expect(home).toMatchObject({ boundTo: 'lab' });
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/my/files/${home.id}/link`,
      headers: owner.headers,
    });
    // the portal checks the link and sends the browser to a presigned URL of the bucket
    const download = await ctx.app.inject({ method: 'GET', url: link.json().result.url });
    expect(download.statusCode).toBe(302);
    const location = String(download.headers.location);
    expect(location.startsWith(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/`)).toBe(true);
    const fromBucket = await fetch(location);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-disposition')).toContain('hello.py');
    expect(await fromBucket.text()).toBe(data);
  });
});
