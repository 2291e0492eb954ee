import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loginAdmin, register, signedInPage } from './api';
import { hydrated, launchBrowser, step } from './browser';

// What every page carries. Spec §3's debug-mode key: staff who set it see, on every page, the
// request id, the server time and the page's API calls with their durations; anyone else sees
// nothing, whatever the key says. Spec §9's scroll threshold: the header and back-to-top.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('debug mode', () => {
  it("shows an administrator the page's request id and its API calls with their ids", async () => {
    const { context, page } = await signedInPage(browser, await loginAdmin());
    try {
      await context.addInitScript(() => localStorage.setItem('debugMode', '1'));
      await page.goto(`${base}/community/qa`);
      await hydrated(page);
      const overlay = page.getByTestId('debug-overlay');
      await step(page, 'debug overlay', () => overlay.waitFor());
      expect(await page.getByTestId('debug-request-id').textContent()).toMatch(/\S+/);
      // an API call of the page (the bell's counts, a list) is listed with the server's request id
      await page.getByTestId('notification-bell').click();
      const call = overlay.locator('[data-testid="debug-call"]', { hasText: '/api/' }).first();
      await step(page, 'debug call listed', () => call.waitFor());
      await expect.poll(() => call.locator('.debug-request-id').count()).toBeGreaterThan(0);
      expect(await call.textContent()).toMatch(/\d+ ms/);
    } finally {
      await context.close();
    }
  });

  it('shows nothing to a user who sets the key by hand, and the server sends them no figures', async () => {
    const { jar } = await register({ prefix: 'd' });
    const { context, page } = await signedInPage(browser, jar);
    try {
      await context.addInitScript(() => localStorage.setItem('debugMode', '1'));
      const asked = page.waitForResponse((r) => r.url().includes('/api/'));
      await page.goto(`${base}/community/qa`);
      await hydrated(page);
      await page.getByTestId('notification-bell').click();
      const res = await asked;
      expect(res.headers()['server-timing']).toBeUndefined();
      // asked directly with the debug header, the API still says nothing extra
      const direct = await page.evaluate(async () => {
        const r = await fetch('/api/base/user/getCurrentUserInfo', { headers: { 'x-occ-debug': '1' } });
        return [r.headers.get('x-server-time'), r.headers.get('server-timing')];
      });
      expect(direct).toEqual([null, null]);
      expect(await page.getByTestId('debug-overlay').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('scroll threshold (spec §9: 100 px)', () => {
  it('condenses the header and offers back-to-top past 100 px, and not before', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 600 } });
    const page = await context.newPage();
    try {
      await page.goto(`${base}/news`);
      await hydrated(page);
      const header = page.locator('header.site-header');
      const backToTop = page.getByRole('button', { name: 'Back to top' });
      await page.evaluate(() => window.scrollTo(0, 80));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(80);
      expect(await header.getAttribute('data-condensed')).toBe('false');
      expect(await backToTop.count()).toBe(0);

      await page.evaluate(() => window.scrollTo(0, 160));
      await expect.poll(() => header.getAttribute('data-condensed')).toBe('true');
      await backToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => backToTop.count()).toBe(0);
      expect(await header.getAttribute('data-condensed')).toBe('false');
    } finally {
      await context.close();
    }
  });
});
