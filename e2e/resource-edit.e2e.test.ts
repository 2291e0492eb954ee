import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { approveResource, certifiedEnterprise, hex, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, pick, step } from './browser';

// An enterprise's own resources: uploaded for a product and version, a file link outside the
// storage buckets refused on its field, edited in a modal, listed on the product's page and in
// the directory filtered by product once approved in the console's queue, then withdrawn after a confirmation.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('my resources', () => {
  it('uploads for a product, edits, is found by product, withdraws', async () => {
    const { user, admin } = await certifiedEnterprise('re', 'Resource Editors');
    const name = `C906 kit ${hex(3)}`;
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await step(page, 'upload refused for a foreign file link, then accepted', async () => {
        await page.goto(`${base}/people/my/download/addResource`);
        await hydrated(page);
        await page.getByRole('textbox', { name: 'Name' }).fill(name);
        await pick(page, 'Type', 'CPU / XuanTie');
        await pick(page, 'Product \\(optional\\)', 'XuanTie C906', { type: true });
        await page.getByRole('textbox', { name: 'Version (optional)' }).fill('v1.0');
        const link = page.getByRole('textbox', { name: 'File link (optional)' });
        await link.fill('https://evil.example.com/kit.tar.gz');
        await page.getByTestId('resource-file').setInputFiles({
          name: 'kit.tar.gz',
          mimeType: 'application/gzip',
          buffer: zlib.gzipSync(Buffer.from('kit')),
        });
        const submit = page.getByRole('button', { name: 'Upload and submit for review' });
        // the file goes up in resumable chunks; the completion creates the resource
        const isUpload = (r: { request(): { method(): string }; url(): string }) =>
          r.request().method() === 'POST' &&
          /^\/api\/my\/uploads\/[^/]+\/resource$/.test(new URL(r.url()).pathname);
        expect((await clickForResponse(page, submit, isUpload)).status()).toBe(422);
        await page.getByText('The link address does not exist').waitFor();
        await link.fill('');
        expect((await clickForResponse(page, submit, isUpload)).status()).toBe(200);
        await page.waitForURL(/\/people\/my\/download$/);
      });
      await step(page, 'edit in a modal', async () => {
        const row = page.getByRole('row', { name: new RegExp(name) });
        await row.getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: 'Version (optional)' }).fill('v2.0');
        const answer = await clickForResponse(
          page,
          dialog.getByRole('button', { name: 'Save' }),
          (r) => r.request().method() === 'PUT',
        );
        expect(answer.status()).toBe(200);
        await dialog.waitFor({ state: 'hidden' });
        await row.getByRole('cell', { name: 'v2.0', exact: true }).waitFor();
      });
      await step(page, 'listed on the product page and filtered by product once approved', async () => {
        await approveResource(admin, name);
        await page.goto(`${base}/hardware/product/xuantie-c906`);
        await page.getByTestId('product-resources').getByText(name).waitFor();
        await page.goto(`${base}/community/download?product=xuantie-c906`);
        await page.locator('.rs-item', { hasText: name }).waitFor();
        expect(await page.locator('.rs-item', { hasText: 'XuanTie C920 vector library' }).count()).toBe(0);
      });
      await step(page, 'withdraw after a confirmation', async () => {
        await page.goto(`${base}/people/my/download`);
        await hydrated(page);
        const row = page.getByRole('row', { name: new RegExp(name) });
        await row.getByRole('button', { name: 'Withdraw' }).click();
        await page.getByText('cannot be undone').waitFor();
        const answer = await clickForResponse(
          page,
          page.locator('.ant-popconfirm').getByRole('button', { name: 'Withdraw' }),
          (r) => r.request().method() === 'DELETE',
        );
        expect(answer.status()).toBe(200);
        await row.waitFor({ state: 'detached' });
      });
    } finally {
      await context.close();
    }
  });
});
