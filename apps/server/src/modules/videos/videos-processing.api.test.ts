import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jobs, videos } from '../../db/schema';
import { signIn, visitorHeaders } from '../../test/harness';
import { mediaPath } from '../media-uploads/storage';
import { PROCESS_JOB, PROCESSING_STALE_MS, sweepStuckVideos, videoWorker } from './processing';
import { createVideoFrom, en, processAll, uploadAll, videoFields } from './test-support';
import { useVideosApp, ctx, clip, get, post, detail, rowOf, coverUpload, probe } from './videos-api-setup';

// Videos: upload, probe, transcode, range playback and covers.

useVideosApp();

describe('videos: upload → probe → cover → transcode → range playback', () => {
  it('processes a real video in the job runner and plays it with 206 range answers', async () => {
    const me = await signIn(ctx);
    const uploadId = await uploadAll(ctx, me.headers, clip, 'walkthrough.mp4', 8192);
    const created = await post('/api/videos', me.headers, { uploadId, ...videoFields() });
    expect(created.statusCode).toBe(200);
    const v = created.json().result;
    expect(v).toMatchObject({
      name: 'RISC-V boot walkthrough',
      tags: ['riscv', 'boot'],
      state: 'draft',
      processing: 'pending',
      processingProgress: 0,
      coverUrl: null,
      can: { edit: true, delete: true, submit: false, withdraw: false },
    });
    // probed at creation
    const row = await rowOf(v.id);
    expect(row).toMatchObject({ width: 320, height: 240 });
    expect(row.durationMs).toBeGreaterThan(1900);
    expect((await fs.readFile(mediaPath(ctx.config, 'source', row.sourceKey))).equals(clip)).toBe(true);
    // the upload became the video: it cannot be used twice
    const twice = await post('/api/videos', en(me.headers), { uploadId, ...videoFields() });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Please upload a video file');

    await processAll(ctx);

    const ready = await detail(v.id, me.headers);
    expect(ready).toMatchObject({
      processing: 'ready',
      processingProgress: 100,
      processingError: null,
      playUrl: `/media/videos/${v.id}.mp4`,
      width: 320,
      height: 240,
      can: { edit: true, submit: true, withdraw: false, delete: true },
    });
    expect(ready.coverUrl).toMatch(new RegExp(`^/media/videos/${v.id}/cover\\.jpg\\?v=[0-9a-f]{8}$`));

    // the cover: a 720×400 JPEG frame
    const cover = await get(ready.coverUrl, me.headers);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(cover.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 720, 400]);

    // the transcode: H.264 (yuv420p, which browsers decode) + AAC, moov first
    const playable = mediaPath(ctx.config, 'play', (await rowOf(v.id)).playableKey!);
    const streams = probe(playable);
    expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      pix_fmt: 'yuv420p',
    });
    expect(streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
    const bytes = await fs.readFile(playable);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));

    const whole = await get(ready.playUrl, me.headers);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await get(ready.playUrl, { ...me.headers, range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);

    const tail = await get(ready.playUrl, { ...me.headers, range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(
      `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(tail.rawPayload.equals(bytes.subarray(-10))).toBe(true);

    const open = await get(ready.playUrl, { ...me.headers, range: `bytes=${bytes.length - 5}-` });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.length).toBe(5);

    for (const bad of [`bytes=${bytes.length}-`, 'bytes=50-10', 'bytes=abc', 'items=0-1', 'bytes=0-1,5-9']) {
      const res = await get(ready.playUrl, { ...me.headers, range: bad });
      expect(res.statusCode, bad).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
    }

    // a draft plays only for its author (and moderators)
    expect((await get(ready.playUrl)).statusCode).toBe(404);
    expect((await get(ready.playUrl, (await signIn(ctx)).headers)).statusCode).toBe(404);
    expect((await get(ready.playUrl, (await signIn(ctx, { roles: ['admin'] })).headers)).statusCode).toBe(
      200,
    );
  });

  it('refuses a file that only looks like a video by its first bytes (ffprobe finds no video)', async () => {
    const me = await signIn(ctx);
    // an MP4 "ftyp" box followed by noise: the magic bytes pass, the content does not
    const fake = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2'),
      Buffer.alloc(4000, 7),
    ]);
    const uploadId = await uploadAll(ctx, me.headers, fake, 'fake.mp4');
    const res = await post('/api/videos', en(me.headers), { uploadId, ...videoFields() });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This file type is not accepted');
    expect(res.json().result.fields[0].field).toBe('file');
  });

  it('marks the video failed with a reason when transcoding fails (a truncated file), never leaving it processing', async () => {
    const me = await signIn(ctx);
    const id = await createVideoFrom(ctx, me.headers, clip);
    const row = await rowOf(id);
    // the stored original loses everything after its first kilobyte
    const source = mediaPath(ctx.config, 'source', row.sourceKey);
    await fs.truncate(source, 1024);
    await processAll(ctx);
    const v = await detail(id, en(me.headers));
    expect(v.processing).toBe('failed');
    expect(v.processingError).toBe('The video could not be converted; please upload it again');
    expect(v.playUrl).toBeNull();
    expect(v.can.submit).toBe(false);
    const submit = await post(`/api/videos/${id}/submit`, en(me.headers));
    expect(submit.statusCode).toBe(409);
    expect(submit.json().message).toBe(
      'The video is still being processed; submit it when processing has finished',
    );
  });

  it('processes a video whose job was lost (a restart) through the periodic scan', async () => {
    const me = await signIn(ctx);
    const id = await createVideoFrom(ctx, me.headers, clip);
    await ctx.database.db.delete(jobs).where(eq(jobs.kind, PROCESS_JOB));
    await ctx.app.jobs.tick({ force: true });
    await videoWorker(ctx.app).idle();
    expect((await detail(id, me.headers)).processing).toBe('ready');
  });

  it('sweeps rows whose processing stopped moving into failed', async () => {
    const me = await signIn(ctx);
    const id = await createVideoFrom(ctx, me.headers, clip);
    await ctx.database.db
      .update(videos)
      .set({ processing: 'processing', updatedAt: new Date(Date.now() - PROCESSING_STALE_MS - 1000) })
      .where(eq(videos.id, id));
    expect(await sweepStuckVideos(ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect(await detail(id, en(me.headers))).toMatchObject({
      processing: 'failed',
      processingError: 'Processing took too long and was stopped; please upload the video again',
    });
  });
});

describe('video covers', () => {
  it('takes an uploaded image as the 720×400 cover and refuses oversized and SVG files', async () => {
    const me = await signIn(ctx);
    const id = await createVideoFrom(ctx, me.headers, clip);
    const png = await sharp({ create: { width: 1440, height: 800, channels: 3, background: '#246' } })
      .png()
      .toBuffer();
    const ok = await coverUpload(me.headers, id, png, 'cover.png', 'image/png');
    expect(ok.statusCode).toBe(200);
    const url = ok.json().result.coverUrl as string;
    const meta = await sharp((await get(url, me.headers)).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 720, 400]);
    // the job keeps the author's cover
    await processAll(ctx);
    expect((await detail(id, me.headers)).coverUrl).toBe(url);

    const big = Buffer.concat([png.subarray(0, 8), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await coverUpload(en(me.headers), id, big, 'big.png', 'image/png');
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().message).toBe('The file cannot be greater than 5m!');

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="400"><script>alert(1)</script></svg>',
    );
    const script = await coverUpload(en(me.headers), id, svg, 'cover.svg', 'image/svg+xml');
    expect(script.statusCode).toBe(422);
    expect(script.json().message).toBe('This file type is not accepted');

    const empty = await coverUpload(en(me.headers), id, Buffer.alloc(0), 'empty.png', 'image/png');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('The file cannot be 0');
    expect((await detail(id, me.headers)).coverUrl).toBe(url);

    // another user may not change it; a visitor is asked to log in
    expect((await coverUpload((await signIn(ctx)).headers, id, png, 'c.png', 'image/png')).statusCode).toBe(
      404,
    );
    expect((await coverUpload(visitorHeaders(), id, png, 'c.png', 'image/png')).statusCode).toBe(401);
  });
});
