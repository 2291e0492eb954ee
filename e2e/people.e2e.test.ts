import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COMPLETE_PROFILE, hex, Jar, loginAdmin, PASSWORD, register, signedInPage } from './api';
import { launchBrowser, hydrated, seriousViolations } from './browser';

// The personal centre in a real browser against the real portal: basic information with the
// avatar crop and upload, security settings, enterprise certification and its admin review.

const base = inject('baseUrl');
const NEW_PASSWORD = 'Sturdier#Pass43';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function noSeriousViolations(p: Page) {
  expect(await seriousViolations(p)).toEqual([]);
}

describe('personal centre', () => {
  let user: Awaited<ReturnType<typeof register>>;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    user = await register({ prefix: 'p' });
    ({ context, page } = await signedInPage(browser, user.jar));
  });
  afterAll(() => context?.close());

  it('sends a visitor to login and back, and answers 404 for unknown pages', async () => {
    const visitor = await browser.newContext({ locale: 'en-US' });
    const p = await visitor.newPage();
    await p.goto(`${base}/people/my/basic`);
    expect(new URL(p.url()).pathname + new URL(p.url()).search).toBe(
      '/auth/login?redirect=%2Fpeople%2Fmy%2Fbasic',
    );
    await visitor.close();

    const res = await page.goto(`${base}/people/unknown-page`);
    expect(res?.status()).toBe(404);
    // the personal centre's menu stays around the 404
    expect(await page.getByRole('navigation', { name: 'Personal centre' }).isVisible()).toBe(true);
  });

  it('fills in the basic information, keeps it across a reload, and refuses a wrong name', async () => {
    await page.goto(`${base}/people/my/basic`);
    await hydrated(page);
    expect(await page.getByTestId('profile-incomplete').isVisible()).toBe(true);
    // the current menu entry is highlighted
    expect(await page.getByRole('link', { name: 'Basic information' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.getByLabel('Username').inputValue()).toBe(user.username);

    await page.getByLabel('Nickname').fill('Chip Fan');
    await page.getByLabel('Female').check();
    await page.getByLabel('Birthday').fill('1995-05-20');
    await page.keyboard.press('Enter');
    await page.getByLabel('Name', { exact: true }).fill('abc');
    await page.getByLabel('Unit/School').fill('Open Chip Lab');
    await page.getByLabel('Position/Major').fill('Engineer');
    await page.getByLabel('Region').click();
    await page
      .getByRole('menuitemcheckbox', { name: 'Zhejiang' })
      .or(page.getByTitle('Zhejiang'))
      .first()
      .click();
    await page.getByTitle('Hangzhou').click();
    await page.getByLabel('Street address').fill('1 Wensan Road');
    await page.getByLabel('Personal profile').fill('RISC-V boards and open chips');
    await page.getByRole('button', { name: 'Save' }).click();
    // the shared rule refuses it before sending; the typed text stays
    await expect.poll(() => page.getByText('Please enter a correct Chinese name').count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('abc');

    await page.getByLabel('Name', { exact: true }).fill('李四');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Saved', { exact: true }).count()).toBeGreaterThan(0);

    await page.reload();
    await hydrated(page);
    expect(await page.getByLabel('Nickname').inputValue()).toBe('Chip Fan');
    expect(await page.getByLabel('Female').isChecked()).toBe(true);
    expect(await page.getByLabel('Birthday').inputValue()).toBe('1995-05-20');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('李四');
    expect(await page.getByLabel('Position/Major').inputValue()).toBe('Engineer');
    expect(await page.getByText('Zhejiang / Hangzhou').count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Personal profile').inputValue()).toBe('RISC-V boards and open chips');
    expect(await page.getByTestId('profile-incomplete').count()).toBe(0);
    // the header shows the new nickname
    expect(await page.getByRole('button', { name: 'Account menu' }).textContent()).toContain('Chip Fan');
  });

  it('crops and uploads a PNG avatar with a progress bar, and refuses other file types', async () => {
    await page.goto(`${base}/people/my/basic`);
    await hydrated(page);
    const input = page.locator('input[type=file]');

    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect
      .poll(() => page.getByTestId('avatar-error').textContent())
      .toBe('This file type is not accepted');
    await input.setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
    await expect.poll(() => page.getByTestId('avatar-error').textContent()).toBe('The file cannot be 0');

    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2255cc' } })
      .png()
      .toBuffer();
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const dialog = page.getByRole('dialog', { name: 'Crop your avatar' });
    await dialog.waitFor();
    // the crop frame and the zoom work from the keyboard
    await dialog.getByRole('group', { name: 'Crop frame' }).focus();
    await page.keyboard.press('ArrowLeft');
    await dialog.getByRole('slider', { name: 'Zoom' }).focus();
    await page.keyboard.press('ArrowRight');
    // record the progress bar whenever it appears (the upload is quick on loopback)
    await page.evaluate(() => {
      const w = window as unknown as { sawProgress: boolean };
      w.sawProgress = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="avatar-progress"]')) w.sawProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await dialog.getByRole('button', { name: 'Use this picture' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(true);
    await expect.poll(() => page.getByText('Avatar updated').count()).toBeGreaterThan(0);

    const src = await page.getByTestId('profile-avatar').locator('img').getAttribute('src');
    expect(src).toBeTruthy();
    const res = await fetch(new URL(src!, base));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    // the header avatar shows the same picture
    await expect
      .poll(() => page.getByRole('button', { name: 'Account menu' }).locator('img').getAttribute('src'))
      .toBe(src);
  });

  it('binds a mobile number with its one-time code and the current password', async () => {
    const mobile = `139${crypto.randomInt(0, 1e8).toString().padStart(8, '0')}`;
    await page.goto(`${base}/people/my/safe`);
    await hydrated(page);
    await page.getByTestId('bind-mobile').click();
    const dialog = page.getByRole('dialog', { name: 'Bind a mobile number' });
    await dialog.getByLabel('Mobile number').fill(mobile);
    await dialog.getByRole('button', { name: 'Get code' }).click();
    // W1's send-code button asks for the graphic code; the dev endpoint knows its answer
    const picture = page.locator('img[data-captcha-id]');
    await picture.waitFor();
    const id = await picture.getAttribute('data-captcha-id');
    const { answer } = await user.jar.ok<{ answer: string }>('GET', `/api/dev/captcha/${id}`);
    const captchaDialog = page.getByRole('dialog', { name: 'Enter the graphic code' });
    await captchaDialog.getByRole('textbox').fill(answer);
    await captchaDialog.getByRole('button', { name: 'Send code' }).click();
    await captchaDialog.waitFor({ state: 'hidden' });
    const outbox = await user.jar.ok<{ body: string }[]>('GET', `/api/dev/outbox?to=${mobile}`);
    const code = /\b(\d{6})\b/.exec(outbox[0]?.body ?? '')?.[1];
    await dialog.getByLabel('Verification code').fill(code!);
    // a wrong password is refused on its field, the rest stays typed
    await dialog.getByLabel('Current password').fill('Wrong#Pass1');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog.getByText('The current password is wrong').count()).toBe(1);
    expect(await dialog.getByLabel('Mobile number').inputValue()).toBe(mobile);
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByTestId('binding-mobile').textContent())
      .toContain(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  });

  it('shows this device among the sessions, changes the password and signs out the other session', async () => {
    const other = new Jar();
    await other.login(user.username, PASSWORD);
    await page.goto(`${base}/people/my/safe`);
    await hydrated(page);
    const sessions = page.getByTestId('sessions-card');
    await expect.poll(() => sessions.getByTestId('this-device').count()).toBe(1);
    expect(await sessions.locator('tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(2);
    // the e-mail used at registration is bound, masked
    expect(await page.getByTestId('binding-email').textContent()).toContain('***@example.com');

    const form = page.getByTestId('password-card');
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    const offer = page.getByRole('dialog', { name: 'Sign out your other sessions?' });
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Sign out other sessions' }).click();
    // the notice follows the server's answer: waited for, however busy the machine
    await page
      .getByText(/Sessions signed out: \d/)
      .first()
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => sessions.locator('tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(1);

    // the other session is gone; this one still works with the new password
    const { env } = await other.call('GET', '/api/base/user/getCurrentUserInfo');
    expect(env.success).toBe(false);
    const again = new Jar();
    await again.login(user.username, NEW_PASSWORD);
  });

  it('has no serious accessibility violation on basic information and security settings', async () => {
    for (const path of ['/people/my/basic', '/people/my/safe']) {
      await page.goto(base + path);
      await hydrated(page);
      await page.getByTestId(path.endsWith('basic') ? 'profile-avatar' : 'this-device').waitFor();
      // let antd's colour transitions (disabled → enabled buttons once the lists load) finish
      await page.waitForTimeout(500);
      await noSeriousViolations(page);
    }
  });
});

describe('enterprise certification', () => {
  it('is applied for by a user, approved by the admin on /admin/approve, then shown as certified', async () => {
    const applicant = await register({ prefix: 'p' });
    const company = `Chip Works ${hex(3)}`;
    const creditCode = `91${crypto.randomInt(0, 1e6).toString().padStart(6, '0')}MA${crypto
      .randomInt(0, 1e8)
      .toString()
      .padStart(8, '0')}`;

    const { context, page } = await signedInPage(browser, applicant.jar);
    // an incomplete profile is sent to the basic information first
    await page.goto(`${base}/people/my/enterprise`);
    await hydrated(page);
    const fill = async () => {
      await page.getByLabel('Company name').fill(company);
      await page.getByLabel('Unified social credit code').fill(creditCode);
      await page.getByLabel('Contact name').fill('王五');
      await page.getByLabel('Contact mobile').fill('13912345678');
      await page.getByRole('button', { name: 'Submit application' }).click();
    };
    await fill();
    const needProfile = page.getByTestId('enterprise-need-profile');
    await needProfile.waitFor();
    expect(await needProfile.textContent()).toContain('Please complete your personal information first');
    expect(await needProfile.getByRole('link').getAttribute('href')).toBe('/people/my/basic');

    await applicant.jar.ok('PUT', '/api/base/user/profile', COMPLETE_PROFILE);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByTestId('enterprise-state-pending').waitFor();

    // a user without the console is refused the review page
    const refused = await fetch(`${base}/admin/approve`, {
      headers: { cookie: `occ_sid=${applicant.jar.session}; locale=en-US` },
    });
    expect(refused.status).toBe(403);

    const admin = await loginAdmin();
    const adminSide = await signedInPage(browser, admin);
    const a = adminSide.page;
    await a.goto(`${base}/admin/approve`);
    await hydrated(a);
    const row = a.getByRole('row').filter({ hasText: company });
    await row.waitFor();
    await noSeriousViolations(a);
    await row.getByRole('button', { name: 'Approve' }).click();
    const confirm = a.getByRole('dialog', { name: `Approve ${company}?` });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => a.getByText(`${company} approved`).count()).toBeGreaterThan(0);
    await expect.poll(() => a.getByRole('row').filter({ hasText: company }).count()).toBe(0);
    await a.getByRole('tab', { name: 'Approved' }).click();
    await a.getByRole('row').filter({ hasText: company }).waitFor();
    await adminSide.context.close();

    await page.reload();
    await hydrated(page);
    await page.getByTestId('enterprise-state-approved').waitFor();
    expect(await page.getByText('You are a certified enterprise user').count()).toBe(1);
    await context.close();
  });
});
