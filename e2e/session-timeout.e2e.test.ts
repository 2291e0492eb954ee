import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, Jar } from './api';
import { hydrated, launchBrowser, step } from './browser';
import { startPortal, type PortalProcess } from './portal-process';

// Spec §4: a session past its idle limit answers -2; the next action says "Login information is
// invalid" and the page shows the login entry. A portal of its own whose sessions idle out in 15 s.

let portal: PortalProcess;
let browser: Browser;
beforeAll(async () => {
  [portal, browser] = await Promise.all([
    startPortal({
      ADMIN_PASSWORD,
      RATE_LIMIT_PER_MINUTE: '100000',
      SESSION_IDLE_MINUTES: '0.25',
    }),
    launchBrowser(),
  ]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('login timeout', () => {
  it('says "Login information is invalid" on the next action after the idle limit and offers the login', async () => {
    const base = portal.baseUrl;
    const jar = new Jar(base);
    await jar.login('admin', ADMIN_PASSWORD);
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([
      { name: 'locale', value: 'en-US', url: base },
      { name: 'occ_sid', value: jar.session!, url: base, httpOnly: true, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    try {
      await page.goto(`${base}/community/qa`);
      await hydrated(page);
      const bell = page.getByTestId('notification-bell');
      await step(page, 'signed in', () => bell.waitFor());

      // wait until the session is over: asked no more often than the idle limit, so the asking
      // itself (which touches a live session) cannot keep it alive
      await expect
        .poll(async () => (await jar.call('GET', '/api/base/user/getCurrentUserInfo')).env.code, {
          timeout: 60_000,
          interval: 16_000,
        })
        .toBe(-2);

      await bell.click();
      await step(page, 'timeout notice', () =>
        page.getByText('Login information is invalid', { exact: true }).waitFor(),
      );
      await step(page, 'login entry', () => page.getByRole('link', { name: 'Log in' }).first().waitFor());
      expect(await bell.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
