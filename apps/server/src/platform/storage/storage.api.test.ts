import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { startTestS3, type TestS3 } from '../../test/s3';
import { LinkSigner } from './signing';
import { LocalStorage } from './local';
import type { S3Storage } from './s3';
import { copyLocalFiles } from './copy';
import { parseRange, withLocalFile } from './index';
import type { Storage } from './types';

// The one storage interface, run against both drivers: the local disk and a real S3-protocol
// server (s3rver, started by test/s3.ts on a free port).

const scratch = path.join(os.tmpdir(), `occ-storage-${process.pid}`);
let s3server: TestS3;
let s3: S3Storage;
let local: LocalStorage;

beforeAll(async () => {
  s3server = await startTestS3();
  s3 = s3server.bucket;
  local = new LocalStorage(path.join(scratch, 'local'), new LinkSigner(crypto.randomBytes(32)), undefined, {
    'uploads/': path.join(scratch, 'uploads'),
  });
});

afterAll(async () => {
  await s3server?.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

const drivers: [string, () => Storage][] = [
  ['local disk', () => local],
  ['S3 protocol (s3rver)', () => s3],
];

describe.each(drivers)('storage on %s', (_name, driver) => {
  it('puts with a content type, stats, reads whole and by range, deletes idempotently', async () => {
    const storage = driver();
    const key = `files/${crypto.randomBytes(8).toString('hex')}`;
    const data = Buffer.from('0123456789abcdefghij');
    await storage.put(key, data, 'application/zip');
    expect(await storage.stat(key)).toEqual({ size: 20, contentType: 'application/zip' });
    const whole = (await storage.get(key))!;
    expect(await text(whole.body)).toBe('0123456789abcdefghij');
    const part = (await storage.get(key, { start: 5, end: 9 }))!;
    expect(part.range).toEqual({ start: 5, end: 9 });
    expect(await text(part.body)).toBe('56789');
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('streams a file from disk into storage', async () => {
    const storage = driver();
    const file = path.join(scratch, `src-${crypto.randomBytes(4).toString('hex')}`);
    const data = crypto.randomBytes(300_000);
    await fs.mkdir(scratch, { recursive: true });
    await fs.writeFile(file, data);
    const key = `files/${crypto.randomBytes(8).toString('hex')}`;
    await storage.put(key, { path: file }, 'application/octet-stream');
    const read = (await storage.get(key))!;
    const chunks: Buffer[] = [];
    for await (const c of read.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    await storage.delete(key);
  });

  it('moves a file it is given into storage: the source is gone, the bytes are kept', async () => {
    const storage = driver();
    await fs.mkdir(scratch, { recursive: true });
    const file = path.join(scratch, `move-${crypto.randomBytes(4).toString('hex')}`);
    await fs.writeFile(file, 'moved bytes');
    const key = `uploads/videos/play/${crypto.randomBytes(16).toString('hex')}.mp4`;
    await storage.put(key, { path: file, move: true }, 'video/mp4');
    await expect(fs.access(file)).rejects.toThrow();
    expect(await storage.stat(key)).toEqual({ size: 11, contentType: 'video/mp4' });
    // a tool that needs a path gets one: the file itself on disk, a temporary copy from S3
    const seen = await withLocalFile(storage, key, path.join(scratch, 'work'), async (p) =>
      fs.readFile(p, 'utf8'),
    );
    expect(seen).toBe('moved bytes');
    expect(
      await withLocalFile(storage, `${key}.missing`, path.join(scratch, 'work'), async () => 1),
    ).toBeNull();
    expect(await fs.readdir(path.join(scratch, 'work')).catch(() => [])).toEqual([]);
    await storage.delete(key);
  });

  it('refuses keys it would never generate', async () => {
    const storage = driver();
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/storage key/);
    await expect(storage.stat('Files/UPPER')).rejects.toThrow(/storage key/);
  });
});

describe('local disk: the uploads/ prefix', () => {
  it('maps to UPLOAD_DIR at the paths files had before the storage module', async () => {
    const hex = crypto.randomBytes(16).toString('hex');
    await fs.mkdir(path.join(scratch, 'uploads', 'lab-files'), { recursive: true });
    // written the old way, straight into UPLOAD_DIR, without a content-type file
    await fs.writeFile(path.join(scratch, 'uploads', 'lab-files', hex), 'old layout');
    const read = (await local.get(`uploads/lab-files/${hex}`))!;
    expect(read.contentType).toBe('application/octet-stream');
    expect(await text(read.body)).toBe('old layout');
    expect(local.localPath(`uploads/lab-files/${hex}`)).toBe(path.join(scratch, 'uploads', 'lab-files', hex));
    expect(local.localPath('files/x')).toBe(path.join(scratch, 'local', 'files', 'x'));
  });
});

describe('signed URLs', () => {
  it('S3: a presigned URL reads the object without credentials until it expires', async () => {
    const key = `files/${crypto.randomBytes(8).toString('hex')}`;
    await s3.put(key, Buffer.from('presigned bytes'), 'application/pdf');
    const url = await s3.signedUrl(key, 60, { fileName: '手册.pdf' });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('presigned bytes');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('手册.pdf'));
    // (s3rver checks the expiry and the access key of a presigned URL, not its V4 signature)
    const old = await s3.signedUrl(key, 60, { signedAt: new Date(Date.now() - 120_000) });
    expect((await fetch(old)).status).toBe(403);
    const stranger = url.replace(/X-Amz-Credential=S3RVER/, 'X-Amz-Credential=NOBODY');
    expect((await fetch(stranger)).status).toBe(403);
  });

  describe('local: /api/storage?token=…', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp();
    });
    afterAll(async () => ctx?.close());

    it('serves the object with Range support; an expired or forged token is "The link address does not exist"', async () => {
      const storage = ctx.app.storage;
      expect(storage.driver).toBe('local');
      const key = `files/${crypto.randomBytes(8).toString('hex')}`;
      await storage.put(key, Buffer.from('local signed bytes'), 'application/zip');
      const url = await storage.signedUrl(key, 60, { fileName: 'board.zip' });
      const whole = await ctx.app.inject({ method: 'GET', url });
      expect(whole.statusCode).toBe(200);
      expect(whole.body).toBe('local signed bytes');
      expect(whole.headers['content-disposition']).toContain('board.zip');
      const part = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=6-11' } });
      expect(part.statusCode).toBe(206);
      expect(part.body).toBe('signed');
      expect(part.headers['content-range']).toBe('bytes 6-11/18');

      const forged = url.slice(0, -2) + (url.endsWith('AA') ? 'BB' : 'AA');
      expect(forged).not.toBe(url);
      const bad = await ctx.app.inject({ method: 'GET', url: forged, headers: { cookie: 'locale=en-US' } });
      expect(bad.statusCode).toBe(404);
      expect(bad.json().message).toBe('The link address does not exist');
      const token = ctx.app.linkSigner.sign(JSON.stringify({ k: key, n: null }), new Date(Date.now() - 1000));
      const expired = await ctx.app.inject({ method: 'GET', url: `/api/storage?token=${token}` });
      expect(expired.statusCode).toBe(404);
    });
  });
});

describe('parseRange', () => {
  it('resolves the forms we serve and refuses ranges past the end', () => {
    expect(parseRange(undefined, 10)).toBeUndefined();
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,3-4', 10)).toBeUndefined();
  });
});

describe('copying the local disk into a bucket (npm run storage:copy-to-s3)', () => {
  it('copies DATA_DIR/storage by key and UPLOAD_DIR under uploads/, keeps types, skips work files, runs again', async () => {
    const root = path.join(scratch, 'move', 'storage');
    const uploadDir = path.join(scratch, 'move', 'uploads');
    const disk = new LocalStorage(root, new LinkSigner(crypto.randomBytes(32)), undefined, {
      'uploads/': uploadDir,
    });
    await disk.put('files/aa11', Buffer.from('a resource file'), 'application/gzip');
    await disk.put('uploads/avatars/bb22.webp', Buffer.from('an avatar'), 'image/webp');
    // written before the storage module: no .type beside it, the extension tells
    await fs.mkdir(path.join(uploadDir, 'videos', 'play'), { recursive: true });
    await fs.writeFile(path.join(uploadDir, 'videos', 'play', 'cc33.mp4'), 'a transcode');
    // an upload being received and a half-written part are not stored objects
    await fs.mkdir(path.join(uploadDir, 'videos', 'tmp'), { recursive: true });
    await fs.writeFile(path.join(uploadDir, 'videos', 'tmp', 'dd44'), 'half a video');
    await fs.writeFile(path.join(root, 'files', 'aa11.123.456.part'), 'partial');
    await fs.writeFile(path.join(uploadDir, 'Not A Key.txt'), 'stray');

    const lines: string[] = [];
    const first = await copyLocalFiles({ storageRoot: root, uploadDir }, s3, (l) => lines.push(l));
    expect(first.copied).toBe(3);
    expect(first.present).toBe(0);
    expect(first.ignored.map((f) => path.basename(f)).sort()).toEqual([
      'Not A Key.txt',
      'aa11.123.456.part',
      'dd44',
    ]);
    expect(lines).toHaveLength(3);
    const read = async (key: string) => {
      const got = await s3.get(key);
      return got && { type: got.contentType, text: await text(got.body) };
    };
    expect(await read('files/aa11')).toEqual({ type: 'application/gzip', text: 'a resource file' });
    expect(await read('uploads/avatars/bb22.webp')).toEqual({ type: 'image/webp', text: 'an avatar' });
    expect(await read('uploads/videos/play/cc33.mp4')).toEqual({ type: 'video/mp4', text: 'a transcode' });
    expect(await s3.stat('uploads/videos/tmp/dd44')).toBeNull();

    // again after an interruption: what is there stays, a changed file is copied again
    await fs.writeFile(path.join(uploadDir, 'avatars', 'bb22.webp'), 'a newer avatar');
    const again = await copyLocalFiles({ storageRoot: root, uploadDir }, s3);
    expect(again).toMatchObject({ copied: 1, present: 2 });
    expect((await read('uploads/avatars/bb22.webp'))?.text).toBe('a newer avatar');
    // the local files stay where they were
    expect(await fs.readFile(path.join(root, 'files', 'aa11'), 'utf8')).toBe('a resource file');
  });
});
