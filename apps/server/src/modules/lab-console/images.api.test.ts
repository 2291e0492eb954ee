import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLabImages } from '../../db/seed/lab-images';
import { labBoardImages, labBoardModels } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { en, makeBoard } from '../lab-reservations/test-fixtures';
import { labFilePath } from './storage';
import { multipart } from './test-support';

type Headers = Record<string, string>;
let ctx: TestContext;
let uploadDir: string;
let admin: Headers;

beforeAll(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'occ-lab-images-'));
  ctx = await createTestApp({ env: { LAB_UPLOAD_MAX_MB: '1', UPLOAD_DIR: uploadDir } });
  admin = en((await signIn(ctx, { roles: ['admin'] })).headers);
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(uploadDir, { recursive: true, force: true });
});

const url = (boardId: number) => `/api/admin/lab/boards/${boardId}/images`;
const add = (
  headers: Headers,
  boardId: number,
  fields: Record<string, string>,
  file: { data: Buffer; filename: string } = { data: Buffer.from('fw'), filename: 'u-boot.bin' },
) => {
  const body = multipart(file, fields);
  return ctx.app.inject({
    method: 'POST',
    url: url(boardId),
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const imagesOnDisk = async () =>
  (await fs.readdir(path.join(uploadDir, 'lab-images')).catch(() => [] as string[])).filter(
    (f) => !f.endsWith('.type'),
  );

describe('board image catalogue (admin)', () => {
  it('adds, lists (paged) and deletes images with their files', async () => {
    const { boardId } = await makeBoard(ctx.database.db);
    const data = Buffer.from('U-Boot firmware bytes');
    const res = await add(
      admin,
      boardId,
      { target: 'hardware', name: 'U-Boot (Debian)', description: ' Debian build ', bootCommand: '' },
      { data, filename: 'u-boot.bin' },
    );
    expect(res.statusCode).toBe(200);
    const image = res.json().result;
    expect(image).toMatchObject({
      boardModelId: boardId,
      target: 'hardware',
      name: 'U-Boot (Debian)',
      description: 'Debian build',
      fileName: 'u-boot.bin',
      size: data.length,
      bootCommand: null,
    });
    const [row] = await ctx.database.db.select().from(labBoardImages).where(eq(labBoardImages.id, image.id));
    expect(await fs.readFile(labFilePath(ctx.config, 'image', row!.storageKey))).toEqual(data);

    // fields after the file part count too
    const after = multipart(
      { data: Buffer.from('occ_hello=echo hi'), filename: 'hello.env' },
      { target: 'application', name: 'Hello', bootCommand: 'dhcp 0x84000000 10.0.2.2:{name}' },
      { fieldsAfter: true },
    );
    const second = await ctx.app.inject({
      method: 'POST',
      url: url(boardId),
      headers: { ...admin, 'content-type': after.contentType },
      payload: after.payload,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().result).toMatchObject({
      target: 'application',
      name: 'Hello',
      fileName: 'hello.env',
      bootCommand: 'dhcp 0x84000000 10.0.2.2:{name}',
    });

    const list = await ctx.app.inject({ method: 'GET', url: `${url(boardId)}?pageSize=1`, headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().result).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(list.json().result.items[0].target).toBe('application');

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/lab/images/${image.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect(await imagesOnDisk()).not.toContain(row!.storageKey);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/lab/images/${image.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('The image does not exist');
  });

  it('refuses bad fields and bad files with 422, an unknown board with 404, and stores nothing', async () => {
    const { boardId } = await makeBoard(ctx.database.db);
    const before = await imagesOnDisk();
    const cases: [Record<string, string>, { data: Buffer; filename: string } | undefined, string][] = [
      [{ name: 'x' }, undefined, 'target'],
      [{ target: 'software', name: 'x' }, undefined, 'target'],
      [{ target: 'hardware' }, undefined, 'name'],
      [{ target: 'hardware', name: 'x'.repeat(65) }, undefined, 'name'],
      [{ target: 'hardware', name: 'x', bootCommand: 'b'.repeat(1001) }, undefined, 'bootCommand'],
      [{ target: 'hardware', name: 'x' }, { data: Buffer.from('x'), filename: 'bad name.bin' }, 'file'],
      [{ target: 'hardware', name: 'x' }, { data: Buffer.alloc(0), filename: 'empty.bin' }, 'file'],
      [
        { target: 'hardware', name: 'x' },
        { data: Buffer.alloc(1024 * 1024 + 1), filename: 'big.bin' },
        'file',
      ],
    ];
    for (const [fields, file, field] of cases) {
      const res = await add(admin, boardId, fields, file);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().result.fields[0].field).toBe(field);
    }
    const messages = async (fields: Record<string, string>) =>
      (await add(admin, boardId, fields)).json().result.fields.map((f: { message: string }) => f.message);
    expect(await messages({})).toEqual(['Image type is required', 'Name is required']);
    expect(await messages({ target: 'software', name: 'x' })).toEqual(['Image type is invalid']);
    expect(await messages({ target: 'hardware', name: 'x'.repeat(65) })).toEqual([
      'Name must be at most 64 characters',
    ]);
    const missing = await add(admin, 999_999, { target: 'hardware', name: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(await imagesOnDisk()).toEqual(before);
    expect(
      await ctx.database.db.select().from(labBoardImages).where(eq(labBoardImages.boardModelId, boardId)),
    ).toEqual([]);
    const lister = await ctx.app.inject({ method: 'GET', url: url(999_999), headers: admin });
    expect(lister.statusCode).toBe(404);
  });

  it('is for administrators only: visitors 401, users 403 (before any validation)', async () => {
    const { boardId } = await makeBoard(ctx.database.db);
    const user = en((await signIn(ctx)).headers);
    // support staff review lab applications but do not manage the inventory
    const support = en((await signIn(ctx, { roles: ['support'] })).headers);
    for (const [headers, status] of [
      [visitorHeaders(), 401],
      [user, 403],
      [support, 403],
    ] as const) {
      expect((await ctx.app.inject({ method: 'GET', url: url(boardId), headers })).statusCode).toBe(status);
      expect((await add(headers, boardId, { target: 'hardware', name: 'x' })).statusCode).toBe(status);
      expect((await add(headers, boardId, {})).statusCode).toBe(status);
      const del = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/lab/images/1', headers });
      expect(del.statusCode).toBe(status);
    }
    expect(
      await ctx.database.db.select().from(labBoardImages).where(eq(labBoardImages.boardModelId, boardId)),
    ).toEqual([]);
  });

  it('seeds the demo images of the emulated board: a greeting application, and U-Boot when Debian ships it', async () => {
    const { boardId } = await makeBoard(ctx.database.db);
    await ctx.database.db
      .update(labBoardModels)
      .set({ name: 'QEMU virt RV64 (emulated)' })
      .where(eq(labBoardModels.id, boardId));
    const uboot = await fs.readFile('/usr/lib/u-boot/qemu-riscv64_smode/u-boot.bin').catch(() => null);
    expect(await seedLabImages(ctx.database.db, ctx.app.storage)).toBe(uboot ? 2 : 1);
    const rows = await ctx.database.db
      .select()
      .from(labBoardImages)
      .where(eq(labBoardImages.boardModelId, boardId));
    const hello = rows.find((r) => r.target === 'application')!;
    expect(hello).toMatchObject({ fileName: 'occ-hello.env' });
    expect(hello.bootCommand).toContain('{name}');
    expect(await fs.readFile(labFilePath(ctx.config, 'image', hello.storageKey), 'utf8')).toContain(
      'occ_hello=echo',
    );
    if (uboot) {
      const fw = rows.find((r) => r.target === 'hardware')!;
      expect(fw).toMatchObject({ name: 'U-Boot (Debian)', fileName: 'u-boot.bin', size: uboot.length });
      // Buffer#equals: a deep toEqual over a 700 KB buffer takes tens of seconds
      expect((await fs.readFile(labFilePath(ctx.config, 'image', fw.storageKey))).equals(uboot)).toBe(true);
    }
  });
});
