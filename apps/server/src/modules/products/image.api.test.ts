import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { signInCertified } from '../../test/enterprise-fixture';

// Product images (issue 16): the console's products.uploadImage and the vendor's
// products.mineUploadImage, content-checked, stored as WebP and served from /uploads/products.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

function up(url: string, data: Buffer, headers: Record<string, string>) {
  const boundary = '----imagetest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="board.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();

describe('product images', () => {
  it('stores a staff upload as WebP within 1200 px, serves it, and takes it as the product image', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const res = await up('/api/admin/products/image', await png(2400, 1200), admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().result.url as string;
    expect(url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/);
    const file = await ctx.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 600]);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: {
        productCode: 'image-board-1',
        productKind: 'hardware',
        category: 'board',
        vendor: 'Demo Vendor',
        nameZh: '带图片的开发板',
        summaryZh: '图片来自上传。',
        imageUrl: url,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
  });

  it('refuses what is no image and what is over 5 MB, naming the file field in the reader’s language', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const headers = { ...admin.headers, cookie: `${admin.headers.cookie}; locale=en-US` };
    const text = await up('/api/admin/products/image', Buffer.from('<svg onload="alert(1)"></svg>'), headers);
    expect(text.statusCode).toBe(422);
    expect(text.json().result.fields[0].field).toBe('file');
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await up('/api/admin/products/image', big, headers);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().result.fields[0].field).toBe('file');
    expect(tooBig.json().result.fields[0].message).not.toBe(text.json().result.fields[0].message);
  });

  it('lets an enterprise user upload for the organisation’s products and refuses others', async () => {
    const image = await png(300, 300);
    const member = await signInCertified(ctx, '演示企业', '91110108MA1IMAGE01');
    const mine = await up('/api/my/products/image', image, member.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().result.url).toMatch(/^\/uploads\/products\//);
    const plain = await signIn(ctx);
    expect((await up('/api/my/products/image', image, plain.headers)).statusCode).toBe(403);
    expect((await up('/api/admin/products/image', image, plain.headers)).statusCode).toBe(403);
    expect((await up('/api/admin/products/image', image, visitorHeaders())).statusCode).toBe(401);
    expect((await up('/api/my/products/image', image, visitorHeaders())).statusCode).toBe(401);
  });
});
