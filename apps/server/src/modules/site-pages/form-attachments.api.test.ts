import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissionFiles } from '../../db/schema';
import { createTestApp, requests, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { multipart } from '../../test/multipart';

// A form block's file field (issue 15: the recruit page's CV): upload checked by content, the
// answer names the applicant's own stored file, staff download it through a signed link.

let ctx: TestContext;
let staff: Record<string, string>;
const { get, post } = requests(() => ctx);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const cvBlock = {
  type: 'form',
  props: {
    title: '投递简历',
    formKind: 'application',
    formKey: 'cv',
    formFields: [
      { key: 'name', label: '姓名', type: 'text', required: true },
      { key: 'cv', label: '简历', type: 'file', required: true },
    ],
  },
};

const attach = (headers: Record<string, string>, name: string, data: Buffer) => {
  const body = multipart({}, { name, data });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/form-submissions/attachments',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const submit = (headers: Record<string, string>, answers: object) =>
  post('/api/form-submissions', headers, { slug: 'jobs', formKey: 'cv', answers });

beforeAll(async () => {
  ctx = await createTestApp();
  staff = (await signIn(ctx, { roles: ['admin'] })).headers;
  const created = await post('/api/admin/page', staff, {
    slug: 'jobs',
    titleZh: '招聘',
    blocksZh: [{ type: 'hero', props: { title: '招聘' } }, cvBlock],
  });
  expect(created.statusCode).toBe(200);
  const id = created.json().result.id as number;
  expect((await post(`/api/admin/page/${id}/publish`, staff, { confirm: true })).statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('form attachments', () => {
  it('are uploaded by signed-in users only, checked by content, and kept in their files', async () => {
    expect((await attach(visitorHeaders(), 'cv.pdf', PDF)).statusCode).toBe(401);
    const me = await signIn(ctx);
    const fake = await attach(me.headers, 'cv.pdf', Buffer.from('#!/bin/sh\nrm -rf /\n'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().result.fields[0].field).toBe('file');
    const big = await attach(me.headers, 'cv.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(422);
    const ok = await attach(me.headers, 'cv.pdf', PDF);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result).toMatchObject({
      name: 'cv.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
    });
    const files = (await get('/api/my/files', me.headers)).json().result.items;
    expect(files.map((f: { name: string }) => f.name)).toEqual(['cv.pdf']);
  });

  it("refuses a visitor's or another user's file naming the field; keeps the applicant's own", async () => {
    const me = await signIn(ctx);
    const other = await signIn(ctx);
    const mine = (await attach(me.headers, 'mine.pdf', PDF)).json().result.id as number;
    const theirs = (await attach(other.headers, 'theirs.pdf', PDF)).json().result.id as number;

    const visitor = await submit(visitorHeaders(), { name: 'V', cv: String(mine) });
    expect(visitor.statusCode).toBe(422);
    expect(visitor.json().result.fields).toEqual([
      { field: 'answers.cv', message: expect.stringContaining('简历') },
    ]);
    const foreign = await submit(me.headers, { name: 'Me', cv: String(theirs) });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().result.fields[0].field).toBe('answers.cv');
    const missing = await submit(me.headers, { name: 'Me' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().result.fields[0].field).toBe('answers.cv');
    for (const odd of ['abc', '0', '1 or 1=1', '99999999999'])
      expect((await submit(me.headers, { name: 'Me', cv: odd })).statusCode, odd).toBe(422);

    const sent = await submit(me.headers, { name: 'Me', cv: String(mine) });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().result.id as number;
    const rows = await ctx.database.db
      .select()
      .from(formSubmissionFiles)
      .where(eq(formSubmissionFiles.submissionId, id));
    expect(rows).toEqual([{ submissionId: id, fieldKey: 'cv', fileId: mine }]);
    const files = (await get('/api/my/files', me.headers)).json().result.items;
    expect(files[0]).toMatchObject({ id: mine, boundTo: 'form' });
  });

  it('are downloaded by staff who read pages through a signed link; others are refused', async () => {
    const me = await signIn(ctx);
    const fileId = (await attach(me.headers, 'resume.pdf', PDF)).json().result.id as number;
    const id = (await submit(me.headers, { name: 'Li', cv: String(fileId) })).json().result.id as number;

    const listed = async () =>
      (await get('/api/admin/formSubmissions?pageSize=50', staff))
        .json()
        .result.items.find((r: { id: number }) => r.id === id);
    const item = await listed();
    expect(item.attachments).toEqual([
      {
        name: 'resume.pdf',
        size: PDF.length,
        linkPath: `/api/admin/formSubmissions/${id}/files/${fileId}/link`,
      },
    ]);
    const linkPath = item.attachments[0].linkPath as string;
    expect((await post(linkPath, visitorHeaders())).statusCode).toBe(401);
    expect((await post(linkPath, me.headers)).statusCode).toBe(403);
    expect(
      (await post(`/api/admin/formSubmissions/${id}/files/${fileId + 1000}/link`, staff)).statusCode,
    ).toBe(404);
    const link = await post(linkPath, staff);
    expect(link.statusCode).toBe(200);
    const file = await get(link.json().result.url as string, staff);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const csv = await get('/api/admin/formSubmissions/export', staff);
    expect(csv.body).toContain('resume.pdf');
    expect(csv.body).not.toContain('[object Object]');

    // the applicant withdraws it by deleting it from their files
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/my/files/${fileId}`,
      headers: me.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await listed()).attachments).toEqual([]);
  });
});
