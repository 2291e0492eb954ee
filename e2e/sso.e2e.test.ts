import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import authZh from '../apps/web/app/i18n/auth/zh-CN.json';
import zh from '../apps/web/app/i18n/zh-CN.json';
import { launchBrowser, hydrated } from './browser';

const base = inject('baseUrl');
const issuer = inject('ssoIssuer');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  context = await browser.newContext({ locale: 'zh-CN', extraHTTPHeaders: { 'accept-language': 'zh-CN' } });
  page = await context.newPage();
});
afterEach(() => context?.close());

describe('single sign-on through the local provider', () => {
  it('signs in at the provider, registers on /waitregister and arrives logged in', async () => {
    const login = `e2e${crypto.randomBytes(3).toString('hex')}`;
    await page.goto(`${base}/auth/login`);
    await hydrated(page);
    await page.getByTestId('sso-login').click();

    // the provider's own pages: sign in (any login name), then consent
    await page.waitForURL((u) => u.href.startsWith(issuer));
    await page.fill('input[name="login"]', login);
    await page.fill('input[name="password"]', 'any-password');
    await page.click('button[type="submit"]');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${base}/waitregister`);
    await hydrated(page);
    await expect(page.locator('main').textContent()).resolves.toContain(login);
    const username = `s${login}`.slice(0, 12);
    await page.locator('#pendingRegister_username').fill(username);
    await page.locator('#pendingRegister_agree').check();
    await page.getByRole('button', { name: authZh.auth.wait.submitRegister }).click();

    // logged in and back where the sign-in started (no return path: the home page), with the avatar menu
    await page.waitForURL(`${base}/`);
    await page.getByRole('button', { name: zh.account.menu }).waitFor();
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/base/user/getCurrentUserInfo');
      return (await res.json()) as { result: { username: string } };
    });
    expect(me.result.username).toBe(username);

    // logging out ends the provider's session too: its sign-out page, then back home logged out
    await page.getByRole('button', { name: zh.account.menu }).click();
    const [logout] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/casdoor/logout')),
      page.getByRole('menuitem', { name: zh.account.logout }).click(),
    ]);
    // (its body cannot be read here: the page navigates away to the provider at once)
    expect(logout.status()).toBe(200);
    await page.waitForURL((u) => u.href.startsWith(issuer));
    await page.locator('button[autofocus], button[type="submit"]').first().click();
    await page.waitForURL(`${base}/`);
    await hydrated(page);
    await page.getByRole('link', { name: zh.account.login }).waitFor();
  });
});
