import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COMPLETE_PROFILE, hex, loginAdmin, register, signedInPage, userId, type Jar } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations, step } from './browser';

// Following a ticket (issue 18): the submitter adds a colleague of the same certified company;
// the colleague finds it under "The ones I follow", reads staff's reply but never the internal
// note, has no buttons to act with, and may stop following.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Certifies the jar's user as an enterprise user of the company with `creditCode`. */
async function certify(admin: Jar, jar: Jar, nickname: string, creditCode: string) {
  await jar.ok('PUT', '/api/base/user/profile', { ...COMPLETE_PROFILE, nickname });
  const app = await jar.ok<{ id: string }>('POST', '/api/base/user/enterprise', {
    companyName: `Follow Works ${creditCode.slice(-4)}`,
    creditCode,
    contactName: '王五',
    contactMobile: '13912345678',
  });
  await admin.ok('POST', `/api/admin/enterprise/${app.id}/review`, { approve: true });
}

describe('ticket followers', () => {
  it('lets the submitter add a colleague who reads the ticket without notes or actions', async () => {
    const tag = hex(4);
    const title = `Followed board ${tag}`;
    const admin = await loginAdmin();
    const [owner, mate, staff] = await Promise.all([
      register({ prefix: 'fo' }),
      register({ prefix: 'fm' }),
      register({ prefix: 'fs' }),
    ]);
    const digits = crypto
      .randomInt(0, 10 ** 8)
      .toString()
      .padStart(8, '0');
    const creditCode = `91330106MA${digits}`;
    await certify(admin, owner.jar, `Owner ${tag}`, creditCode);
    await certify(admin, mate.jar, `Mate ${tag}`, creditCode);
    await admin.ok('PUT', `/api/admin/users/${await userId(admin, staff.username)}/roles`, {
      roles: ['support'],
    });
    const ticket = await owner.jar.ok<{ id: number }>('POST', '/api/tickets', {
      classification: 'hardware',
      title,
      description: 'Nothing on the serial console.',
      remindMobile: '13812345678',
    });
    await staff.jar.ok('POST', `/api/admin/workOrders/${ticket.id}/reply`, { body: `Reply ${tag}` });
    await staff.jar.ok('POST', `/api/admin/workOrders/${ticket.id}/note`, { body: `INTERNAL-${tag}` });

    // the submitter adds the colleague on the ticket page, at phone width
    const own = await signedInPage(browser, owner.jar);
    const page = own.page;
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await step(page, 'add a follower', async () => {
      await page.goto(`${base}/work_order_detail?id=${ticket.id}`);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const box = page.getByTestId('ticket-add-follower');
      await box.getByLabel("Colleague's account").fill(mate.username);
      await clickForResponse(
        page,
        box.getByRole('button', { name: 'Add follower' }),
        (r) => r.url().endsWith(`/api/tickets/${ticket.id}/followers`) && r.request().method() === 'POST',
      );
      await page.getByTestId('ticket-followers').getByText(`Mate ${tag}`).waitFor();
      await page.mouse.move(0, 0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
    });
    await own.context.close();

    // the colleague finds it under "The ones I follow" and reads it, without the note
    const theirs = await signedInPage(browser, mate.jar);
    const mp = theirs.page;
    mp.setDefaultTimeout(15_000);
    await mp.setViewportSize({ width: 375, height: 800 });
    await step(mp, 'read a followed ticket', async () => {
      await mp.goto(`${base}/my_work_order`);
      await hydrated(mp);
      await mp.getByRole('tab', { name: 'The ones I follow' }).click();
      await mp.waitForURL(/[?&]scope=following/);
      await mp.getByRole('link', { name: new RegExp(title) }).click();
      await mp.waitForURL(/\/work_order_detail\?id=\d+$/);
      await mp.getByRole('heading', { level: 1, name: title }).waitFor();
      await mp.getByTestId('ticket-thread').getByText(`Reply ${tag}`).waitFor();
      await mp.getByTestId('ticket-follower-note').waitFor();
      expect(await mp.content()).not.toContain(`INTERNAL-${tag}`);
      expect(await mp.getByTestId('ticket-action-close').count()).toBe(0);
      expect(await mp.getByTestId('ticket-reply').count()).toBe(0);
      await mp.mouse.move(0, 0);
      expect(await seriousViolations(mp)).toEqual([]);
      expect(await fitsPhone(mp)).toBeLessThanOrEqual(375);
    });
    await step(mp, 'stop following', async () => {
      await clickForResponse(
        mp,
        mp.getByTestId('ticket-leave'),
        (r) => r.url().includes(`/api/tickets/${ticket.id}/followers/`) && r.request().method() === 'DELETE',
      );
      await mp.waitForURL(/\/my_work_order\?scope=following$/);
      await mp.getByText('You follow no tickets').waitFor();
    });
    await theirs.context.close();
  }, 120_000);
});
