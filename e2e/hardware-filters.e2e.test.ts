import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { englishVisitor, hydrated, launchBrowser } from './browser';

// /hardware/preview's filters (issue 16): two filters narrow the list, the URL holds them, a
// reload keeps them; server-rendered in Chinese, fits 360 px, empty state for no match.

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

const cards = (p: Page) => p.getByTestId('product-list').locator('li');

describe('hardware overview filters', () => {
  it('narrows the list by two filters, keeps them in the URL and across a reload', async () => {
    await page.goto(`${base}/hardware/preview`);
    await hydrated(page);
    const before = await cards(page).count();
    await page.getByLabel('ISA extension').fill('RV64GCV');
    await page.getByLabel('Available in the cloud lab').check();
    await page.getByTestId('filters-apply').click();
    await page.waitForURL(/isa=RV64GCV/, { timeout: 20000 });
    expect(page.url()).toContain('cloudLab=true');
    await expect.poll(() => cards(page).count(), { timeout: 20000 }).toBe(2);
    expect(before).toBeGreaterThan(2);
    await page.reload();
    await hydrated(page);
    expect(await cards(page).count()).toBe(2);
    expect(await page.getByLabel('ISA extension').inputValue()).toBe('RV64GCV');
    expect(await page.getByLabel('Available in the cloud lab').isChecked()).toBe(true);
  });

  it('is server-rendered in Chinese, shows the empty state, and fits 360 px', async () => {
    const phone = await browser.newContext({ locale: 'zh-CN', viewport: { width: 360, height: 740 } });
    const p = await phone.newPage();
    try {
      const res = await p.goto(`${base}/hardware/preview?isa=RV64GCV&coresMin=16`);
      expect(res?.status()).toBe(200);
      const html = (await res?.text()) ?? '';
      expect(html).toContain('最少核心数');
      expect(html).toContain('milkv-pioneer');
      expect(html).not.toContain('lichee-pi-4a');
      await hydrated(p);
      const wide = await p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(wide).toBe(false);
      await p.goto(`${base}/hardware/preview?coresMin=4000`);
      expect(await p.getByTestId('product-list').count()).toBe(0);
      const bad = await p.goto(`${base}/hardware/preview?coresMin=abc&cloudLab=maybe`);
      expect(bad?.status()).toBe(200);
    } finally {
      await phone.close();
    }
  });
});
