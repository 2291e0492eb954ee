import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { signInCertified } from '../../test/enterprise-fixture';
import { seedVendors } from './seed';

// vendors.uploadLogo: a vendor member's content-checked logo upload for the profile form.
let ctx: TestContext;
type Who = Awaited<ReturnType<typeof signIn>>;
let member: Who;
let otherMember: Who;
let plainUser: Who;

const certified = (company: string, creditCode: string) => signInCertified(ctx, company, creditCode);

beforeAll(async () => {
  ctx = await createTestApp();
  await seedVendors(ctx.database.db);
  member = await certified('算能科技', '91110108MA1SOPHG04');
  otherMember = await certified('Other', `91X${crypto.randomBytes(4).toString('hex').toUpperCase()}`);
  plainUser = await signIn(ctx);
});
afterAll(() => ctx.close());

function form(data: Buffer, name: string) {
  const boundary = '----logotest';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}
const up = (data: Buffer, headers: Record<string, string>, name = 'logo.png') => {
  const f = form(data, name);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/my/vendor/logo',
    headers: { ...headers, 'content-type': f.type },
    payload: f.body,
  });
};

describe('vendors.uploadLogo', () => {
  it('stores a member’s logo as WebP within 512 px and serves it', async () => {
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const res = await up(png, member.headers);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().result.url as string;
    expect(url).toMatch(/^\/uploads\/vendors\/[a-f0-9]{32}\.webp$/);
    const file = await ctx.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 256]);
    // the URL is accepted by the profile form's logoUrl
    const mine = (await ctx.app.inject({ url: '/api/my/vendor', headers: member.headers })).json().result;
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/vendors/${mine.slug}/profile`,
      headers: member.headers,
      payload: { ...mine.profile, logoUrl: url },
    });
    expect(put.statusCode, put.body).toBe(200);
  });

  it('refuses a visitor (401), a non-enterprise user (403) and an organisation that is no vendor (404)', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await up(png, visitorHeaders())).statusCode).toBe(401);
    expect((await up(png, plainUser.headers)).statusCode).toBe(403);
    expect((await up(png, otherMember.headers)).statusCode).toBe(404);
  });

  it('refuses the wrong type and a file over 5 MB with spec §8’s messages', async () => {
    const svg = await up(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), member.headers, 'a.svg');
    expect(svg.statusCode).toBe(422);
    expect(svg.json().result.fields[0].field).toBe('file');
    const zh = await up(Buffer.from('%PDF-1.4 not an image'), {
      ...member.headers,
      'accept-language': 'zh-CN',
    });
    expect(zh.statusCode).toBe(422);
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(5 * 1024 * 1024),
    ]);
    const tooBig = await up(big, member.headers);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().message).not.toBe(svg.json().message);
    expect(tooBig.json().result.fields[0].field).toBe('file');
  });
});
