import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestContext } from '../../test/harness';
import { videoWorker } from './processing';

// Shared by the video and media-upload API tests: real videos made by ffmpeg, chunked uploads
// through the API, multipart bodies.

export type Headers = Record<string, string>;

/** One job runner pass, then until the video worker it woke has finished. */
export async function processAll(ctx: TestContext): Promise<void> {
  await ctx.app.jobs.tick();
  await videoWorker(ctx.app).idle();
}

/** English messages (the tests compare spec §8 wording). */
export const en = (h: Headers): Headers => ({ ...h, cookie: `${h.cookie ?? ''}; locale=en-US` });

/** A real 2-second test-pattern video with a tone (H.264 High 4:4:4 + AAC: not browser-playable before transcoding). */
export function makeTestVideo(opts: { seconds?: number; size?: string } = {}): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'occ-video-'));
  const file = path.join(dir, 'test.mp4');
  const seconds = opts.seconds ?? 2;
  const r = spawnSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc=duration=${seconds}:size=${opts.size ?? '320x240'}:rate=25`,
      '-f',
      'lavfi',
      '-i',
      `sine=duration=${seconds}`,
      '-c:v',
      'libx264',
      '-c:a',
      'aac',
      '-shortest',
      file,
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`ffmpeg could not make the test video: ${r.stderr}`);
  const data = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  return data;
}

export const startUpload = (ctx: TestContext, h: Headers, fileName: string, size: number) =>
  ctx.app.inject({ method: 'POST', url: '/api/videos/uploads', headers: h, payload: { fileName, size } });

export const putChunk = (ctx: TestContext, h: Headers, id: string, offset: number, chunk: Buffer) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/videos/uploads/${id}`,
    headers: { ...h, 'content-type': 'application/octet-stream', 'upload-offset': String(offset) },
    payload: chunk,
  });

/** Uploads `data` in `chunk`-byte pieces; answers the upload id. */
export async function uploadAll(
  ctx: TestContext,
  h: Headers,
  data: Buffer,
  fileName = 'clip.mp4',
  chunk = 16_384,
) {
  const started = await startUpload(ctx, h, fileName, data.length);
  if (started.statusCode !== 200) throw new Error(`upload start: ${started.body}`);
  const { id } = started.json().result as { id: string };
  for (let offset = 0; offset < data.length; offset += chunk) {
    const res = await putChunk(ctx, h, id, offset, data.subarray(offset, offset + chunk));
    if (res.statusCode !== 200) throw new Error(`chunk at ${offset}: ${res.body}`);
  }
  return id;
}

export const videoFields = (over: Record<string, unknown> = {}) => ({
  name: 'RISC-V boot walkthrough',
  tags: ['riscv', 'boot'],
  introduction: 'From OpenSBI to U-Boot in two seconds.',
  ...over,
});

/** Uploads `data` and creates a draft video from it; answers the video id. */
export async function createVideoFrom(
  ctx: TestContext,
  h: Headers,
  data: Buffer,
  over: Record<string, unknown> = {},
) {
  const uploadId = await uploadAll(ctx, h, data);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/videos',
    headers: h,
    payload: { uploadId, ...videoFields(over) },
  });
  if (res.statusCode !== 200) throw new Error(`create: ${res.body}`);
  return (res.json().result as { id: string }).id;
}

/** A multipart/form-data body with one file part. */
export function multipart(data: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----occ${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
