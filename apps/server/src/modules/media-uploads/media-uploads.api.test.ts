import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_CHUNK_BYTES } from '@occ/shared';
import { mediaUploads } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { en, makeTestVideo, putChunk, startUpload, type Headers } from '../videos/test-support';
import { UPLOAD_BUSY_MS } from './service';
import { mediaPath } from './storage';

let ctx: TestContext;
let video: Buffer;
beforeAll(async () => {
  // a 1 MB ceiling keeps the oversize case small
  ctx = await createTestApp({ env: { VIDEO_MAX_MB: '1' } });
  video = makeTestVideo();
});
afterAll(() => ctx.close());

const get = (h: Headers, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/videos/uploads/${id}`, headers: h });
const abort = (h: Headers, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/videos/uploads/${id}`, headers: h });

describe('resumable video uploads', () => {
  it('refuses visitors (401) and requests without the XSRF echo (403)', async () => {
    const v = visitorHeaders();
    expect((await startUpload(ctx, v, 'a.mp4', 10)).statusCode).toBe(401);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await get(v, id)).statusCode).toBe(401);
    expect((await putChunk(ctx, v, id, 0, Buffer.from('x'))).statusCode).toBe(401);
    expect((await abort(v, id)).statusCode).toBe(401);
    const me = await signIn(ctx);
    const { 'x-xsrf-token': _drop, ...noXsrf } = me.headers;
    expect((await startUpload(ctx, noXsrf, 'a.mp4', 10)).statusCode).toBe(403);
  });

  it('refuses a 0-byte file, an over-long file name and a file over the maximum with the spec messages', async () => {
    const me = await signIn(ctx);
    const empty = await startUpload(ctx, en(me.headers), 'empty.mp4', 0);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('The file cannot be 0');
    expect(empty.json().result.fields[0].field).toBe('size');

    const longName = `${'n'.repeat(97)}.mp4`;
    const named = await startUpload(ctx, en(me.headers), longName, 100);
    expect(named.statusCode).toBe(422);
    expect(named.json().result.fields[0]).toEqual({
      field: 'fileName',
      message: 'Upload failed: the file name must be at most 100 characters',
    });
    // exactly 100 characters is fine
    expect((await startUpload(ctx, me.headers, `${'n'.repeat(96)}.mp4`, 100)).statusCode).toBe(200);

    const other = await signIn(ctx);
    const big = await startUpload(ctx, en(other.headers), 'big.mp4', 1024 * 1024 + 1);
    expect(big.statusCode).toBe(422);
    expect(big.json().message).toBe('The file cannot be greater than 1 MB');
  });

  it('resumes after an interruption from the offset the server reports, without corrupting the file', async () => {
    const me = await signIn(ctx);
    const started = await startUpload(ctx, me.headers, 'clip.mp4', video.length);
    expect(started.statusCode).toBe(200);
    const first = started.json().result;
    expect(first).toMatchObject({
      received: 0,
      size: video.length,
      chunkSize: VIDEO_CHUNK_BYTES,
      complete: false,
    });
    const id = first.id as string;
    const piece = Math.ceil(video.length / 3);

    const one = await putChunk(ctx, me.headers, id, 0, video.subarray(0, piece));
    expect(one.statusCode).toBe(200);
    expect(one.json().result.received).toBe(piece);
    expect(one.headers['upload-offset']).toBe(String(piece));

    // the connection dropped before the answer arrived: the client retries the same chunk
    const retry = await putChunk(ctx, en(me.headers), id, 0, video.subarray(0, piece));
    expect(retry.statusCode).toBe(409);
    expect(retry.json().result).toEqual({ offset: piece });
    expect(retry.headers['upload-offset']).toBe(String(piece));
    expect(retry.json().message).toBe(`The upload continues at byte ${piece}`);
    // a chunk from the future is refused the same way
    expect((await putChunk(ctx, me.headers, id, piece * 2, video.subarray(piece * 2))).statusCode).toBe(409);

    // after a reload the page asks again: same file → the same upload and its offset
    const again = await startUpload(ctx, me.headers, 'clip.mp4', video.length);
    expect(again.json().result).toMatchObject({ id, received: piece });
    expect((await get(me.headers, id)).json().result.received).toBe(piece);

    for (let offset = piece; offset < video.length; offset += piece) {
      const res = await putChunk(ctx, me.headers, id, offset, video.subarray(offset, offset + piece));
      expect(res.statusCode).toBe(200);
    }
    const done = (await get(me.headers, id)).json().result;
    expect(done).toMatchObject({ received: video.length, complete: true });
    const [row] = await ctx.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
    const stored = await fs.readFile(mediaPath(ctx.config, 'tmp', row!.storageKey));
    expect(stored.equals(video)).toBe(true);
    // nothing more is accepted once complete
    expect((await putChunk(ctx, me.headers, id, video.length, Buffer.from('x'))).statusCode).toBe(409);
  });

  it('refuses a chunk past the announced size and a chunk without Upload-Offset', async () => {
    const me = await signIn(ctx);
    const { id } = (await startUpload(ctx, me.headers, 'short.mp4', 100)).json().result;
    const past = await putChunk(ctx, en(me.headers), id, 0, video.subarray(0, 101));
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('The data goes past the end of the announced file size');
    const noOffset = await ctx.app.inject({
      method: 'PUT',
      url: `/api/videos/uploads/${id}`,
      headers: { ...me.headers, 'content-type': 'application/octet-stream' },
      payload: video.subarray(0, 10),
    });
    expect(noOffset.statusCode).toBe(422);
    expect(noOffset.json().result.fields[0].field).toBe('upload-offset');
  });

  it('refuses a PNG renamed to .mp4 by its content at the first chunk, and drops it', async () => {
    const me = await signIn(ctx);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const { id } = (await startUpload(ctx, me.headers, 'holiday.mp4', png.length)).json().result;
    const res = await putChunk(ctx, en(me.headers), id, 0, png);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This file type is not accepted');
    expect(res.json().result.fields[0].field).toBe('file');
    expect((await get(me.headers, id)).statusCode).toBe(404);
  });

  it('says "The last file is being uploaded" while another upload is busy; a cancelled or idle one frees the way', async () => {
    const me = await signIn(ctx);
    const a = (await startUpload(ctx, me.headers, 'a.mp4', video.length)).json().result;
    await putChunk(ctx, me.headers, a.id, 0, video.subarray(0, 1000));
    const b = await startUpload(ctx, en(me.headers), 'b.mp4', video.length);
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toBe('The last file is being uploaded');
    expect((await startUpload(ctx, me.headers, 'b.mp4', video.length)).json().message).toBe(
      '上一个文件正在上传',
    );

    expect((await abort(me.headers, a.id)).statusCode).toBe(200);
    expect((await get(me.headers, a.id)).statusCode).toBe(404);
    const b2 = await startUpload(ctx, me.headers, 'b.mp4', video.length);
    expect(b2.statusCode).toBe(200);

    // an upload idle for longer than the busy window was abandoned: a new one replaces it
    await ctx.database.db
      .update(mediaUploads)
      .set({ updatedAt: new Date(Date.now() - UPLOAD_BUSY_MS - 1000) })
      .where(eq(mediaUploads.id, b2.json().result.id));
    const c = await startUpload(ctx, me.headers, 'c.mp4', video.length);
    expect(c.statusCode).toBe(200);
    expect((await get(me.headers, b2.json().result.id)).statusCode).toBe(404);
  });

  it('hides an upload from other users (404) and lets only its uploader continue it', async () => {
    const me = await signIn(ctx);
    const other = await signIn(ctx);
    const { id } = (await startUpload(ctx, me.headers, 'mine.mp4', video.length)).json().result;
    expect((await get(other.headers, id)).statusCode).toBe(404);
    expect((await putChunk(ctx, other.headers, id, 0, video.subarray(0, 100))).statusCode).toBe(404);
    expect((await abort(other.headers, id)).statusCode).toBe(404);
    expect((await get(me.headers, id)).json().result.received).toBe(0);
  });
});
