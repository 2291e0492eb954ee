import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labSessionFiles } from '../../db/schema';
import { labFilePath } from './storage';
import { reservationFixture } from './test-support';
import {
  useConsoleApp,
  ctx,
  hub,
  base,
  get,
  post,
  upload,
  events,
  filesOnDisk,
  addImage,
} from './console-api-setup';

// The lab console: uploads to the board and loading images.

useConsoleApp();

describe('upload to the board', () => {
  it('stores the file under a generated key, has the agent fetch it, and lists it as delivered', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const data = Buffer.from('print("hello board")\n');
    const res = await upload(owner.headers, reservationId, { data, filename: 'hello_v1.2-final.py' });
    expect(res.statusCode).toBe(200);
    const file = res.json().result;
    expect(file).toMatchObject({ name: 'hello_v1.2-final.py', size: data.length, delivered: true });

    const [row] = await ctx.database.db.select().from(labSessionFiles).where(eq(labSessionFiles.id, file.id));
    expect(row!.storageKey).toMatch(/^[a-f0-9]{32}$/);
    expect(await fs.readFile(labFilePath(ctx.config, 'session', row!.storageKey))).toEqual(data);
    expect(await filesOnDisk()).not.toContain('hello_v1.2-final.py');

    // it is in the user's home directory (/people/my/file) and downloads from there
    const mine = (await get(owner.headers, '/api/my/files')).json().result;
    const home = mine.items.find((f: { name: string }) => f.name === 'hello_v1.2-final.py');
    expect(home).toMatchObject({ size: data.length, boundTo: 'lab' });
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/my/files/${home.id}/link`,
      headers: owner.headers,
    });
    const download = await ctx.app.inject({ method: 'GET', url: link.json().result.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(data)).toBe(true);
    expect(crypto.createHash('sha256').update(download.rawPayload).digest('hex')).toBe(
      crypto.createHash('sha256').update(data).digest('hex'),
    );
    expect(hub.calls[0]!.action).toEqual({
      kind: 'upload',
      fileId: file.id,
      name: 'hello_v1.2-final.py',
      size: data.length,
      url: `/api/lab/agent/files/session/${file.id}`,
    });
    // a name field before the file renames it; Chinese letters are letters
    const renamed = await upload(
      owner.headers,
      reservationId,
      { data, filename: 'x.py' },
      { name: '程序.py' },
    );
    expect(renamed.json().result.name).toBe('程序.py');

    // a UTF-8 part file name is read as such
    const utf8 = await upload(owner.headers, reservationId, { data, filename: 'прошивка.bin' });
    expect(utf8.json().result.name).toBe('прошивка.bin');

    const info = (await get(owner.headers, `${base(reservationId)}/console`)).json().result;
    expect(info.files.map((f: { name: string }) => f.name)).toEqual([
      'прошивка.bin',
      '程序.py',
      'hello_v1.2-final.py',
    ]);
    expect((await events(reservationId)).map((e) => [e.kind, e.ok, e.detail])).toEqual([
      ['upload', true, 'hello_v1.2-final.py'],
      ['upload', true, '程序.py'],
      ['upload', true, 'прошивка.bin'],
    ]);
  });

  it('refuses bad names, empty and oversized files before the board is involved, leaving nothing behind', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const before = await filesOnDisk();
    const refused = async (
      file: { data: Buffer; filename: string } | null,
      message: string,
      fields: Record<string, string> = {},
    ) => {
      const res = await upload(owner.headers, reservationId, file, fields);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().result.fields[0]).toEqual({ field: 'file', message });
    };
    const nameRule = 'The file name may only contain letters, digits, dots, hyphens and underscores';
    for (const filename of ['my file.txt', 'a;rm -rf.sh', '<script>.txt', '.hidden', 'a$b', 'naïve?.txt'])
      await refused({ data: Buffer.from('x'), filename }, nameRule);
    await refused({ data: Buffer.from('x'), filename: 'ok.txt' }, nameRule, { name: '../../etc/passwd' });
    await refused(
      { data: Buffer.from('x'), filename: `${'a'.repeat(101)}` },
      'File must be at most 100 characters',
    );
    await refused({ data: Buffer.alloc(0), filename: 'empty.bin' }, 'The file cannot be 0');
    await refused(null, 'The file cannot be 0');
    await refused(
      { data: Buffer.alloc(1024 * 1024 + 1), filename: 'big.bin' },
      'The file is larger than 1 MB',
    );
    // announced far over the limit: refused from the Content-Length alone
    await refused(
      { data: Buffer.alloc(3 * 1024 * 1024), filename: 'huge.bin' },
      'The file is larger than 1 MB',
    );
    // exactly at the limit is fine
    expect(
      (
        await upload(owner.headers, reservationId, {
          data: Buffer.alloc(1024 * 1024, 7),
          filename: 'max.bin',
        })
      ).statusCode,
    ).toBe(200);
    expect(hub.kinds()).toEqual(['upload']);
    expect((await filesOnDisk()).length).toBe(before.length + 1);

    const notMultipart = await post(owner.headers, `${base(reservationId)}/files`, { file: 'x' });
    expect(notMultipart.statusCode).toBe(422);
  });

  it('answers "Upload failed" with the agent\'s reason and keeps neither the row nor the bytes', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const before = await filesOnDisk();
    hub.on('upload', () => ({ ok: false, error: 'download_failed', message: 'no space left on the board' }));
    const res = await upload(owner.headers, reservationId, { data: Buffer.from('abc'), filename: 'a.bin' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Upload failed: no space left on the board');
    expect(
      await ctx.database.db
        .select()
        .from(labSessionFiles)
        .where(eq(labSessionFiles.reservationId, reservationId)),
    ).toEqual([]);
    expect(await filesOnDisk()).toEqual(before);
    expect((await events(reservationId)).map((e) => [e.kind, e.ok, e.detail])).toEqual([
      ['upload', false, 'a.bin: no space left on the board'],
    ]);
  });
});

describe('application and hardware loading', () => {
  it("loads a catalogue image of the reservation's board model, or one of this session's uploads", async () => {
    const { reservationId, owner, boardId } = await reservationFixture(ctx);
    const app = await addImage(boardId, 'application', 'Hello');
    const fw = await addImage(boardId, 'hardware', 'Firmware');
    const ok1 = await post(owner.headers, `${base(reservationId)}/load`, {
      target: 'application',
      imageId: app.id,
    });
    expect(ok1.statusCode).toBe(200);
    expect(ok1.json().result).toMatchObject({
      kind: 'load_image',
      ok: true,
      detail: 'application: hello.bin',
    });
    await post(owner.headers, `${base(reservationId)}/load`, { target: 'hardware', imageId: fw.id });
    const file = (
      await upload(owner.headers, reservationId, { data: Buffer.from('fw'), filename: 'my-fw.bin' })
    ).json().result;
    await post(owner.headers, `${base(reservationId)}/load`, { target: 'hardware', fileId: file.id });
    const loads = hub.calls.filter((c) => c.action.kind === 'loadImage').map((c) => c.action);
    expect(loads).toEqual([
      {
        kind: 'loadImage',
        target: 'application',
        name: 'hello.bin',
        url: `/api/lab/agent/files/image/${app.id}`,
        bootCommand: 'go {name}',
      },
      {
        kind: 'loadImage',
        target: 'hardware',
        name: 'firmware.bin',
        url: `/api/lab/agent/files/image/${fw.id}`,
      },
      {
        kind: 'loadImage',
        target: 'hardware',
        name: 'my-fw.bin',
        url: `/api/lab/agent/files/session/${file.id}`,
      },
    ]);
  });

  it("refuses another board's image, the wrong target, another session's file, and a malformed choice", async () => {
    const { reservationId, owner, boardId } = await reservationFixture(ctx);
    const other = await reservationFixture(ctx);
    const foreign = await addImage(other.boardId, 'application', 'Foreign');
    const fw = await addImage(boardId, 'hardware', 'Firmware');
    const theirs = (
      await upload(other.owner.headers, other.reservationId, { data: Buffer.from('x'), filename: 'x.bin' })
    ).json().result;
    hub.calls = [];
    for (const body of [
      { target: 'application', imageId: foreign.id },
      { target: 'application', imageId: fw.id },
      { target: 'application', imageId: 999_999 },
      { target: 'application', fileId: theirs.id },
    ]) {
      const res = await post(owner.headers, `${base(reservationId)}/load`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().message).toBe('The image does not exist');
    }
    for (const body of [
      { target: 'application' },
      { target: 'application', imageId: fw.id, fileId: theirs.id },
      { target: 'firmware', imageId: fw.id },
      { target: 'hardware', fileId: 'not-a-uuid' },
    ]) {
      const res = await post(owner.headers, `${base(reservationId)}/load`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      if (body.target === 'firmware')
        expect(res.json().result.fields[0].message).toMatch(/Image type|镜像类型/);
    }
    expect(hub.calls).toEqual([]);

    hub.on('loadImage', () => ({
      ok: false,
      error: 'board_not_ready',
      message: 'the board did not reach its prompt',
    }));
    const failed = await post(owner.headers, `${base(reservationId)}/load`, {
      target: 'hardware',
      imageId: fw.id,
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('Loading failed: the board did not reach its prompt');
  });
});
