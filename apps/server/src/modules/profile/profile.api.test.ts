import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema';
import { hashToken } from '../../platform/session';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { requireCompleteProfile } from './require-complete';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const complete = {
  nickname: '小明',
  gender: 'male',
  birthday: '1990-05-01',
  realName: '王小明',
  unit: '平头哥大学',
  position: '工程师',
  region: ['33', '3301', '330106'],
  street: '文一西路 969 号',
  profile: '喜欢 RISC-V',
};

const put = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/base/user/profile', headers, payload });
const get = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/base/user/profile', headers });
const withLocale = (headers: Record<string, string>, locale: string) => ({
  ...headers,
  cookie: `${headers.cookie}; locale=${locale}`,
});

async function bearerFor(userId: string, scope: string) {
  const secret = `occ_${crypto.randomBytes(16).toString('hex')}`;
  await ctx.database.db.insert(apiTokens).values({
    userId,
    tokenHash: hashToken(secret),
    clientId: 'occ-desktop',
    name: 'OCC Desktop Tool',
    scope,
  });
  return { authorization: `Bearer ${secret}` };
}

/** A multipart/form-data body with one file part. */
function multipart(data: Buffer, filename: string, contentType: string, field = 'file') {
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

const upload = (headers: Record<string, string>, data: Buffer, filename = 'a.png', type = 'image/png') => {
  const body = multipart(data, filename, type);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/base/user/avatar',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

describe('profile', () => {
  it('starts incomplete, saves every field and becomes complete', async () => {
    const me = await signIn(ctx);
    const before = await get(me.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json().result).toMatchObject({
      username: me.username,
      realName: null,
      complete: false,
      region: [],
    });
    await expect(requireCompleteProfile(ctx.database.db, me.userId)).rejects.toMatchObject({
      status: 403,
      code: -112721,
    });

    const saved = await put(me.headers, complete);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({ ...complete, complete: true, userType: 0 });
    expect((await get(me.headers)).json().result).toMatchObject({ ...complete, complete: true });
    await expect(requireCompleteProfile(ctx.database.db, me.userId)).resolves.toBeUndefined();
    // the nickname is the one the rest of the site shows
    const current = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/getCurrentUserInfo',
      headers: me.headers,
    });
    expect(current.json().result.nickname).toBe('小明');

    // optional fields left out stay as they were; null clears
    const partial = await put(me.headers, {
      nickname: '小明2',
      realName: '王小明',
      unit: 'U',
      position: 'P',
      profile: null,
    });
    expect(partial.json().result).toMatchObject({
      nickname: '小明2',
      gender: 'male',
      street: complete.street,
      profile: null,
    });
  });

  it('answers 422 naming the fields in Chinese and in English', async () => {
    const me = await signIn(ctx);
    const bad = { ...complete, realName: 'John Smith', profile: 'x'.repeat(61) };
    const zh = await put(withLocale(me.headers, 'zh-CN'), bad);
    expect(zh.statusCode).toBe(422);
    expect(zh.json().result.fields).toEqual(
      expect.arrayContaining([
        { field: 'realName', message: '请输入正确的中文姓名' },
        { field: 'profile', message: '个人简介最多 60 个字符' },
      ]),
    );
    const en = await put(withLocale(me.headers, 'en-US'), bad);
    expect(en.json().result.fields).toEqual(
      expect.arrayContaining([
        { field: 'realName', message: 'Please enter a correct Chinese name' },
        { field: 'profile', message: 'Personal profile must be at most 60 characters' },
      ]),
    );
    const missing = await put(withLocale(me.headers, 'en-US'), { realName: '王小明' });
    const fields = missing.json().result.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['nickname', 'unit', 'position']));
    // nothing was saved
    expect((await get(me.headers)).json().result.realName).toBeNull();
  });

  it('shows each user only their own profile and refuses visitors and forged requests', async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    await put(a.headers, complete);
    expect((await get(b.headers)).json().result).toMatchObject({ username: b.username, realName: null });
    expect((await get({})).statusCode).toBe(401);
    expect((await put(visitorHeaders(), complete)).statusCode).toBe(401);
    expect((await put({ cookie: b.headers.cookie }, complete)).statusCode).toBe(403);
    expect((await get(b.headers)).json().result.realName).toBeNull();
  });

  it('accepts a bearer token with the profile scope without XSRF, and refuses one without it', async () => {
    const me = await signIn(ctx);
    const profileToken = await bearerFor(me.userId, 'profile lab');
    const res = await put(profileToken, complete);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.complete).toBe(true);
    const labOnly = await bearerFor(me.userId, 'lab');
    expect((await get(labOnly)).statusCode).toBe(403);
    expect((await put(labOnly, complete)).statusCode).toBe(403);
  });
});

describe('avatar', () => {
  it('accepts a real PNG, stores a 256×256 WebP, serves it safely and removes the previous one', async () => {
    const me = await signIn(ctx);
    const first = await upload(me.headers, await png(640, 480));
    expect(first.statusCode).toBe(200);
    const url: string = first.json().result.avatarUrl;
    expect(url).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
    expect(fs.existsSync(path.join(ctx.config.uploadDir, 'avatars', path.basename(url)))).toBe(true);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect((await get(me.headers)).json().result.avatarUrl).toBe(url);

    const second = await upload(me.headers, await png(100, 300), 'photo.jpg', 'image/jpeg');
    expect(second.statusCode).toBe(200);
    expect(second.json().result.avatarUrl).not.toBe(url);
    expect(await ctx.app.storage.stat(`uploads/avatars/${path.basename(url)}`)).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('serves an avatar written to the upload folder before the storage module from its same path', async () => {
    const name = `${'ab'.repeat(16)}.webp`;
    const webp = await sharp(await png(8, 8))
      .webp()
      .toBuffer();
    const file = path.join(ctx.config.uploadDir, 'avatars', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, webp);
    const res = await ctx.app.inject({ method: 'GET', url: `/uploads/avatars/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.equals(webp)).toBe(true);
    expect(fs.existsSync(file)).toBe(true);
    expect((await ctx.app.storage.stat(`uploads/avatars/${name}`))?.size).toBe(webp.length);
  });

  it('refuses an empty file, a file over 5 MB, a renamed text file and an SVG, in the user’s language', async () => {
    const me = await signIn(ctx);
    const en = withLocale(me.headers, 'en-US');
    const cases: [Buffer, string, string, string][] = [
      [Buffer.alloc(0), 'a.png', 'image/png', 'The file cannot be 0'],
      [
        Buffer.concat([await png(8, 8), Buffer.alloc(5 * 1024 * 1024)]),
        'big.png',
        'image/png',
        'The file cannot be greater than 5m!',
      ],
      [
        Buffer.from('just some text, not an image\n'.repeat(10)),
        'notes.png',
        'image/png',
        'This file type is not accepted',
      ],
      [
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>',
        ),
        'logo.svg',
        'image/svg+xml',
        'This file type is not accepted',
      ],
    ];
    for (const [data, name, type, message] of cases) {
      const res = await upload(en, data, name, type);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().result.fields, name).toEqual([{ field: 'file', message }]);
    }
    const zh = await upload(withLocale(me.headers, 'zh-CN'), Buffer.alloc(0));
    expect(zh.json().message).toBe('文件不能为 0');
    expect((await get(me.headers)).json().result.avatarUrl).toBeNull();
  });

  it('accepts exactly 5 MB but not one byte more', async () => {
    const me = await signIn(ctx);
    const image = await png(16, 16);
    // trailing bytes after the PNG end are ignored by decoders; the size is what is tested
    const exact = Buffer.concat([image, Buffer.alloc(5 * 1024 * 1024 - image.length)]);
    expect((await upload(me.headers, exact)).statusCode).toBe(200);
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    expect((await upload(me.headers, over)).statusCode).toBe(422);
  });

  it('refuses a missing file part, visitors, forged requests and tokens without the profile scope', async () => {
    const me = await signIn(ctx);
    const image = await png(32, 32);
    const other = multipart(image, 'a.png', 'image/png', 'picture');
    const wrongField = await ctx.app.inject({
      method: 'POST',
      url: '/api/base/user/avatar',
      headers: { ...me.headers, 'content-type': other.contentType },
      payload: other.payload,
    });
    expect(wrongField.statusCode).toBe(422);
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/base/user/avatar',
      headers: me.headers,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(422);
    expect((await upload(visitorHeaders(), image)).statusCode).toBe(401);
    expect((await upload({ cookie: me.headers.cookie }, image)).statusCode).toBe(403);
    expect((await upload(await bearerFor(me.userId, 'lab'), image)).statusCode).toBe(403);
    expect((await upload(await bearerFor(me.userId, 'profile'), image)).statusCode).toBe(200);
  });

  it('serves nothing for names it did not generate', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.webp', `${'a'.repeat(32)}.webp`]) {
      expect((await ctx.app.inject({ method: 'GET', url: `/uploads/avatars/${name}` })).statusCode).toBe(404);
    }
  });
});
