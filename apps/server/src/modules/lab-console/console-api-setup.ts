import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { labBoardImages, labSessionEvents } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';
import { FakeHub, multipart, useFakeHub } from './test-support';

// Shared setup of the lab console API tests (console-*.api.test.ts): the app with a fake hub.

export type Headers = Record<string, string>;

export let ctx: TestContext;
export let hub: FakeHub;
export let uploadDir: string;

export const base = (id: string) => `/api/lab/reservations/${id}`;

export const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url, headers });

export const post = (headers: Headers, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

export const upload = (
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

export const events = (reservationId: string) =>
  ctx.database.db
    .select()
    .from(labSessionEvents)
    .where(eq(labSessionEvents.reservationId, reservationId))
    .orderBy(labSessionEvents.id);

/** The stored session files on the local disk driver (UPLOAD_DIR/lab-files), without the content-type files beside them. */
export const filesOnDisk = async () =>
  (await fs.readdir(path.join(uploadDir, 'lab-files')).catch(() => [] as string[])).filter(
    (f) => !f.endsWith('.type'),
  );

export async function addImage(boardModelId: number, target: 'application' | 'hardware', name: string) {
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
export const actions = (id: string, headers: Headers) => ({
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
export const reads = (id: string, headers: Headers) => ({
  'labConsole.report': () => get(headers, `${base(id)}/report`),
  'testJobs.list': () => get(headers, `${base(id)}/test-jobs`),
});

/** The app of these tests and its users, made once per test file; `env` adds settings (S3 storage). */
export function useConsoleApp(env: () => Record<string, string> = () => ({})) {
  beforeAll(async () => {
    uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'occ-lab-console-'));
    ctx = await createTestApp({
      env: { LAB_UPLOAD_MAX_MB: '1', UPLOAD_DIR: uploadDir, RATE_LIMIT_PER_MINUTE: '100000', ...env() },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(uploadDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    hub = useFakeHub(ctx);
  });
}
