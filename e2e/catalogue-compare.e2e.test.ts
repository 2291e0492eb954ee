import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { englishVisitor, hydrated, launchBrowser, seriousViolations } from './browser';

// Comparison of hardware products (issue 16, products.compare): two boards are picked on the list,
// the compare page shows them side by side with differing rows marked, a third is added with the
// page's picker, and at 360 px only the table scrolls sideways, not the page.

const base = inject('baseUrl');

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await englishVisitor(browser, base));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('product comparison', () => {
  it('picks two boards on the list and compares them; a third is added on the page', async () => {
    await page.goto(`${base}/hardware/board`);
    await hydrated(page);
    const picks = page.getByTestId('compare-pick');
    await picks.nth(0).check();
    await picks.nth(1).check();
    await page.getByTestId('compare-go').click();
    await page.waitForURL(/\/hardware\/compare\?codes=/);
    const table = page.getByTestId('compare-table');
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.locator('thead th').count()).toBe(3);
    expect(await table.locator('tr[data-differs="true"]').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    await hydrated(page);
    const select = page.getByLabel('Add a product');
    const value = await select.locator('option:not([disabled])').first().getAttribute('value');
    await select.selectOption(value!);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByTestId('compare-table').locator('thead th').count()).toBe(4);
    expect(page.url()).toContain(value!);

    // only the differences
    await page.getByRole('link', { name: 'Show differences only' }).click();
    await page.waitForURL(/diff=1/);
    await expect
      .poll(() => page.getByTestId('compare-table').locator('tr[data-differs="false"]').count())
      .toBe(0);
  });

  it('is server-rendered in Chinese, 404 for an unknown code, and fits 360 px', async () => {
    const phone = await browser.newContext({ locale: 'zh-CN', viewport: { width: 360, height: 740 } });
    const p = await phone.newPage();
    try {
      const res = await p.goto(`${base}/hardware/compare?codes=lichee-pi-4a,milkv-pioneer`);
      expect(res?.status()).toBe(200);
      expect(await res?.text()).toContain('产品对比');
      await hydrated(p);
      const wide = await p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(wide).toBe(false);
      const region = p.getByRole('region', { name: '对比表' });
      const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(scrolls).toBe(true);
      const missing = await p.goto(`${base}/hardware/compare?codes=lichee-pi-4a,no-such-board`);
      expect(missing?.status()).toBe(404);
    } finally {
      await phone.close();
    }
  });
});
