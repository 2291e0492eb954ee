import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_ATTACHMENT_MAX_BYTES } from '@occ/shared';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import {
  attachmentId,
  colleagues,
  pdfFile,
  pngFile,
  textFile,
  ticketForm,
  uploadAttachment,
  type Headers,
} from './test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const fieldsOf = (res: { json: () => { result: { fields: { field: string }[] } } }) =>
  res.json().result.fields.map((f) => f.field);
interface Att {
  id: number;
  name: string;
  url: string;
}

describe('ticket attachments', () => {
  it('accepts the allow-list by content and refuses the rest, naming the field', async () => {
    const user = await signIn(ctx);
    const png = await pngFile();
    expect((await uploadAttachment(ctx, visitorHeaders(), png, 'a.png')).statusCode).toBe(401);
    for (const [data, name] of [
      [png, 'screen.png'],
      [pdfFile(), 'manual.pdf'],
      [textFile(), 'boot.log'],
      [textFile('注意：串口无输出\n'), 'notes.txt'],
    ] as const) {
      const res = await uploadAttachment(ctx, user.headers, data, name);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().result).toMatchObject({ name, size: data.length });
    }
    const refused: [Buffer, string][] = [
      [textFile('<html><script>alert(1)</script></html>'), 'page.html'],
      [textFile('not really an image'), 'fake.png'],
      [png, 'image.txt'],
      [Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 'tool.exe'],
      [Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 'tool.log'],
      [png, 'no-extension'],
    ];
    for (const [data, name] of refused) {
      const res = await uploadAttachment(ctx, user.headers, data, name);
      expect(res.statusCode, name).toBe(422);
      expect(fieldsOf(res)).toEqual(['file']);
    }
    const empty = await uploadAttachment(ctx, user.headers, Buffer.alloc(0), 'empty.txt');
    expect(empty.statusCode).toBe(422);
    const big = await uploadAttachment(
      ctx,
      user.headers,
      Buffer.alloc(TICKET_ATTACHMENT_MAX_BYTES + 10, 'a'),
      'big.txt',
    );
    expect(big.statusCode).toBe(422);
    expect(big.json().message).toMatch(/5/);
  });

  it('takes up to 7 on submit (more: 422 naming attachments), once, and only the uploader’s own', async () => {
    const user = await signIn(ctx);
    const other = await signIn(ctx);
    const png = await pngFile();
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) => attachmentId(ctx, user.headers, png, `s${i}.png`)),
    );
    const tooMany = await call('POST', '/api/tickets', user.headers, { ...ticketForm, attachments: ids });
    expect(tooMany.statusCode).toBe(422);
    expect(fieldsOf(tooMany)).toEqual(['attachments']);
    // someone else's upload: refused whole, nothing linked
    const theirs = await attachmentId(ctx, other.headers, png, 'theirs.png');
    const stolen = await call('POST', '/api/tickets', user.headers, {
      ...ticketForm,
      attachments: [ids[0], theirs],
    });
    expect(stolen.statusCode).toBe(422);
    expect(fieldsOf(stolen)).toEqual(['attachments']);

    const ok = await call('POST', '/api/tickets', user.headers, {
      ...ticketForm,
      attachments: ids.slice(0, 7),
    });
    expect(ok.statusCode).toBe(200);
    const id = ok.json().result.id as number;
    const detail = (await call('GET', `/api/tickets/${id}`, user.headers)).json().result;
    expect(detail.attachments.map((a: Att) => a.id).sort()).toEqual(ids.slice(0, 7).sort());
    // an attachment is used once
    const again = await call('POST', '/api/tickets', user.headers, { ...ticketForm, attachments: [ids[0]] });
    expect(again.statusCode).toBe(422);
  });

  it('lets the submitter, followers and staff download; never a stranger; note files reach staff only', async () => {
    const owner = await signIn(ctx);
    const mate = await signIn(ctx);
    const stranger = await signIn(ctx);
    const staff = await signIn(ctx, { roles: ['support'] });
    await colleagues(ctx, '91110000AT01', owner, mate);
    const fileId = await attachmentId(ctx, owner.headers, textFile('serial log\n'), 'serial.log');
    // before it is linked, only its uploader may fetch it
    expect((await call('GET', `/api/tickets/attachments/${fileId}`, staff.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/tickets/attachments/${fileId}`, owner.headers)).statusCode).toBe(200);
    const res = await call('POST', '/api/tickets', owner.headers, { ...ticketForm, attachments: [fileId] });
    const id = res.json().result.id as number;
    expect(
      (await call('POST', `/api/tickets/${id}/followers`, owner.headers, { account: mate.username }))
        .statusCode,
    ).toBe(200);

    const url = `/api/tickets/attachments/${fileId}`;
    for (const who of [owner, mate, staff]) {
      const got = await call('GET', url, who.headers);
      expect(got.statusCode).toBe(200);
      expect(got.body).toBe('serial log\n');
      expect(got.headers['content-disposition']).toBe("attachment; filename*=UTF-8''serial.log");
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['cache-control']).toBe('private, no-store');
    }
    expect((await call('GET', url, stranger.headers)).statusCode).toBe(404);
    expect((await call('GET', url, visitorHeaders())).statusCode).toBe(401);
    expect((await call('GET', '/api/tickets/attachments/99999999', owner.headers)).statusCode).toBe(404);

    // staff reply with a file: everyone reading the ticket sees it; an internal note's file: staff only
    const replyFile = await attachmentId(ctx, staff.headers, pdfFile(), 'fix.pdf');
    const noteFile = await attachmentId(ctx, staff.headers, textFile('secret\n'), 'internal.txt');
    const base = `/api/admin/workOrders/${id}`;
    expect(
      (await call('POST', `${base}/reply`, staff.headers, { body: 'See the PDF', attachments: [replyFile] }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `${base}/note`, staff.headers, { body: 'Internal', attachments: [noteFile] }))
        .statusCode,
    ).toBe(200);
    const staffView = (await call('GET', `${base}/detail`, staff.headers)).json().result;
    const staffFiles = staffView.messages.flatMap((m: { attachments: Att[] }) => m.attachments);
    expect(staffFiles.map((a: Att) => a.name)).toEqual(['fix.pdf', 'internal.txt']);
    for (const who of [owner, mate]) {
      const view = await call('GET', `/api/tickets/${id}`, who.headers);
      expect(view.body).not.toContain('internal.txt');
      expect(view.body).toContain('fix.pdf');
      expect((await call('GET', `/api/tickets/attachments/${noteFile}`, who.headers)).statusCode).toBe(404);
      expect((await call('GET', `/api/tickets/attachments/${replyFile}`, who.headers)).statusCode).toBe(200);
    }
    expect((await call('GET', `/api/tickets/attachments/${noteFile}`, staff.headers)).statusCode).toBe(200);

    // the submitter's reply with files; a follower cannot write
    const mine = await attachmentId(ctx, owner.headers, await pngFile(), 'photo.png');
    const reply = await call('POST', `/api/tickets/${id}/messages`, owner.headers, {
      body: 'Photo attached',
      attachments: [mine],
    });
    expect(reply.statusCode).toBe(200);
    const last = reply.json().result.messages.at(-1);
    expect(last.attachments.map((a: Att) => a.name)).toEqual(['photo.png']);
    const mateFile = await attachmentId(ctx, mate.headers, await pngFile(), 'm.png');
    expect(
      (
        await call('POST', `/api/tickets/${id}/messages`, mate.headers, {
          body: 'x',
          attachments: [mateFile],
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('ticket remarks', () => {
  it('takes text and up to 3 images; refuses any other file, a follower and a closed ticket', async () => {
    const owner = await signIn(ctx);
    const mate = await signIn(ctx);
    const stranger = await signIn(ctx);
    await colleagues(ctx, '91110000AT02', owner, mate);
    const id = (await call('POST', '/api/tickets', owner.headers, ticketForm)).json().result.id as number;
    await call('POST', `/api/tickets/${id}/followers`, owner.headers, { account: mate.username });
    const url = `/api/tickets/${id}/remarks`;
    const png = await pngFile();
    const imgs = await Promise.all(
      [0, 1, 2, 3].map((i) => attachmentId(ctx, owner.headers, png, `r${i}.png`)),
    );
    const pdf = await attachmentId(ctx, owner.headers, pdfFile(), 'r.pdf');

    expect((await call('POST', url, visitorHeaders(), { body: 'x' })).statusCode).toBe(401);
    expect((await call('POST', url, stranger.headers, { body: 'x' })).statusCode).toBe(404);
    expect((await call('POST', url, mate.headers, { body: 'x' })).statusCode).toBe(403);
    const noBody = await call('POST', url, owner.headers, { body: ' ', images: [] });
    expect(fieldsOf(noBody)).toEqual(['body']);
    const four = await call('POST', url, owner.headers, { body: 'four', images: imgs });
    expect(four.statusCode).toBe(422);
    expect(fieldsOf(four)).toEqual(['images']);
    const notImage = await call('POST', url, owner.headers, { body: 'pdf', images: [imgs[0], pdf] });
    expect(notImage.statusCode).toBe(422);
    expect(fieldsOf(notImage)).toEqual(['images']);
    expect(notImage.json().message).toBe('备注只能上传图片');

    const ok = await call('POST', url, owner.headers, { body: 'Board photos', images: imgs.slice(0, 3) });
    expect(ok.statusCode).toBe(200);
    const remark = ok.json().result.messages.at(-1);
    expect(remark).toMatchObject({ kind: 'remark', staff: false });
    expect(remark.attachments).toHaveLength(3);
    // followers read remarks and their images
    const seen = (await call('GET', `/api/tickets/${id}`, mate.headers)).json().result;
    expect(seen.messages.map((m: { kind: string }) => m.kind)).toEqual(['remark']);
    expect((await call('GET', remark.attachments[0].url, mate.headers)).statusCode).toBe(200);

    await call('POST', `/api/tickets/${id}/transition`, owner.headers, { event: 'close' });
    const closed = await call('POST', url, owner.headers, { body: 'late' });
    expect(closed.statusCode).toBe(409);
  });
});
