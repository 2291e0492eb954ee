import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '@occ/shared';
import { labBoardImages, labSessionEvents, labSessionFiles } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { createTestApp, visitorHeaders, type TestContext } from '../../test/harness';
import { makeBoard } from '../lab-reservations/test-fixtures';
import { labFilePath } from './storage';
import { FakeHub, multipart, PNG_1PX, reservationFixture, useFakeHub } from './test-support';

type Headers = Record<string, string>;
let ctx: TestContext;
let hub: FakeHub;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'occ-lab-console-'));
  ctx = await createTestApp({
    env: { LAB_UPLOAD_MAX_MB: '1', UPLOAD_DIR: uploadDir, RATE_LIMIT_PER_MINUTE: '100000' },
  });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(uploadDir, { recursive: true, force: true });
});
beforeEach(() => {
  hub = useFakeHub(ctx);
});

const base = (id: string) => `/api/lab/reservations/${id}`;
const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url, headers });
const post = (headers: Headers, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const upload = (
  headers: Headers,
  id: string,
  file: { data: Buffer; filename: string } | null,
  fields = {},
) => {
  const body = multipart(file, fields);
  return ctx.app.inject({
    method: 'POST',
    url: `${base(id)}/files`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const events = (reservationId: string) =>
  ctx.database.db
    .select()
    .from(labSessionEvents)
    .where(eq(labSessionEvents.reservationId, reservationId))
    .orderBy(labSessionEvents.id);
const filesOnDisk = async () => fs.readdir(path.join(uploadDir, 'lab-files')).catch(() => [] as string[]);

async function addImage(boardModelId: number, target: 'application' | 'hardware', name: string) {
  const [row] = await ctx.database.db
    .insert(labBoardImages)
    .values({
      boardModelId,
      target,
      name,
      description: `${name} image`,
      storageKey: '0123456789abcdef0123456789abcdef',
      fileName: `${name.toLowerCase()}.bin`,
      size: 10,
      bootCommand: target === 'application' ? 'go {name}' : null,
    })
    .returning();
  return row!;
}

/** Every endpoint that acts on the board (needs the running slot). */
const actions = (id: string, headers: Headers) => ({
  'labConsole.get': () => get(headers, `${base(id)}/console`),
  'labConsole.reset': () => post(headers, `${base(id)}/reset`, { kind: 'board' }),
  'labConsole.upload': () => upload(headers, id, { data: Buffer.from('hello'), filename: 'hello.txt' }),
  'labConsole.camera': () => get(headers, `${base(id)}/camera`),
  'labConsole.load': () => post(headers, `${base(id)}/load`, { target: 'application', imageId: 1 }),
  'testJobs.create': () =>
    post(headers, `${base(id)}/test-jobs`, {
      name: 'smoke',
      steps: [{ name: 'echo', send: 'echo hi', expect: 'hi' }],
    }),
});
/** Endpoints that only read the session (owner only, also after the slot). */
const reads = (id: string, headers: Headers) => ({
  'labConsole.report': () => get(headers, `${base(id)}/report`),
  'testJobs.list': () => get(headers, `${base(id)}/test-jobs`),
});

describe('who may use the console', () => {
  it('refuses visitors (401) and other users (404, like a missing reservation) on every endpoint', async () => {
    const { reservationId } = await reservationFixture(ctx);
    const other = await reservationFixture(ctx);
    for (const [headers, status] of [
      [visitorHeaders(), 401],
      [other.owner.headers, 404],
    ] as const) {
      for (const [op, call] of Object.entries({
        ...actions(reservationId, headers),
        ...reads(reservationId, headers),
      })) {
        const res = await call();
        expect(res.statusCode, `${op} ${status}`).toBe(status);
        expect(res.json().success).toBe(false);
      }
    }
    const missing = await get(other.owner.headers, `${base('00000000-0000-4000-8000-000000000000')}/console`);
    expect(missing.statusCode).toBe(404);
    expect(hub.calls).toEqual([]);
  });

  it('answers 409 outside the slot for actions, but lets the owner read the report and results', async () => {
    for (const when of ['future', 'ended'] as const) {
      const { reservationId, owner } = await reservationFixture(ctx, when);
      for (const [op, call] of Object.entries(actions(reservationId, owner.headers))) {
        const res = await call();
        expect(res.statusCode, `${op} ${when}`).toBe(409);
        expect(res.json().message).toBe('This reservation is not in its active time slot');
      }
      for (const [op, call] of Object.entries(reads(reservationId, owner.headers)))
        expect((await call()).statusCode, `${op} ${when}`).toBe(200);
    }
    expect(hub.calls).toEqual([]);
  });

  it('refuses an owner whose lab grant is gone (403) in the running slot', async () => {
    const { reservationId, owner } = await reservationFixture(ctx, 'active', { granted: false });
    for (const [op, call] of Object.entries(actions(reservationId, owner.headers))) {
      const res = await call();
      expect(res.statusCode, op).toBe(403);
      expect(res.json().message).toBe('Failed to obtain permission');
    }
    expect(hub.calls).toEqual([]);
  });

  it('says "The environment is not ready" to every action while an environment reset runs', async () => {
    const { reservationId, owner, deviceId } = await reservationFixture(ctx);
    hub.states.set(deviceId, 'env_resetting');
    const { 'labConsole.get': info, ...rest } = actions(reservationId, owner.headers);
    for (const [op, call] of Object.entries(rest)) {
      const res = await call();
      expect(res.statusCode, op).toBe(409);
      expect(res.json().message).toBe(
        'The environment is not ready (wait 3-5 minutes then refresh terminal)',
      );
    }
    expect((await info()).json().result.boardState).toBe('env_resetting');
    expect(hub.calls).toEqual([]);
  });

  it('keeps the XSRF check on board actions', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const headers = { ...owner.headers };
    delete (headers as Partial<Headers>)['x-xsrf-token'];
    expect((await post(headers, `${base(reservationId)}/reset`, { kind: 'board' })).statusCode).toBe(403);
    expect(hub.calls).toEqual([]);
  });
});

describe('console info', () => {
  it("shows the board, the slot, the agent's board state, this board model's images and my uploads", async () => {
    const { reservationId, owner, boardId, deviceId } = await reservationFixture(ctx);
    const app = await addImage(boardId, 'application', 'Hello');
    const fw = await addImage(boardId, 'hardware', 'Firmware');
    const elsewhere = await makeBoard(ctx.database.db);
    await addImage(elsewhere.boardId, 'application', 'Foreign');
    hub.states.set(deviceId, 'booting');

    const res = await get(owner.headers, `${base(reservationId)}/console`);
    expect(res.statusCode).toBe(200);
    const info = res.json().result;
    expect(info).toMatchObject({ reservationId, boardState: 'booting', canOperate: true, files: [] });
    expect(info.boardName).toMatch(/^B/);
    expect(info.deviceName).toMatch(/^D/);
    expect(Date.parse(info.endsAt)).toBeGreaterThan(Date.now());
    expect(info.images).toEqual([
      { id: app.id, target: 'application', name: 'Hello', description: 'Hello image' },
      { id: fw.id, target: 'hardware', name: 'Firmware', description: 'Firmware image' },
    ]);

    hub.states.set(deviceId, 'agent_offline');
    const offline = (await get(owner.headers, `${base(reservationId)}/console`)).json().result;
    expect(offline).toMatchObject({ boardState: 'agent_offline', canOperate: false });
    hub.states.set(deviceId, 'env_resetting');
    expect((await get(owner.headers, `${base(reservationId)}/console`)).json().result.canOperate).toBe(false);
  });
});

describe('reset', () => {
  it('resets the board or the environment through the agent and logs both', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const board = await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'board' });
    expect(board.statusCode).toBe(200);
    expect(board.json().result).toMatchObject({ kind: 'reset', ok: true });
    const env = await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'environment' });
    expect(env.json().result).toMatchObject({ kind: 'env_reset', ok: true });
    expect(hub.calls.map((c) => [c.reservationId, c.action])).toEqual([
      [reservationId, { kind: 'reset' }],
      [reservationId, { kind: 'envReset' }],
    ]);
    // about a minute for a board, 3-5 minutes for an environment: the waits allow for it
    expect(hub.calls[0]!.timeoutMs).toBeGreaterThanOrEqual(60_000);
    expect(hub.calls[1]!.timeoutMs).toBeGreaterThanOrEqual(300_000);
    expect((await events(reservationId)).map((e) => [e.kind, e.ok, e.userId])).toEqual([
      ['reset', true, owner.userId],
      ['env_reset', true, owner.userId],
    ]);
  });

  it("answers the spec's reset failure with the agent's reason, and the hub's own refusals as they are", async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    hub.on('reset', () => ({ ok: false, error: 'qmp_failed', message: 'QMP did not answer' }));
    const failed = await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'board' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('Reset failed: QMP did not answer');
    const zh = await post({ ...owner.headers, 'accept-language': 'zh-CN' }, `${base(reservationId)}/reset`, {
      kind: 'board',
    });
    expect(zh.json().message).toBe('重置失败：QMP did not answer');

    hub.on('envReset', () => {
      throw new AppError(503, Code.INTERNAL, 'labAgentOffline');
    });
    const offline = await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'environment' });
    expect(offline.statusCode).toBe(503);
    expect(offline.json().message).toBe('The board is offline (its lab agent is not connected)');
    expect((await events(reservationId)).map((e) => [e.kind, e.ok, e.detail])).toEqual([
      ['reset', false, 'QMP did not answer'],
      ['reset', false, 'QMP did not answer'],
      ['env_reset', false, 'The board is offline (its lab agent is not connected)'],
    ]);
  });

  it('refuses a second reset while one is running (409) and validates the kind (422)', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    let finish!: () => void;
    hub.on('reset', () => new Promise((resolve) => (finish = () => resolve({ ok: true }))));
    const first = post(owner.headers, `${base(reservationId)}/reset`, { kind: 'board' });
    await expect.poll(() => hub.calls.length).toBe(1);
    const second = await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'environment' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Another action is still running on this board');
    finish();
    expect((await first).statusCode).toBe(200);
    expect(hub.calls).toHaveLength(1);

    const bad = await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'everything' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe('kind');
    // named for what it is here, not the permission type the shared label means elsewhere
    expect(bad.json().result.fields[0].message).toMatch(/Reset type|重置类型/);
  });
});

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

describe('camera', () => {
  it("sends the board's picture with its real type, never cached", async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const res = await get(owner.headers, `${base(reservationId)}/camera`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload).toEqual(PNG_1PX);

    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
    // the agent's claimed type does not matter: the bytes decide
    hub.on('camera', () => ({ ok: true, data: { mime: 'image/png', data: jpeg.toString('base64') } }));
    expect((await get(owner.headers, `${base(reservationId)}/camera`)).headers['content-type']).toBe(
      'image/jpeg',
    );
  });

  it('answers "Camera exception (contact administrator)" for a failure or bytes that are not an image', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    for (const answer of [
      { ok: false, error: 'camera_failed', message: 'no frame' },
      { ok: true, data: { mime: 'image/png', data: html } },
      { ok: true, data: { mime: 'image/png' } },
    ]) {
      hub.on('camera', () => answer);
      const res = await get(owner.headers, `${base(reservationId)}/camera`);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Camera exception (contact administrator)');
    }
    // one log entry per run of failures, however often the panel asks
    expect((await events(reservationId)).map((e) => [e.kind, e.ok])).toEqual([['camera', false]]);
    hub.on('camera', () => ({ ok: false, error: 'camera_failed', message: 'no frame' }));
    await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'board' });
    await get(owner.headers, `${base(reservationId)}/camera`);
    expect((await events(reservationId)).map((e) => [e.kind, e.ok])).toEqual([
      ['camera', false],
      ['reset', true],
      ['camera', false],
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

describe('session report', () => {
  it('downloads an escaped HTML file with the board, slot, actions, test jobs and console log', async () => {
    const { reservationId, owner } = await reservationFixture(ctx);
    await post(owner.headers, `${base(reservationId)}/reset`, { kind: 'board' });
    await upload(owner.headers, reservationId, { data: Buffer.from('x'), filename: 'notes.txt' });
    hub.consoleBytes = Buffer.from(
      'U-Boot 2023.01\r\n=> echo <script>alert("x")</script>\r\n\u001b[31mred\u001b[0m\r\n',
    );

    const res = await get(owner.headers, `${base(reservationId)}/report`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lab-session-D[\w-]+-\d{4}-\d\d-\d\d\.html"$/,
    );
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('Cloud lab session report');
    expect(html).toContain(owner.username);
    expect(html).toContain('Board reset');
    expect(html).toContain('notes.txt');
    expect(html).toContain('=&gt; echo &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('\u001b');
    expect(html).toContain('red');

    // after the slot the agent no longer holds the log: the report says so
    const ended = await reservationFixture(ctx, 'ended');
    const later = await get(ended.owner.headers, `${base(ended.reservationId)}/report`);
    expect(later.statusCode).toBe(200);
    expect(later.body).toContain('The console log is not available');
    const zh = await get(
      { ...ended.owner.headers, 'accept-language': 'zh-CN' },
      `${base(ended.reservationId)}/report`,
    );
    expect(zh.body).toContain('云实验室会话报告');
    const rows = await ctx.database.db
      .select()
      .from(labSessionEvents)
      .where(and(eq(labSessionEvents.reservationId, reservationId), eq(labSessionEvents.kind, 'reset')));
    expect(rows).toHaveLength(1);
  });
});
