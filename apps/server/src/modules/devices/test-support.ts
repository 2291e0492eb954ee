import crypto from 'node:crypto';
import { enterpriseApplications } from '../../db/schema';
import { signIn, type TestContext } from '../../test/harness';
import { multipart } from '../../test/multipart';

type Headers = Record<string, string>;

/** A signed-in member of the organisation `creditCode` (an approved enterprise certification). */
export async function member(ctx: TestContext, creditCode: string, roles: string[] = []) {
  const who = await signIn(ctx, { roles, userType: 1 });
  await ctx.database.db.insert(enterpriseApplications).values({
    userId: who.userId,
    state: 'approved',
    companyName: `Company ${creditCode}`,
    creditCode,
    contactName: 'Wang',
    contactMobile: '13812345678',
    reviewedAt: new Date(),
  });
  return who;
}

export const json = (
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

export async function newProduct(ctx: TestContext, headers: Headers, chip = 'TH1520', template = 'sensor') {
  const res = await json(ctx, 'POST', '/api/devices/products', headers, {
    name: `Sensor ${crypto.randomBytes(2).toString('hex')}`,
    chip,
    connectivity: 'wifi',
    template,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().result as { id: string; productKey: string; chip: string };
}

export async function issue(ctx: TestContext, headers: Headers, productId: string, count: number) {
  return json(ctx, 'POST', `/api/devices/products/${productId}/licences`, headers, { count });
}

export const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

export function uploadFirmware(
  ctx: TestContext,
  headers: Headers,
  productId: string,
  fields: { version: string; targetChip: string; sha256?: string },
  data: Buffer,
) {
  const body = multipart(
    { releaseNotes: 'fixes', sha256: sha256(data), ...fields },
    { name: 'fw.bin', data },
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/devices/products/${productId}/firmware`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

export const device = (ctx: TestContext, what: 'check-update' | 'progress', payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/device/v1/${what}`, payload });
