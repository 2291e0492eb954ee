import fs from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { startTestS3, type TestS3 } from '../../test/s3';
import { mediaPath, videoStorageKey, videoWorkDir } from '../media-uploads/storage';
import { applyVideoReview } from './review';
import { createVideoFrom, makeTestVideo, processAll } from './test-support';

// Videos with the storage driver on a real S3-protocol server (s3rver): the source, the transcode
// and the cover are objects in the bucket (ffmpeg works on a temporary local copy that is removed
// afterwards), playback streams byte ranges from the bucket through the portal, delete removes
// the objects.

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

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(videos).where(eq(videos.id, id)))[0]!;

describe('videos on S3 storage', () => {
  it('upload → processing → playback with ranges, all from the bucket; delete removes the objects', async () => {
    expect(ctx.app.storage.driver).toBe('s3');
    const me = await signIn(ctx);
    const clip = makeTestVideo();
    const id = await createVideoFrom(ctx, me.headers, clip);
    const created = await rowOf(id);
    const sourceKey = videoStorageKey('source', created.sourceKey);
    const source = (await s3.bucket.get(sourceKey))!;
    expect((await buffer(source.body)).equals(clip)).toBe(true);
    // the received upload was moved into the bucket, not left or kept on the disk
    await expect(fs.access(mediaPath(ctx.config, 'source', created.sourceKey))).rejects.toThrow();

    await processAll(ctx);
    const row = await rowOf(id);
    expect(row).toMatchObject({ processing: 'ready', processingError: null });
    const playKey = videoStorageKey('play', row.playableKey!);
    const coverKey = videoStorageKey('covers', row.coverKey!);
    expect(await s3.bucket.stat(playKey)).toMatchObject({ contentType: 'video/mp4' });
    expect(await s3.bucket.stat(coverKey)).toMatchObject({ contentType: 'image/jpeg' });
    await expect(fs.access(mediaPath(ctx.config, 'play', row.playableKey!))).rejects.toThrow();
    // ffmpeg's downloads and outputs are gone from the work folder
    expect(await fs.readdir(videoWorkDir(ctx.config)).catch(() => [])).toEqual([]);

    const bytes = await buffer((await s3.bucket.get(playKey))!.body);
    const playUrl = `/media/videos/${id}.mp4`;
    const whole = await get(playUrl, me.headers);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await get(playUrl, { ...me.headers, range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await get(playUrl, { ...me.headers, range: 'bytes=-10' });
    expect(tail.rawPayload.equals(bytes.subarray(-10))).toBe(true);
    expect((await get(playUrl, { ...me.headers, range: `bytes=${bytes.length}-` })).statusCode).toBe(416);
    // a draft is its author's: others get 404 on S3 as on disk
    expect((await get(playUrl)).statusCode).toBe(404);

    const cover = await get(`/media/videos/${id}/cover.jpg`, me.headers);
    expect(cover.statusCode).toBe(200);
    expect((await sharp(cover.rawPayload).metadata()).format).toBe('jpeg');

    // published: everyone plays it, cached
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/videos/${id}/submit`, headers: me.headers }))
        .statusCode,
    ).toBe(200);
    expect(await applyVideoReview(ctx.database.db, id, 'approve')).not.toBeNull();
    const open = await get(playUrl, { range: 'bytes=0-99' });
    expect(open.statusCode).toBe(206);
    expect(open.headers['cache-control']).toBe('public, max-age=3600');

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/videos/${id}`, headers: me.headers });
    expect(del.statusCode).toBe(200);
    for (const key of [sourceKey, playKey, coverKey]) expect(await s3.bucket.stat(key)).toBeNull();
  });

  it('a source missing from the bucket fails the video with a reason, never processing forever', async () => {
    const me = await signIn(ctx);
    const id = await createVideoFrom(ctx, me.headers, makeTestVideo());
    await s3.bucket.delete(videoStorageKey('source', (await rowOf(id)).sourceKey));
    await processAll(ctx);
    expect(await rowOf(id)).toMatchObject({ processing: 'failed', processingError: 'videoSourceMissing' });
    expect(await fs.readdir(path.join(videoWorkDir(ctx.config))).catch(() => [])).toEqual([]);
  });
});
