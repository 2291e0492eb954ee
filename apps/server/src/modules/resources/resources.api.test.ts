import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { countDownload, sweepDownloadMarks } from './service';
import { approveResource } from './test-support';

let ctx: TestContext;
let enterprise: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  ctx = await createTestApp();
  enterprise = await signIn(ctx, { userType: 1, roles: ['enterprise'] });
});
afterAll(() => ctx.close());

const gz = (text: string) => zlib.gzipSync(Buffer.from(text));

async function upload(
  headers: Record<string, string>,
  fields: Record<string, string> = { name: 'SDK 1.0', description: 'The board SDK', type: '1' },
  file: { name: string; data: Buffer } | undefined = {
    name: 'sdk-1.0.tar.gz',
    data: gz('sdk '.repeat(5000)),
  },
) {
  const body = multipart(fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/my/resources',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const linkOf = async (id: number, headers: Record<string, string> = visitorHeaders()) => {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/resources/${id}/link`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().result.url as string;
};
const downloadsOf = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/resources/${id}` })).json().result.downloads as number;

describe('enterprise uploads', () => {
  it('an enterprise user uploads a resource: public once approved, listed by type, checksum computed', async () => {
    const data = gz('firmware image');
    const res = await upload(
      enterprise.headers,
      { name: 'Firmware', description: 'x', type: '4' },
      {
        name: '固件 v1.gz',
        data,
      },
    );
    expect(res.statusCode).toBe(200);
    const item = res.json().result;
    expect(item).toMatchObject({
      name: 'Firmware',
      type: '4',
      fileName: '固件 v1.gz',
      size: data.length,
      downloads: 0,
    });
    expect(item.sha256).toBe(crypto.createHash('sha256').update(data).digest('hex'));
    expect(item.review).toEqual({ state: 'pending', comment: null });
    await approveResource(ctx, item.id);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/resources?type=4' })).json().result;
    expect(list.items.map((i: { id: number }) => i.id)).toContain(item.id);
    expect(list.counts['4']).toBeGreaterThanOrEqual(1);
    const other = (await ctx.app.inject({ method: 'GET', url: '/api/resources?type=5' })).json().result;
    expect(other.items.map((i: { id: number }) => i.id)).not.toContain(item.id);
    const mine = (
      await ctx.app.inject({ method: 'GET', url: '/api/my/resources', headers: enterprise.headers })
    ).json();
    expect(mine.result.items.map((i: { id: number }) => i.id)).toContain(item.id);
  });

  it('visitors get 401, plain users 403', async () => {
    expect((await upload(visitorHeaders())).statusCode).toBe(401);
    const plain = await signIn(ctx);
    expect((await upload(plain.headers)).statusCode).toBe(403);
    // a user type without the certification's role is not enough
    const typeOnly = await signIn(ctx, { userType: 1 });
    expect((await upload(typeOnly.headers)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/my/resources', headers: plain.headers })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/my/resources' })).statusCode).toBe(401);
  });

  it('refuses a wrong type (checked by content), an empty file, a long or special file name, a missing name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases: [Record<string, string> | undefined, { name: string; data: Buffer }, string][] = [
      [
        undefined,
        { name: 'renamed.tar.gz', data: Buffer.from('just text, not an archive') },
        'This file type is not accepted',
      ],
      [undefined, { name: 'image.zip', data: png }, 'This file type is not accepted'],
      [undefined, { name: 'empty.gz', data: Buffer.alloc(0) }, 'The file cannot be 0'],
      [undefined, { name: `${'a'.repeat(98)}.gz`, data: gz('x') }, 'Upload failed'],
      [undefined, { name: 'bad|name.gz', data: gz('x') }, 'Upload failed'],
    ];
    for (const [fields, file, message] of cases) {
      const res = await upload(
        { ...enterprise.headers, cookie: `${enterprise.headers.cookie}; locale=en-US` },
        fields,
        file,
      );
      expect(res.statusCode, file.name).toBe(422);
      expect(res.json().result.fields[0]).toMatchObject({ field: 'file' });
      expect(res.json().result.fields[0].message).toContain(message);
    }
    const noName = await upload(enterprise.headers, { name: '', type: '1' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().result.fields[0].field).toBe('name');
    const badType = await upload(enterprise.headers, { name: 'x', type: '9' });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().result.fields[0].field).toBe('type');
  });

  it('another enterprise cannot withdraw my resource (404); I can, and its file goes with it', async () => {
    const id = (await upload(enterprise.headers)).json().result.id as number;
    await approveResource(ctx, id);
    const other = await signIn(ctx, { userType: 1, roles: ['enterprise'] });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/my/resources/${id}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/my/resources/${id}`, headers: visitorHeaders() }))
        .statusCode,
    ).toBe(401);
    const url = await linkOf(id);
    const mine = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/my/resources/${id}`,
      headers: enterprise.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/resources/${id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('signed download links', () => {
  let id: number;
  let data: Buffer;
  beforeAll(async () => {
    const res = await upload(enterprise.headers);
    id = res.json().result.id;
    await approveResource(ctx, id);
    data = gz('sdk '.repeat(5000));
  });

  it('a visitor gets a link that downloads the file, whole and by range', async () => {
    const url = await linkOf(id);
    expect(url).toMatch(/^\/api\/downloads\?token=/);
    const whole = await ctx.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(data)).toBe(true);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toContain('sdk-1.0.tar.gz');
    const part = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(10, 20))).toBe(true);
    const past = await ctx.app.inject({ method: 'GET', url, headers: { range: `bytes=${data.length}-` } });
    expect(past.statusCode).toBe(416);
  });

  it('an expired link is 410 and a tampered one 403: "The link address does not exist"', async () => {
    const url = await linkOf(id);
    const token = url.split('token=')[1]!;
    const [payload, , sig] = token.split('.');
    const later = `${payload}.${Math.floor(Date.now() / 1000) + 999_999}.${sig}`;
    const en = { cookie: 'locale=en-US' };
    const tampered = await ctx.app.inject({
      method: 'GET',
      url: `/api/downloads?token=${later}`,
      headers: en,
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().message).toBe('The link address does not exist');
    const other = JSON.stringify({ k: 'r', id: id + 1, w: 'ip:1' });
    const swapped = `${Buffer.from(other).toString('base64url')}.${token.split('.')[1]}.${sig}`;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/downloads?token=${swapped}` })).statusCode).toBe(
      403,
    );
    const old = ctx.app.linkSigner.sign(
      JSON.stringify({ k: 'r', id, w: 'ip:1' }),
      new Date(Date.now() - 1000),
    );
    const expired = await ctx.app.inject({ method: 'GET', url: `/api/downloads?token=${old}`, headers: en });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('The link address does not exist');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/downloads?token=garbage' })).statusCode).toBe(
      403,
    );
  });

  it('a link for a missing resource is refused with 404', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/resources/999999/link',
      headers: visitorHeaders(),
    });
    expect(res.statusCode).toBe(404);
  });

  it('counts stay honest: 50 concurrent downloads by one user count once; ranges and HEAD never', async () => {
    const fresh = (await upload(enterprise.headers)).json().result.id as number;
    await approveResource(ctx, fresh);
    const user = await signIn(ctx);
    const url = await linkOf(fresh, user.headers);
    const all = await Promise.all(Array.from({ length: 50 }, () => ctx.app.inject({ method: 'GET', url })));
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    expect(await downloadsOf(fresh)).toBe(1);
    const other = await signIn(ctx);
    const otherUrl = await linkOf(fresh, other.headers);
    await ctx.app.inject({ method: 'HEAD', url: otherUrl });
    await ctx.app.inject({ method: 'GET', url: otherUrl, headers: { range: 'bytes=100-' } });
    expect(await downloadsOf(fresh)).toBe(1);
    // a resumed download that starts at byte 0 is a start
    await ctx.app.inject({ method: 'GET', url: otherUrl, headers: { range: 'bytes=0-99' } });
    expect(await downloadsOf(fresh)).toBe(2);
    // 20 visitors from 20 addresses at once: 20
    const visitors = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/api/resources/${fresh}/link`,
          headers: visitorHeaders(),
          remoteAddress: `10.0.0.${i + 1}`,
        });
        return ctx.app.inject({ method: 'GET', url: res.json().result.url });
      }),
    );
    expect(visitors.every((r) => r.statusCode === 200)).toBe(true);
    expect(await downloadsOf(fresh)).toBe(22);
  });

  it('counts one per downloader in any 10 minutes (sliding, not clock buckets); old marks are swept', async () => {
    const fresh = (await upload(enterprise.headers)).json().result.id as number;
    await approveResource(ctx, fresh);
    const t0 = new Date('2026-01-01T10:09:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    expect(await countDownload(ctx.database.db, fresh, 'u:a', t0)).toBe(true);
    // 10:10 starts a new clock bucket but is a minute later: not counted
    expect(await countDownload(ctx.database.db, fresh, 'u:a', at(1))).toBe(false);
    expect(await countDownload(ctx.database.db, fresh, 'u:a', at(9.99))).toBe(false);
    expect(await countDownload(ctx.database.db, fresh, 'ip:10.1.1.1', at(5))).toBe(true);
    expect(await countDownload(ctx.database.db, fresh, 'u:a', at(10))).toBe(true);
    // the window moves with the count
    expect(await countDownload(ctx.database.db, fresh, 'u:a', at(15))).toBe(false);
    expect(await downloadsOf(fresh)).toBe(3);
    // at 16 only the mark counted at 5 is 10 minutes old; the one counted at 10 still holds
    expect(await sweepDownloadMarks(ctx.database.db, at(16))).toBeGreaterThanOrEqual(1);
    expect(await countDownload(ctx.database.db, fresh, 'u:a', at(16))).toBe(false);
    expect(await countDownload(ctx.database.db, fresh, 'ip:10.1.1.1', at(16))).toBe(true);
  });

  it('a visitor counts once per address, however many links they ask for', async () => {
    const fresh = (await upload(enterprise.headers)).json().result.id as number;
    await approveResource(ctx, fresh);
    const download = async (address: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/resources/${fresh}/link`,
        headers: visitorHeaders(),
        remoteAddress: address,
      });
      return ctx.app.inject({ method: 'GET', url: res.json().result.url, remoteAddress: address });
    };
    for (let i = 0; i < 3; i++) expect((await download('10.2.0.1')).statusCode).toBe(200);
    expect(await downloadsOf(fresh)).toBe(1);
    expect((await download('10.2.0.2')).statusCode).toBe(200);
    expect(await downloadsOf(fresh)).toBe(2);
  });
});

describe('console area', () => {
  it('staff upload a file through the file field and create a resource; users without the right get 403', async () => {
    const staff = await signIn(ctx, { roles: ['admin'] });
    const body = multipart({}, { name: 'config-pack.tar.gz', data: gz('config') });
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/resources/file',
      headers: { ...staff.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(200);
    const fileId = up.json().result.id as number;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/resources',
      headers: staff.headers,
      payload: { name: 'Config pack', description: 'Presets', type: '3', fileId },
    });
    expect(created.statusCode).toBe(200);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/resources?type=3' })).json().result;
    expect(list.items.map((i: { name: string }) => i.name)).toContain('Config pack');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/resources',
      headers: staff.headers,
      payload: { name: 'No file', type: '3' },
    });
    expect(missing.statusCode).toBe(422);
    const plain = await signIn(ctx);
    const again = multipart({}, { name: 'x.gz', data: gz('x') });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/resources/file',
      headers: { ...plain.headers, 'content-type': again.contentType },
      payload: again.payload,
    });
    expect(refused.statusCode).toBe(403);
  });
});
