import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { captchaAnswer, codeFor, register } from './api';
import { launchBrowser, hydrated, seriousViolations } from './browser';

// The account pages against the real portal (NODE_ENV=test, outbox delivery): codes are read
// from GET /api/dev/outbox, graphic codes from GET /api/dev/captcha/:id.
const base = inject('baseUrl');
const PASSWORD = 'Chip#Rv2026';
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US' } });
  page = await context.newPage();
});
afterEach(() => context?.close());

let seq = 0;
/** A fresh username (2-12, not a contact) and its e-mail address. */
function newAccount() {
  const username = `w1${Date.now().toString(36).slice(-6)}${seq++}`;
  return { username, email: `${username}@example.com` };
}

/** Solves the graphic code shown inside `scope` (its img carries data-captcha-id). */
async function solveCaptcha(p: Page, scope: string) {
  const img = p.locator(`${scope} img[data-captcha-id]`);
  await img.waitFor();
  const id = (await img.getAttribute('data-captcha-id'))!;
  await p
    .locator(scope)
    .getByRole('textbox', { name: 'Graphic code' })
    .fill(await captchaAnswer(id));
}

/** "Get code" → graphic code dialog → sent; returns the code from the outbox. */
async function requestCode(p: Page, scene: string, to: string): Promise<string> {
  await p.getByTestId(`send-code-${scene}`).click();
  const dialog = '.ant-modal';
  await p.locator(dialog).waitFor();
  await solveCaptcha(p, dialog);
  await p.locator(dialog).getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => p.getByTestId(`send-code-${scene}`).textContent()).toMatch(/Resend in \d+ s/);
  return codeFor(to);
}

/** An account made through the API (the same calls the pages make). */
const registerByApi = () => register({ ...newAccount(), password: PASSWORD });

async function passwordLogin(p: Page, account: string) {
  await p.getByLabel('Account', { exact: true }).fill(account);
  await p.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await solveCaptcha(p, 'form#passwordLogin');
  await p.getByRole('button', { name: 'Log in', exact: true }).click();
}

const avatarButton = (p: Page) => p.getByRole('button', { name: 'Account menu' });

describe('registration and login', () => {
  it('registers with an e-mail code, logs out, logs in with password and graphic code', async () => {
    const { username, email } = newAccount();
    await page.goto(`${base}/auth/register`);
    await hydrated(page);
    expect(await page.title()).toContain('Register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel('Mobile number or e-mail').fill(email);

    const code = await requestCode(page, 'register', email);
    // the resend button counts down, disabled meanwhile
    const button = page.getByTestId('send-code-register');
    await expect.poll(() => button.isDisabled()).toBe(true);
    const seconds = async () => Number(/\d+/.exec((await button.textContent()) ?? '')?.[0]);
    const first = await seconds();
    expect(first).toBeGreaterThan(50);
    await expect.poll(seconds, { timeout: 5000 }).toBeLessThan(first);
    expect(await button.isDisabled()).toBe(true);

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(`${base}/`);
    await expect.poll(() => avatarButton(page).textContent()).toContain(username);

    // the avatar menu by keyboard: ArrowDown opens it on its first item, arrows move, Escape
    // closes it and gives the focus back to the button
    await avatarButton(page).focus();
    await page.keyboard.press('ArrowDown');
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect.poll(() => items.first().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => items.last().evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await items.last().textContent()).toBe('Log out');
    await page.keyboard.press('Escape');
    await expect.poll(() => avatarButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await avatarButton(page).getAttribute('aria-expanded')).toBe('false');

    // the menu animates in: a click on its item may land before it takes clicks, so open and
    // click again until the server has answered the logout
    let loggedOut = false;
    const logout = page
      .waitForResponse((r) => r.url().includes('/logout') && r.request().method() === 'POST', {
        timeout: 60_000,
      })
      .then(() => (loggedOut = true));
    logout.catch(() => undefined);
    const logoutItem = page.getByRole('menuitem', { name: 'Log out' });
    await expect
      .poll(
        async () => {
          if (loggedOut) return true;
          if (await logoutItem.isVisible()) await logoutItem.click({ timeout: 2_000 }).catch(() => undefined);
          else
            await avatarButton(page)
              .click({ timeout: 2_000 })
              .catch(() => undefined);
          return loggedOut;
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Log in' }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/auth\/login/);
    await hydrated(page);
    await passwordLogin(page, username);
    await page.waitForURL(`${base}/`);
    await expect.poll(() => avatarButton(page).textContent()).toContain(username);
  });

  it('refreshes the graphic code and says why after a wrong password', async () => {
    const { username } = await registerByApi();
    await page.goto(`${base}/auth/login`);
    await hydrated(page);
    const img = page.locator('form#passwordLogin img[data-captcha-id]');
    await img.waitFor();
    const before = await img.getAttribute('data-captcha-id');
    await page.getByLabel('Account', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
    await solveCaptcha(page, 'form#passwordLogin');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('The account or password is incorrect');
    await expect.poll(() => img.getAttribute('data-captcha-id')).not.toBe(before);
    expect(await page.getByLabel('Account', { exact: true }).inputValue()).toBe(username);
  });

  it('quick login: an unknown e-mail agrees to the terms and is registered', async () => {
    const { email } = newAccount();
    await page.goto(`${base}/auth/login`);
    await hydrated(page);
    await page.getByRole('tab', { name: 'Code login' }).click();
    await page.getByLabel('Mobile number or e-mail').fill(email);
    const code = await requestCode(page, 'login', email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'not registered yet' }).isVisible())
      .toBe(true);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Agree and log in' }).click();
    await page.waitForURL(`${base}/`);
    await expect.poll(() => avatarButton(page).isVisible()).toBe(true);
  });
});

describe('logout page', () => {
  it('/logout ends the session from the page and goes home', async () => {
    const { username } = await registerByApi();
    await page.goto(`${base}/auth/login`);
    await hydrated(page);
    await passwordLogin(page, username);
    await expect.poll(() => avatarButton(page).isVisible()).toBe(true);
    await page.goto(`${base}/logout`);
    await page.waitForURL(`${base}/`);
    await expect
      .poll(() => page.getByRole('link', { name: 'Log in' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    const me = await page.evaluate(() => fetch('/api/base/user/getCurrentUserInfo').then((r) => r.json()));
    expect((me as { success: boolean }).success).toBe(false);
  });
});

describe('bad input', () => {
  it('shows a weak password rule and keeps what was typed', async () => {
    await page.goto(`${base}/auth/register`);
    await hydrated(page);
    await page.getByLabel('Username').fill('keepme');
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect
      .poll(() => page.getByText('Use at least two of: upper-case letters').first().isVisible())
      .toBe(true);
    expect(await page.getByLabel('Username').inputValue()).toBe('keepme');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('abcdefgh');
  });

  it('puts the server\'s "username taken" (409) on the username field', async () => {
    const taken = await registerByApi();
    const { email } = newAccount();
    await page.goto(`${base}/auth/register`);
    await hydrated(page);
    await page.getByLabel('Username').fill(taken.username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel('Mobile number or e-mail').fill(email);
    const code = await requestCode(page, 'register', email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const usernameItem = page.locator('.ant-form-item').filter({ has: page.getByLabel('Username') });
    await expect.poll(() => usernameItem.textContent()).toContain('This username is already registered');
    expect(await page.getByLabel('Username').inputValue()).toBe(taken.username);
    expect(await page.getByLabel('Mobile number or e-mail').inputValue()).toBe(email);
  });
});

describe('guarded pages and the desktop tool', () => {
  it('sends a visitor to login and back, then approves a tool (RFC 8628)', async () => {
    const { username } = await registerByApi();
    const start = await fetch(`${base}/api/oauth/device/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'occ-desktop' }),
    });
    const grant = (await start.json()) as {
      device_code: string;
      user_code: string;
      verification_uri_complete: string;
    };

    await page.goto(grant.verification_uri_complete);
    await page.waitForURL(/\/auth\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(
      `/auth/cdk/login?user_code=${encodeURIComponent(grant.user_code)}`,
    );
    await hydrated(page);
    await passwordLogin(page, username);
    await page.waitForURL(/\/auth\/cdk\/login\?user_code=/);
    await expect.poll(() => page.getByText('OCC Desktop Tool').isVisible()).toBe(true);
    expect(await page.getByLabel('Authorization code').inputValue()).toBe(grant.user_code);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.getByText('You can return to the tool.').isVisible()).toBe(true);

    const token = await fetch(`${base}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code: grant.device_code,
        client_id: 'occ-desktop',
      }),
    });
    expect(((await token.json()) as { access_token?: string }).access_token).toBeTruthy();
  });

  it('redirects the old paths and answers 404 for unknown account pages', async () => {
    const old = await fetch(`${base}/auth/occlogin?redirect=%2Fnews`, { redirect: 'manual' });
    expect(old.headers.get('location')).toBe('/auth/login?redirect=%2Fnews');
    const forget = await fetch(`${base}/auth/occforget`, { redirect: 'manual' });
    expect(forget.headers.get('location')).toBe('/auth/forget');
    expect((await fetch(`${base}/auth/404`)).status).toBe(404);
    const res = await page.goto(`${base}/auth/no-such-page`);
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
  });
});

describe('accessibility (axe-core)', () => {
  for (const path of ['/auth/login', '/auth/register']) {
    it(`finds no serious or critical violation on ${path}`, async () => {
      await page.goto(base + path);
      await hydrated(page);
      // a shown control of the page itself: the header's first button is the menu button of
      // narrow screens, hidden at this width
      await page.locator('main').locator('img[data-captcha-id], button:visible').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
