import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, sensitiveWords, videos } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { mediaPath } from '../media-uploads/storage';
import { PROCESS_JOB, PROCESSING_STALE_MS, sweepStuckVideos, videoWorker } from './processing';
import { applyVideoReview } from './review';
import {
  createVideoFrom,
  en,
  makeTestVideo,
  multipart,
  processAll,
  uploadAll,
  videoFields,
  type Headers,
} from './test-support';

let ctx: TestContext;
let clip: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  clip = makeTestVideo();
});
afterAll(() => ctx.close());

const get = (url: string, h: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers: h });
const post = (url: string, h: Headers, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: h, ...(payload === undefined ? {} : { payload }) });
const detail = async (id: string, h: Headers = {}) => (await get(`/api/videos/${id}`, h)).json().result;
const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(videos).where(eq(videos.id, id)))[0]!;
const coverUpload = (h: Headers, id: string, data: Buffer, name: string, type: string) => {
  const body = multipart(data, name, type);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/videos/${id}/cover`,
    headers: { ...h, 'content-type': body.contentType },
    payload: body.payload,
  });
};

/** ffprobe's view of a file: codecs and pixel format of its streams. */
function probe(file: string) {
  const r = spawnSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file], {
    encoding: 'utf8',
  });
  return (JSON.parse(r.stdout) as { streams: { codec_name: string; pix_fmt?: string; codec_type: string }[] })
    .streams;
}

/** A published video of `h`'s user (processed, submitted, approved). */
async function publishedVideo(h: Headers, over: Record<string, unknown> = {}) {
  const id = await createVideoFrom(ctx, h, clip, over);
  await processAll(ctx);
  expect((await post(`/api/videos/${id}/submit`, h)).statusCode).toBe(200);
  expect(await applyVideoReview(ctx.database.db, id, 'approve')).not.toBeNull();
  return id;
}

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

describe('video lifecycle (VIDEO_TRANSITIONS)', () => {
  it('goes draft → review → published → removed → review → failed, refusing every illegal step with 409', async () => {
    const me = await signIn(ctx);
    const h = en(me.headers);
    const id = await createVideoFrom(ctx, h, clip);
    // not processed yet: submit waits
    expect((await post(`/api/videos/${id}/submit`, h)).json().message).toBe(
      'The video is still being processed; submit it when processing has finished',
    );
    await processAll(ctx);
    // nothing to withdraw from a draft
    const w = await post(`/api/videos/${id}/withdraw`, h);
    expect(w.statusCode).toBe(409);
    expect(w.json().message).toBe('The video cannot do this in its current state');

    const sub = await post(`/api/videos/${id}/submit`, h);
    expect(sub.statusCode).toBe(200);
    expect(sub.json().result).toMatchObject({
      state: 'review',
      can: { edit: false, submit: false, withdraw: true },
    });
    expect(sub.json().result.submittedAt).not.toBeNull();
    expect((await post(`/api/videos/${id}/submit`, h)).statusCode).toBe(409);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/videos/${id}`,
      headers: h,
      payload: videoFields(),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Withdraw the video before editing it');

    // withdraw under review → draft, then submit again
    expect((await post(`/api/videos/${id}/withdraw`, h)).json().result.state).toBe('draft');
    expect((await post(`/api/videos/${id}/submit`, h)).json().result.state).toBe('review');

    // a moderator's decisions go through the same table
    expect(await applyVideoReview(ctx.database.db, id, 'remove', 'not published yet')).toBeNull();
    const approved = await applyVideoReview(ctx.database.db, id, 'approve');
    expect(approved).toMatchObject({ state: 'published' });
    expect(approved!.releasedAt).not.toBeNull();
    expect(approved!.reviewedAt).not.toBeNull();
    expect(await applyVideoReview(ctx.database.db, id, 'approve')).toBeNull();
    expect((await post(`/api/videos/${id}/submit`, h)).statusCode).toBe(409);

    // a visitor now sees it, in the list too
    const pub = await detail(id);
    expect(pub).toMatchObject({
      state: 'published',
      can: { edit: false, delete: false, submit: false, withdraw: false },
    });
    expect((await get(pub.playUrl, { range: 'bytes=0-9' })).statusCode).toBe(206);
    expect((await get(pub.coverUrl)).headers['cache-control']).toBe('public, max-age=3600');
    const list = (await get('/api/videos?tag=boot&pageSize=100')).json().result;
    expect(list.items.map((i: { id: string }) => i.id)).toContain(id);

    // views: once per viewer per day (visitors by IP + user agent), shown on the detail
    const view = (headers: Record<string, string>) => post(`/api/videos/${id}/view`, headers);
    expect((await view({ ...visitorHeaders(), 'user-agent': 'A' })).json().result).toEqual({
      counted: true,
      views: 1,
    });
    expect((await view({ ...visitorHeaders(), 'user-agent': 'A' })).json().result).toEqual({
      counted: false,
      views: 1,
    });
    expect((await view(h)).json().result).toEqual({ counted: true, views: 2 });
    expect((await detail(id)).views).toBe(2);

    // the author takes it off the shelf; it disappears for everyone else
    const off = await post(`/api/videos/${id}/withdraw`, h);
    expect(off.json().result).toMatchObject({
      state: 'removed',
      removalReason: null,
      can: { edit: true, submit: true },
    });
    expect((await get(`/api/videos/${id}`)).statusCode).toBe(404);
    expect((await get(pub.playUrl)).statusCode).toBe(404);
    expect((await view(visitorHeaders())).statusCode).toBe(404);
    expect(
      (await get('/api/videos?pageSize=100')).json().result.items.map((i: { id: string }) => i.id),
    ).not.toContain(id);

    // edited and resubmitted, then rejected with a cause the author sees
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/videos/${id}`,
      headers: h,
      payload: videoFields({ name: 'Boot walkthrough, second cut' }),
    });
    expect(edited.json().result.name).toBe('Boot walkthrough, second cut');
    expect((await post(`/api/videos/${id}/submit`, h)).json().result.state).toBe('review');
    expect(await applyVideoReview(ctx.database.db, id, 'reject', 'The audio is missing')).toMatchObject({
      state: 'failed',
      failureCause: 'The audio is missing',
    });
    expect(await detail(id, h)).toMatchObject({ state: 'failed', failureCause: 'The audio is missing' });

    // and a moderator can take a published one down with a reason
    expect((await post(`/api/videos/${id}/submit`, h)).statusCode).toBe(200);
    await applyVideoReview(ctx.database.db, id, 'approve');
    expect(await applyVideoReview(ctx.database.db, id, 'remove', 'Copyright claim')).toMatchObject({
      state: 'removed',
      removalReason: 'Copyright claim',
    });
  });

  it('lists my videos by tab with the count of every tab', async () => {
    const me = await signIn(ctx);
    const draft = await createVideoFrom(ctx, me.headers, clip);
    const published = await publishedVideo(me.headers);
    const mine = (await get('/api/videos/mine?state=draft', me.headers)).json().result;
    expect(mine.items.map((i: { id: string }) => i.id)).toEqual([draft]);
    expect(mine.counts).toEqual({ draft: 1, review: 0, published: 1, failed: 0, removed: 0 });
    const tab = (await get('/api/videos/mine?state=published', me.headers)).json().result;
    expect(tab.items.map((i: { id: string }) => i.id)).toEqual([published]);
    expect((await get('/api/videos/mine')).statusCode).toBe(401);
    // the profile card counts published videos only
    const card = (await get(`/api/users/${me.userId}/profile-card`)).json().result;
    expect(card.counts.videos).toBe(1);
  });

  it('deletes a video with its files, comments and likes (irreversible)', async () => {
    const me = await signIn(ctx);
    const fan = await signIn(ctx);
    const id = await publishedVideo(me.headers);
    const row = await rowOf(id);
    const liked = await post('/api/community/likes/toggle', fan.headers, {
      targetType: 'video',
      targetId: id,
    });
    expect(liked.json().result).toEqual({ liked: true, likes: 1 });
    const commented = await post('/api/community/comments', fan.headers, {
      targetType: 'video',
      targetId: id,
      body: 'Nice boot log',
    });
    expect(commented.statusCode).toBe(200);
    const seen = await detail(id, fan.headers);
    expect(seen).toMatchObject({ likes: 1, viewer: { liked: true, collected: false, canReport: true } });
    expect(seen.comments.map((c: { body: string }) => c.body)).toEqual(['Nice boot log']);

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/videos/${id}`, headers: me.headers })).statusCode,
    ).toBe(200);
    expect((await get(`/api/videos/${id}`, me.headers)).statusCode).toBe(404);
    for (const [folder, key] of [
      ['source', row.sourceKey],
      ['play', row.playableKey],
      ['covers', row.coverKey],
    ] as const)
      await expect(fs.access(mediaPath(ctx.config, folder, key!))).rejects.toThrow();
  });
});

describe('video authorisation', () => {
  it('refuses visitors (401), hides unpublished videos from others (404), forbids others on published ones (403)', async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const v = visitorHeaders();
    const draft = await createVideoFrom(ctx, owner.headers, clip);
    const published = await publishedVideo(owner.headers);
    const fields = videoFields();
    const calls = (id: string) => [
      (h: Headers) =>
        ctx.app.inject({ method: 'PUT', url: `/api/videos/${id}`, headers: h, payload: fields }),
      (h: Headers) => post(`/api/videos/${id}/submit`, h),
      (h: Headers) => post(`/api/videos/${id}/withdraw`, h),
      (h: Headers) => ctx.app.inject({ method: 'DELETE', url: `/api/videos/${id}`, headers: h }),
    ];
    expect((await post('/api/videos', v, { uploadId: draft, ...fields })).statusCode).toBe(401);
    for (const call of calls(draft)) {
      expect((await call(v)).statusCode).toBe(401);
      expect((await call(other.headers)).statusCode).toBe(404);
    }
    for (const call of calls(published)) {
      expect((await call(v)).statusCode).toBe(401);
      expect((await call(other.headers)).statusCode).toBe(403);
    }
    expect((await get(`/api/videos/${draft}`)).statusCode).toBe(404);
    expect((await get(`/api/videos/${draft}`, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/videos/${draft}`, owner.headers)).statusCode).toBe(200);
    // a moderator sees the draft (the review queue plays videos) and may delete
    const mod = await signIn(ctx, { roles: ['admin'] });
    expect((await detail(draft, mod.headers)).can).toMatchObject({
      edit: false,
      submit: false,
      delete: true,
    });
    // another user's upload cannot become my video
    const theirs = await uploadAll(ctx, owner.headers, clip, 'theirs.mp4');
    expect((await post('/api/videos', other.headers, { uploadId: theirs, ...fields })).statusCode).toBe(422);
    // likes need a published video
    expect(
      (await post('/api/community/likes/toggle', other.headers, { targetType: 'video', targetId: draft }))
        .statusCode,
    ).toBe(404);
  });

  it('validates fields with 422 naming them, and screens sensitive words', async () => {
    const me = await signIn(ctx);
    const h = en(me.headers);
    const uploadId = await uploadAll(ctx, h, clip, 'fields.mp4');
    const bad = await post('/api/videos', h, {
      uploadId,
      name: 'n'.repeat(101),
      tags: [],
      introduction: 'i'.repeat(1001),
    });
    expect(bad.statusCode).toBe(422);
    const fields = Object.fromEntries(
      (bad.json().result.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]),
    );
    expect(fields).toMatchObject({
      name: 'The video name must be at most 100 characters',
      tags: 'Please add 1 to 3 tags',
      introduction: 'The introduction must be at most 1000 characters',
    });
    const tooMany = await post('/api/videos', h, {
      uploadId,
      ...videoFields({ tags: ['a', 'b', 'c', 'd'] }),
    });
    expect(tooMany.json().result.fields[0]).toEqual({ field: 'tags', message: 'At most 3 tags' });
    const noFile = await post('/api/videos', h, { ...videoFields() });
    expect(noFile.json().result.fields[0]).toEqual({
      field: 'uploadId',
      message: 'Please upload a video file',
    });

    await ctx.database.db.insert(sensitiveWords).values([
      { word: 'forbiddenword', action: 'block' },
      { word: 'maskme', action: 'replace' },
    ]);
    const blocked = await post('/api/videos', h, {
      uploadId,
      ...videoFields({ name: 'a forbiddenword here' }),
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().result.fields[0].field).toBe('name');
    const masked = await post('/api/videos', h, {
      uploadId,
      ...videoFields({ introduction: 'please maskme' }),
    });
    expect(masked.statusCode).toBe(200);
    expect((await detail(masked.json().result.id, h)).introduction).toBe('please ******');
  });
});
