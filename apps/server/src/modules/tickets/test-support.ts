import crypto from 'node:crypto';
import sharp from 'sharp';
import { enterpriseApplications } from '../../db/schema';
import type { signIn, TestContext } from '../../test/harness';

// Shared by the ticket API tests: the submit form, files of each kind, uploads, colleagues.

export type Headers = Record<string, string>;
type Signed = Awaited<ReturnType<typeof signIn>>;

export const ticketForm = {
  classification: 'hardware',
  title: 'Board does not boot',
  description: 'After flashing, nothing on the serial console.',
  remindMobile: '13812345678',
};

export const pngFile = (): Promise<Buffer> =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
export const pdfFile = () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
export const textFile = (text = 'boot: error 42\nretrying\n') => Buffer.from(text, 'utf8');

/** A multipart/form-data body with one file part `file`. */
export function multipart(data: Buffer, filename: string, contentType = 'application/octet-stream') {
  const boundary = `----occ${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function uploadAttachment(ctx: TestContext, h: Headers, data: Buffer, name: string, type?: string) {
  const body = multipart(data, name, type);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tickets/attachments',
    headers: { ...h, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Uploads and returns the attachment's id (the upload must succeed). */
export async function attachmentId(ctx: TestContext, h: Headers, data: Buffer, name: string) {
  const res = await uploadAttachment(ctx, h, data, name);
  if (res.statusCode !== 200) throw new Error(`upload ${name}: ${res.body}`);
  return (res.json().result as { id: number }).id;
}

/** Certifies the users as enterprise users of the company with `code` (colleagues may follow). */
export async function colleagues(ctx: TestContext, code: string, ...people: Signed[]) {
  await ctx.database.db.insert(enterpriseApplications).values(
    people.map((p) => ({
      userId: p.userId,
      state: 'approved',
      companyName: `Company ${code}`,
      creditCode: code,
      contactName: 'Contact',
      contactMobile: '13800000000',
      reviewedAt: new Date(),
    })),
  );
}
