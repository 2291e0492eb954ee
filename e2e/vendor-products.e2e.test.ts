import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { certifiedEnterprise, hex, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations, step } from './browser';

// Vendors publish their own products in a real browser: a certified enterprise user creates a
// board at /people/my/product/add, submits it; a reviewer approves it in the approval queue and
// its page, with the uploaded image, is public and the global search finds it. A visitor opening
// /people/my/product is sent to login.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('vendor products', () => {
  it('a visitor opening /people/my/product is sent to login', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(`${base}/people/my/product`);
      await page.waitForURL(/\/auth\/login\?redirect=/);
    } finally {
      await context.close();
    }
  });

  it('an enterprise user creates a board and submits it; once approved its page is public', async () => {
    const { user, company, admin } = await certifiedEnterprise('v', 'Board Works');
    const code = `e2e-board-${hex(3)}`;
    const name = `演示开发板 ${hex(2)}`;
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await step(page, 'create a draft', async () => {
        await page.goto(`${base}/people/my/product`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'My products' }).waitFor();
        await page.getByRole('link', { name: 'Add product' }).click();
        await page.waitForURL(/\/people\/my\/product\/add$/);
        await page.getByRole('textbox', { name: 'Product code' }).fill(code);
        await page.getByRole('textbox', { name: 'Name (Chinese)' }).fill(name);
        await page.getByRole('textbox', { name: 'Summary (Chinese)' }).fill('四核 RISC-V 开发板');
        // the product image: uploaded (content-checked, re-encoded) and previewed before saving
        const [uploaded] = await Promise.all([
          page.waitForResponse((r) => new URL(r.url()).pathname === '/api/my/products/image'),
          page
            .getByTestId('product-image-input')
            .setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') }),
        ]);
        expect(uploaded.status()).toBe(200);
        const preview = page.getByTestId('product-image-preview');
        await preview.waitFor();
        expect(await preview.getAttribute('src')).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/);
        const answer = await clickForResponse(
          page,
          page.getByRole('button', { name: 'Save draft' }),
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/my/products',
        );
        expect(answer.status()).toBe(200);
        await page.waitForURL(/\/people\/my\/product$/);
        await page.getByTestId(`product-state-${code}`).filter({ hasText: 'Draft' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
      await step(page, 'submit for review', async () => {
        const row = page.getByRole('row', { name: new RegExp(code) });
        await row.getByRole('button', { name: 'Submit for review' }).click();
        await page.getByTestId(`product-state-${code}`).filter({ hasText: 'Under review' }).waitFor();
      });
    } finally {
      await context.close();
    }

    // a reviewer approves it in the console's approval queue
    const review = await signedInPage(browser, admin);
    try {
      const { page } = review;
      await page.goto(`${base}/admin/approve?kind=product`);
      await hydrated(page);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByRole('button', { name: 'Approve' }).click();
      const confirm = page.getByRole('dialog', { name: /^Approve / });
      const answer = await clickForResponse(
        page,
        confirm.getByRole('button', { name: 'Approve' }),
        (r) => r.request().method() === 'POST' && /\/review$/.test(new URL(r.url()).pathname),
      );
      expect(answer.status()).toBe(200);
      await expect.poll(() => page.getByRole('row').filter({ hasText: name }).count()).toBe(0);
    } finally {
      await review.context.close();
    }

    const res = await fetch(`${base}/hardware/product/${code}`, { headers: { 'accept-language': 'en-US' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(name);
    expect(html).toContain(company);
    expect(html).toMatch(/src="\/uploads\/products\/[a-f0-9]{32}\.webp"/);

    // it joins the hardware overview, and the overview's vendor filter finds it
    const overview = await fetch(`${base}/hardware/preview?vendor=${encodeURIComponent(company)}`, {
      headers: { 'accept-language': 'zh-CN', cookie: 'locale=zh-CN' },
    });
    expect(overview.status).toBe(200);
    const listed = await overview.text();
    expect(listed).toContain(name);
    expect(listed).toContain(`href="/hardware/product/${code}"`);

    // and a visitor finds it with the global search once the index has it (the job runner adds a
    // published product within a second or so)
    await expect
      .poll(async () => {
        const r = await fetch(`${base}/api/search?q=${encodeURIComponent(code)}`);
        return ((await r.json()) as { result: { items: { url: string }[] } }).result.items.map((i) => i.url);
      })
      .toContain(`/hardware/product/${code}`);
    const visitor = await browser.newContext({ locale: 'zh-CN' });
    try {
      const page = await visitor.newPage();
      await page.goto(`${base}/search?keyword=${encodeURIComponent(code)}`);
      await hydrated(page);
      await page.locator(`a[href="/hardware/product/${code}"]`).first().waitFor();
    } finally {
      await visitor.close();
    }
  }, 180_000);
});

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
