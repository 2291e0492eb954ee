import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_CHUNK_MAX_BYTES } from '@occ/shared';
import { storedFiles, uploadSessions } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { UPLOAD_SESSIONS_PER_MINUTE } from './upload-routes';
import { sessionPath } from './upload-sessions';

// Resumable enterprise resource uploads (uploads.start / status / chunk / complete).

type Headers = Record<string, string>;
const CHUNK = 65_536;

let ctx: TestContext;
let enterprise: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  // a 9 MB ceiling keeps the oversize case small; 64 KiB chunks make a small file several chunks
  ctx = await createTestApp({ env: { RESOURCE_MAX_MB: '9', RESOURCE_UPLOAD_CHUNK_BYTES: String(CHUNK) } });
  enterprise = await signIn(ctx, { userType: 1, roles: ['enterprise'] });
});
afterAll(() => ctx.close());

const en = (h: Headers): Headers => ({ ...h, 'accept-language': 'en-US' });
/** a gzip file of about 200 KB (random bytes do not compress): four chunks */
const archive = () => zlib.gzipSync(crypto.randomBytes(200_000), { level: 0 });
const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

const start = (h: Headers, name: string, size: number) =>
  ctx.app.inject({ method: 'POST', url: '/api/my/uploads', headers: h, payload: { name, size } });
const status = (h: Headers, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/my/uploads/${id}`, headers: h });
const patch = (h: Headers, id: string, offset: number, chunk: Buffer) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/my/uploads/${id}`,
    headers: { ...h, 'content-type': 'application/octet-stream', 'upload-offset': String(offset) },
    payload: chunk,
  });
const complete = (
  h: Headers,
  id: string,
  fields: Record<string, unknown> = { name: 'Board SDK', type: '5' },
) => ctx.app.inject({ method: 'POST', url: `/api/my/uploads/${id}/resource`, headers: h, payload: fields });

/** Starts a session for `data` and sends it all; answers the session id. */
async function uploadAll(h: Headers, name: string, data: Buffer): Promise<string> {
  const res = await start(h, name, data.length);
  expect(res.statusCode).toBe(200);
  const id = res.json().result.id as string;
  for (let at = 0; at < data.length; at += CHUNK)
    expect((await patch(h, id, at, data.subarray(at, at + CHUNK))).statusCode).toBe(200);
  return id;
}

describe('resumable resource uploads', () => {
  it('start, chunks, a 409 resumed from the offset, completion: the resource has the right size and hash', async () => {
    const data = archive();
    const h = enterprise.headers;
    const started = await start(h, '开发板 SDK.gz', data.length);
    expect(started.statusCode).toBe(200);
    const s = started.json().result;
    expect(s).toMatchObject({ offset: 0, size: data.length, name: '开发板 SDK.gz', chunkSize: CHUNK });

    const one = await patch(h, s.id, 0, data.subarray(0, CHUNK));
    expect(one.statusCode).toBe(200);
    expect(one.json().result.offset).toBe(CHUNK);
    expect(one.headers['upload-offset']).toBe(String(CHUNK));

    // the same chunk again (a retry whose answer was lost): refused with where to continue
    const again = await patch(en(h), s.id, 0, data.subarray(0, CHUNK));
    expect(again.statusCode).toBe(409);
    expect(again.json().result).toEqual({ offset: CHUNK });
    expect(again.json().message).toBe(`The upload continues at byte ${CHUNK}`);
    expect(again.headers['upload-offset']).toBe(String(CHUNK));

    // a reloaded page asks where it stands and goes on from there
    const now = (await status(h, s.id)).json().result;
    expect(now).toMatchObject({ offset: CHUNK, size: data.length, name: '开发板 SDK.gz' });
    for (let at = now.offset as number; at < data.length; at += CHUNK)
      expect((await patch(h, s.id, at, data.subarray(at, at + CHUNK))).statusCode).toBe(200);
    expect((await status(h, s.id)).json().result.offset).toBe(data.length);

    const done = await complete(h, s.id, {
      name: 'Board SDK',
      description: 'resumed',
      type: '5',
      access: '1',
    });
    expect(done.statusCode).toBe(200);
    const item = done.json().result;
    expect(item).toMatchObject({
      name: 'Board SDK',
      type: '5',
      access: '1',
      fileName: '开发板 SDK.gz',
      size: data.length,
      sha256: sha(data),
      review: { state: 'pending', comment: null },
    });
    // the stored bytes are the file, the session and its temporary file are gone
    const [file] = await ctx.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.sha256, sha(data)));
    expect(
      Buffer.compare(await streamToBuffer((await ctx.app.storage.get(file!.storageKey))!.body), data),
    ).toBe(0);
    expect((await status(h, s.id)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(uploadSessions).where(eq(uploadSessions.id, s.id))).toEqual(
      [],
    );
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/my/resources', headers: h });
    expect(mine.json().result.items.map((i: { id: number }) => i.id)).toContain(item.id);
  });

  it('refuses visitors (401), plain users (403) and shows another user nothing (404)', async () => {
    const v = visitorHeaders();
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await start(v, 'a.gz', 10)).statusCode).toBe(401);
    expect((await status(v, id)).statusCode).toBe(401);
    expect((await patch(v, id, 0, Buffer.from('x'))).statusCode).toBe(401);
    expect((await complete(v, id)).statusCode).toBe(401);
    const plain = await signIn(ctx);
    expect((await start(plain.headers, 'a.gz', 10)).statusCode).toBe(403);
    expect((await status(plain.headers, id)).statusCode).toBe(403);
    const typeOnly = await signIn(ctx, { userType: 1 });
    expect((await start(typeOnly.headers, 'a.gz', 10)).statusCode).toBe(403);

    const s = (await start(enterprise.headers, 'mine.gz', 100)).json().result;
    const other = await signIn(ctx, { userType: 1, roles: ['enterprise'] });
    expect((await status(other.headers, s.id)).statusCode).toBe(404);
    expect((await patch(other.headers, s.id, 0, Buffer.alloc(10))).statusCode).toBe(404);
    expect((await complete(other.headers, s.id)).statusCode).toBe(404);
    expect((await status(enterprise.headers, s.id)).json().result.offset).toBe(0);
  });

  it('refuses a long or special file name, an empty file, a file over the maximum and bytes past the size (422)', async () => {
    const h = en(enterprise.headers);
    const long = await start(h, `${'n'.repeat(98)}.gz`, 10);
    expect(long.statusCode).toBe(422);
    expect(long.json().result.fields[0]).toEqual({
      field: 'name',
      message: 'Upload failed: the file name must be 1 to 100 characters without special characters',
    });
    expect((await start(h, `${'n'.repeat(97)}.gz`, 10)).statusCode).toBe(200);
    expect((await start(h, 'a/b.gz', 10)).statusCode).toBe(422);
    const empty = await start(h, 'empty.gz', 0);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().result.fields[0].field).toBe('size');
    const big = await start(h, 'big.gz', 9 * 1024 * 1024 + 1);
    expect(big.statusCode).toBe(422);
    expect(big.json().message).toBe('The file cannot be greater than 9 MB');

    const s = (await start(h, 'small.gz', 100)).json().result;
    expect((await patch(h, s.id, 0, Buffer.alloc(60))).statusCode).toBe(200);
    const past = await patch(h, s.id, 60, Buffer.alloc(41));
    expect(past.statusCode).toBe(422);
    expect(past.json().result.fields[0]).toEqual({
      field: 'file',
      message: 'The data goes past the end of the announced file size',
    });
    expect((await status(h, s.id)).json().result.offset).toBe(60);
  });

  it('takes a chunk of up to 8 MB and refuses a larger one (413)', async () => {
    const h = enterprise.headers;
    const s = (await start(h, 'large.gz', 9 * 1024 * 1024)).json().result;
    const tooBig = await patch(h, s.id, 0, Buffer.alloc(RESOURCE_CHUNK_MAX_BYTES + 1));
    expect(tooBig.statusCode).toBe(413);
    const full = await patch(h, s.id, 0, Buffer.alloc(RESOURCE_CHUNK_MAX_BYTES));
    expect(full.statusCode).toBe(200);
    expect(full.json().result.offset).toBe(RESOURCE_CHUNK_MAX_BYTES);
  });

  it('refuses completing early (409 with the offset) and a file whose content is not an accepted type', async () => {
    const h = en(enterprise.headers);
    const data = archive();
    const s = (await start(h, 'early.gz', data.length)).json().result;
    await patch(h, s.id, 0, data.subarray(0, CHUNK));
    const early = await complete(h, s.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().result).toEqual({ offset: CHUNK });
    expect(early.json().message).toBe('The file has not finished uploading');

    // a text file named like an archive: refused at completion, by content, and the session ends
    const text = Buffer.from('not an archive at all\n'.repeat(100));
    const id = await uploadAll(h, 'fake.tar.gz', text);
    const bad = await complete(h, id);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe('file');
    expect((await status(h, id)).statusCode).toBe(404);

    // a bad form field is refused before anything is used up: fixed, the same session completes
    const good = archive();
    const ok = await uploadAll(h, 'good.gz', good);
    const noName = await complete(h, ok, { type: '5' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().result.fields[0].field).toBe('name');
    const done = await complete(h, ok, { name: 'Good', type: '5' });
    expect(done.statusCode).toBe(200);
    expect(done.json().result.sha256).toBe(sha(good));
  });

  it('the job runner purges expired sessions with their temporary files', async () => {
    const h = enterprise.headers;
    const s = (await start(h, 'stale.gz', 1000)).json().result;
    await patch(h, s.id, 0, Buffer.alloc(500));
    const [row] = await ctx.database.db.select().from(uploadSessions).where(eq(uploadSessions.id, s.id));
    const file = sessionPath(ctx.config, row!.tempKey);
    expect((await fs.stat(file)).size).toBe(500);
    const live = (await start(h, 'live.gz', 1000)).json().result;

    await ctx.database.db
      .update(uploadSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(uploadSessions.id, s.id));
    // expired but not yet swept: already gone for the client
    expect((await status(h, s.id)).statusCode).toBe(404);
    await ctx.app.jobs.tick({ force: true });
    await expect(fs.stat(file)).rejects.toThrow();
    expect(await ctx.database.db.select().from(uploadSessions).where(eq(uploadSessions.id, s.id))).toEqual(
      [],
    );
    expect((await status(h, live.id)).statusCode).toBe(200);
  });

  it(`limits session starts to ${UPLOAD_SESSIONS_PER_MINUTE} a minute per user`, async () => {
    const busy = await signIn(ctx, { userType: 1, roles: ['enterprise'] });
    for (let i = 0; i < UPLOAD_SESSIONS_PER_MINUTE; i++)
      expect((await start(busy.headers, `f${i}.gz`, 10)).statusCode).toBe(200);
    expect((await start(busy.headers, 'one-more.gz', 10)).statusCode).toBe(429);
    // another user is not held back
    expect((await start(enterprise.headers, 'mine.gz', 10)).statusCode).toBe(200);
  });
});

async function streamToBuffer(body: unknown): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of body as AsyncIterable<Buffer>) parts.push(Buffer.from(c));
  return Buffer.concat(parts);
}
