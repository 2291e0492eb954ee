import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { certifiedEnterprise, hex, signedInPage, type Jar } from './api';
import { hydrated, launchBrowser, pick, step } from './browser';

// Resumable enterprise resource uploads in a real browser (the portal runs with 512 KiB chunks,
// global-setup.ts): a file of a few MB goes up in several chunks with a progress bar that reaches
// 100 %; a chunk lost on the way is sent again from the offset the server reports; after a
// reload, choosing the same file continues the upload where the server stands.

const base = inject('baseUrl');
const CHUNK = 512 * 1024;
const UPLOAD = /^\/api\/my\/uploads\/[^/]+$/;
const COMPLETE = /^\/api\/my\/uploads\/[^/]+\/resource$/;

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'occ-upload-'));
});
afterAll(async () => {
  await browser?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** A gzip file of about `mb` MB on disk (a real file, so choosing it again gives the same date). */
async function archiveFile(name: string, mb: number) {
  const data = zlib.gzipSync(crypto.randomBytes(Math.round(mb * 1024 * 1024)), { level: 0 });
  const file = path.join(dir, name);
  await fs.writeFile(file, data);
  return { file, data, sha256: crypto.createHash('sha256').update(data).digest('hex') };
}

async function fillForm(page: Page, name: string, file: string) {
  await page.goto(`${base}/people/my/download/addResource`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: 'Upload a resource' }).waitFor();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await pick(page, 'Type', 'Store');
  await page.getByTestId('resource-file').setInputFiles(file);
}

const pathOf = (r: Request) => new URL(r.url()).pathname;

/** The user's resource named `name` as the server has it. */
async function mineNamed(jar: Jar, name: string) {
  const page = await jar.ok<{ items: { name: string; size: number; sha256: string }[] }>(
    'GET',
    '/api/my/resources?page=1&pageSize=50',
  );
  return page.items.find((i) => i.name === name);
}

describe('resumable resource uploads', () => {
  it('a multi-chunk upload shows its progress to 100 % and sends a lost chunk again from the server offset', async () => {
    const { user } = await certifiedEnterprise('ru', 'Chunk Works');
    const name = `Firmware ${hex(3)}`;
    const { file, data, sha256 } = await archiveFile(`firmware-${hex(3)}.tar.gz`, 2.5);
    expect(data.length).toBeGreaterThan(4 * CHUNK);
    const { context, page } = await signedInPage(browser, user.jar);
    const offsets: string[] = [];
    let patches = 0;
    let releaseStatus!: () => void;
    const statusHeld = new Promise<void>((r) => (releaseStatus = r));
    let releaseComplete!: () => void;
    const completeHeld = new Promise<void>((r) => (releaseComplete = r));
    try {
      await page.route('**/api/my/uploads/**', async (route: Route) => {
        const req = route.request();
        if (req.method() === 'PATCH' && UPLOAD.test(pathOf(req))) {
          offsets.push(req.headers()['upload-offset'] ?? '');
          // the third chunk is lost on the way
          if (++patches === 3) return route.abort('failed');
        }
        // the page asks where the server stands after the loss: held until its notice is seen
        if (req.method() === 'GET' && UPLOAD.test(pathOf(req))) await statusHeld;
        // the completion waits until the full bar has been seen
        if (req.method() === 'POST' && COMPLETE.test(pathOf(req))) await completeHeld;
        return route.continue();
      });
      await step(page, 'form', () => fillForm(page, name, file));
      await step(page, 'lost chunk retried', async () => {
        await page.getByRole('button', { name: 'Upload and submit for review' }).click();
        await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
        await page.getByText('The connection dropped: trying again (1 of 4)').waitFor();
        releaseStatus();
      });
      await step(page, 'progress reaches 100 %', async () => {
        await page.locator('[role="progressbar"][aria-valuenow="100"]').waitFor({ timeout: 60_000 });
        const answer = page.waitForResponse((r) => COMPLETE.test(pathOf(r.request())), { timeout: 60_000 });
        releaseComplete();
        expect((await answer).status()).toBe(200);
        await page.waitForURL(/\/people\/my\/download$/);
        await page
          .getByRole('row', { name: new RegExp(name) })
          .getByText('Waiting for review')
          .waitFor();
      });
      // every byte went once, in order: the lost chunk's offset is the one sent again
      const chunks = Math.ceil(data.length / CHUNK);
      const expected = Array.from({ length: chunks }, (_, i) => String(i * CHUNK));
      expected.splice(3, 0, String(2 * CHUNK));
      expect(offsets).toEqual(expected);
      expect(await mineNamed(user.jar, name)).toMatchObject({ size: data.length, sha256 });
    } finally {
      await context.close();
    }
  }, 180_000);

  it('after a reload, choosing the same file continues the upload where the server stands', async () => {
    const { user } = await certifiedEnterprise('rr', 'Resume Works');
    const name = `SDK ${hex(3)}`;
    const { file, data, sha256 } = await archiveFile(`sdk-${hex(3)}.tar.gz`, 2.5);
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      let id = '';
      let patches = 0;
      let stop!: () => void;
      const stopped = new Promise<void>((r) => (stop = r));
      await page.route('**/api/my/uploads/**', async (route: Route) => {
        const req = route.request();
        // the connection goes after two chunks: the third never arrives
        if (req.method() === 'PATCH' && ++patches >= 3) {
          id ||= pathOf(req).split('/').pop()!;
          stop();
          return route.abort('failed');
        }
        if (req.method() === 'GET' && patches >= 3) return route.abort('failed');
        return route.continue();
      });
      await step(page, 'first attempt cut off', async () => {
        await fillForm(page, name, file);
        await page.getByRole('button', { name: 'Upload and submit for review' }).click();
        await stopped;
        await page.getByText(/The connection dropped: trying again/).waitFor();
      });
      const held = await user.jar.ok<{ offset: number; size: number }>('GET', `/api/my/uploads/${id}`);
      expect(held).toMatchObject({ offset: 2 * CHUNK, size: data.length });

      const sent: Array<{ method: string; path: string; offset?: string }> = [];
      await step(page, 'reload and choose the same file', async () => {
        // the old page's retries stay cut off until it is gone
        await page.reload();
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        page.on('request', (r) => {
          if (pathOf(r).startsWith('/api/my/uploads'))
            sent.push({ method: r.method(), path: pathOf(r), offset: r.headers()['upload-offset'] });
        });
        await fillForm(page, name, file);
        const percent = Math.floor(((2 * CHUNK) / data.length) * 100);
        await page.getByTestId('resource-resume').getByText(`continues at ${percent} %`).waitFor();
      });
      await step(page, 'resumed to the end', async () => {
        const answer = page.waitForResponse((r) => COMPLETE.test(pathOf(r.request())), { timeout: 60_000 });
        await page.getByRole('button', { name: 'Upload and submit for review' }).click();
        expect((await answer).status()).toBe(200);
        await page.waitForURL(/\/people\/my\/download$/);
      });
      // no new session: the first chunk sent after the reload starts where the server stood
      expect(sent.filter((s) => s.method === 'POST' && s.path === '/api/my/uploads')).toEqual([]);
      expect(sent.find((s) => s.method === 'PATCH')).toMatchObject({
        path: `/api/my/uploads/${id}`,
        offset: String(2 * CHUNK),
      });
      expect(await mineNamed(user.jar, name)).toMatchObject({ size: data.length, sha256 });
    } finally {
      await context.close();
    }
  }, 180_000);
});
