import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loginAdmin, signedInPage } from './api';
import { hydrated, launchBrowser, seriousViolations } from './browser';

// Spec §3's page-collapsed flag: the console's side menu stays collapsed (or open) across visits.
// The console's words (their own tier of the UI catalogue) arrive when a public page leads there.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('console frame', () => {
  it('keeps the side menu collapsed after a reload, and open again once expanded', async () => {
    const { context, page } = await signedInPage(browser, await loginAdmin());
    try {
      await page.goto(`${base}/admin`);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: 'Admin console sections' });
      await nav.waitFor();
      await page.getByRole('button', { name: 'Collapse menu' }).click();
      await nav.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => localStorage.getItem('pageCollapsed'))).toBe('1');
      expect(await seriousViolations(page)).toEqual([]);

      await page.reload();
      await hydrated(page);
      const expand = page.getByRole('button', { name: 'Expand menu' });
      await expand.waitFor();
      expect(await expand.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => nav.isVisible()).toBe(false);

      await expand.click();
      await nav.waitFor();
      await page.reload();
      await hydrated(page);
      await page.getByRole('button', { name: 'Collapse menu' }).waitFor();
      await nav.waitFor();
    } finally {
      await context.close();
    }
  });

  it('brings its own words when a public page leads there, in either language', async () => {
    const { context, page } = await signedInPage(browser, await loginAdmin());
    try {
      await page.goto(`${base}/`);
      await hydrated(page);
      const loaded: string[] = [];
      page.on('request', (r) => {
        if (/console-catalog-/.test(r.url())) loaded.push(r.url());
      });
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Admin console' }).click();
      await page.waitForURL(/\/admin$/);
      const nav = page.getByRole('navigation', { name: 'Admin console sections' });
      await nav.getByRole('link', { name: 'Form submissions' }).click();
      await page.waitForURL(/\/admin\/form_submissions/);
      await page.getByRole('heading', { level: 1, name: 'Form submissions' }).waitFor();
      expect(loaded).toHaveLength(1);
      expect(await page.locator('body').innerText()).not.toMatch(/adminAreas\.|adminConsole\./);

      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '简体中文' });
      await page.getByRole('heading', { level: 1, name: '表单提交' }).waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(/adminAreas\.|adminConsole\./);
    } finally {
      await context.close();
    }
  });
});
