import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { videos } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';
import { applyVideoReview } from './review';
import { createVideoFrom, makeTestVideo, multipart, processAll, type Headers } from './test-support';

// Shared setup of the videos API tests (videos-*.api.test.ts).

export let ctx: TestContext;
export let clip: Buffer;

export const get = (url: string, h: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers: h });

export const post = (url: string, h: Headers, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: h, ...(payload === undefined ? {} : { payload }) });

export const detail = async (id: string, h: Headers = {}) =>
  (await get(`/api/videos/${id}`, h)).json().result;

export const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(videos).where(eq(videos.id, id)))[0]!;

export const coverUpload = (h: Headers, id: string, data: Buffer, name: string, type: string) => {
  const body = multipart(data, name, type);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/videos/${id}/cover`,
    headers: { ...h, 'content-type': body.contentType },
    payload: body.payload,
  });
};

/** ffprobe's view of a file: codecs and pixel format of its streams. */
export function probe(file: string) {
  const r = spawnSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file], {
    encoding: 'utf8',
  });
  return (JSON.parse(r.stdout) as { streams: { codec_name: string; pix_fmt?: string; codec_type: string }[] })
    .streams;
}

/** A published video of `h`'s user (processed, submitted, approved). */
export async function publishedVideo(h: Headers, over: Record<string, unknown> = {}) {
  const id = await createVideoFrom(ctx, h, clip, over);
  await processAll(ctx);
  expect((await post(`/api/videos/${id}/submit`, h)).statusCode).toBe(200);
  expect(await applyVideoReview(ctx.database.db, id, 'approve')).not.toBeNull();
  return id;
}

/** The app of these tests and its users, made once per test file. */
export function useVideosApp() {
  beforeAll(async () => {
    ctx = await createTestApp();
    clip = makeTestVideo();
  });
  afterAll(() => ctx.close());
}
