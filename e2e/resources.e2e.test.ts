import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { approveResource, certifiedEnterprise, hex, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, pick, seriousViolations, step } from './browser';

// Resource downloads in a real browser: a certified enterprise user uploads a resource with a
// progress bar at /people/my/download/addResource; it waits for review; once approved a visitor finds it under its type at
// /community/download and downloads it through a signed link; the bytes' checksum matches.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('resource downloads', () => {
  it('an enterprise uploads a resource with progress; a visitor downloads it with the same checksum', async () => {
    const { user, company, admin } = await certifiedEnterprise('r', 'Resource Works');
    const name = `Board SDK ${hex(3)}`;
    // incompressible bytes in a gzip container: several MB, so the progress bar is seen
    const data = zlib.gzipSync(crypto.randomBytes(3 * 1024 * 1024), { level: 0 });
    const sha256 = crypto.createHash('sha256').update(data).digest('hex');
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await step(page, 'upload form', async () => {
        await page.goto(`${base}/people/my/download/addResource`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Upload a resource' }).waitFor();
        await page.getByRole('textbox', { name: 'Name' }).fill(name);
        await page.getByRole('textbox', { name: 'Description' }).fill('SDK for the e2e board');
        await pick(page, 'Type', 'Store');
        await page.getByTestId('resource-file').setInputFiles({
          name: 'board-sdk.tar.gz',
          mimeType: 'application/gzip',
          buffer: data,
        });
      });
      await step(page, 'upload with progress', async () => {
        const progress = page.getByRole('progressbar', { name: 'Upload progress' });
        const seen = progress.waitFor({ state: 'attached', timeout: 60_000 });
        const answer = await clickForResponse(
          page,
          page.getByRole('button', { name: 'Upload and submit for review' }),
          (r) =>
            r.request().method() === 'POST' &&
            /^\/api\/my\/uploads\/[^/]+\/resource$/.test(new URL(r.url()).pathname),
        );
        await seen;
        expect(answer.status()).toBe(200);
        await page.waitForURL(/\/people\/my\/download$/);
        const row = page.getByRole('row', { name: new RegExp(name) });
        await row.getByText('Waiting for review').waitFor();
      });
    } finally {
      await context.close();
    }

    // public once approved in the console's approval queue
    await approveResource(admin, name);
    const visitor = await browser.newContext({ locale: 'en-US', acceptDownloads: true });
    const vpage = await visitor.newPage();
    try {
      await step(vpage, 'directory filtered by type', async () => {
        await vpage.goto(`${base}/community/download`);
        await hydrated(vpage);
        await vpage.getByRole('heading', { level: 1, name: 'Resource downloads' }).waitFor();
        await vpage
          .getByRole('navigation', { name: 'Filter resources by type' })
          .getByRole('link', { name: /^Store/ })
          .click();
        await vpage.waitForURL(/\?type=2$/);
        await vpage.locator('.rs-item', { hasText: name }).waitFor();
        await vpage.locator('.rs-item', { hasText: company }).first().waitFor();
        expect(await seriousViolations(vpage)).toEqual([]);
      });
      await step(vpage, 'download through a signed link', async () => {
        const item = vpage.locator('.rs-item', { hasText: name });
        const downloading = vpage.waitForEvent('download', { timeout: 60_000 });
        await item.getByRole('button', { name: `Download ${name}` }).click();
        const download = await downloading;
        expect(download.url()).toContain('/api/downloads?token=');
        expect(download.suggestedFilename()).toBe('board-sdk.tar.gz');
        const file = await download.path();
        const got = await fs.readFile(file);
        expect(crypto.createHash('sha256').update(got).digest('hex')).toBe(sha256);
        await expect
          .poll(async () => {
            const res = await fetch(`${base}/api/resources?type=2&q=${encodeURIComponent(name)}`);
            const body = (await res.json()) as { result: { items: { downloads: number }[] } };
            return body.result.items[0]?.downloads;
          })
          .toBe(1);
      });
    } finally {
      await visitor.close();
    }
  }, 180_000);
});
