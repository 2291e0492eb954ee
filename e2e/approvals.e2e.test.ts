import crypto from 'node:crypto';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  COMPLETE_PROFILE,
  hex,
  loginAdmin,
  register,
  signedInPage,
  userId,
  type RegisteredUser,
} from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations, step } from './browser';

// The console's one approval queue in a real browser: every kind of application in one list,
// the kind filter kept in the URL, one application of each kind approved from there, and a lab
// permission rejected with its reason.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A pending lab permission of a new user; its real name (unique) finds its row. */
async function labApplication(): Promise<string> {
  const applicant = await register({ prefix: 'q' });
  const realName = `Queue ${hex(3)}`;
  await applicant.jar.ok('POST', '/api/lab/permissions', {
    kind: 'evaluation',
    realName,
    mobile: '13912345678',
    company: 'Open Silicon Lab',
    salesName: 'Li Lei',
    hasReferrer: false,
    purpose: `Port an RTOS ${realName}`,
  });
  return realName;
}

/** A pending enterprise certification of a new user with a complete profile; returns the company. */
async function enterpriseApplication(): Promise<string> {
  const applicant: RegisteredUser = await register({ prefix: 'q' });
  await applicant.jar.ok('PUT', '/api/base/user/profile', COMPLETE_PROFILE);
  const company = `Queue Works ${hex(3)}`;
  const digits = (n: number) =>
    crypto
      .randomInt(0, 10 ** n)
      .toString()
      .padStart(n, '0');
  await applicant.jar.ok('POST', '/api/base/user/enterprise', {
    companyName: company,
    creditCode: `91${digits(6)}MA${digits(8)}`,
    contactName: '王五',
    contactMobile: '13912345678',
  });
  return company;
}

/** Chooses a kind in the queue's filter (all kinds: `null`) and waits for the URL to say it. */
async function filterKind(page: Page, label: string, kind: string | null) {
  await page.getByRole('radiogroup', { name: 'Kind of application' }).getByText(label).click();
  if (kind) await page.waitForURL(new RegExp(`[?&]kind=${kind}`));
  else await page.waitForURL((url) => !url.searchParams.has('kind'));
}

const isReview = (r: Response) =>
  r.request().method() === 'POST' && /\/review$/.test(new URL(r.url()).pathname);

/** Approves the pending row holding `text` behind the confirmation; the row leaves the queue. */
async function approveRow(page: Page, text: string) {
  const row = page.getByRole('row').filter({ hasText: text });
  await row.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: /^Approve / });
  // a click while the confirmation still animates in can be lost: click until the server answers
  await clickForResponse(page, confirm.getByRole('button', { name: 'Approve' }), isReview);
  await expect.poll(() => page.getByRole('row').filter({ hasText: text }).count()).toBe(0);
}

describe('admin console: approvals of every kind', () => {
  it('filters by kind, rejects a lab permission with a reason and lists it as rejected', async () => {
    const realName = await labApplication();
    const admin = await loginAdmin();
    const { context, page } = await signedInPage(browser, admin);
    await page.goto(`${base}/admin/approve`);
    await hydrated(page);

    // both kinds are offered; the lab filter goes into the URL and keeps only lab rows
    await page
      .getByRole('radiogroup', { name: 'Kind of application' })
      .getByText('Cloud lab permission')
      .click();
    await page.waitForURL(/[?&]kind=lab/);
    const row = page.getByRole('row').filter({ hasText: realName });
    await row.waitFor();
    expect(await row.getByText('Cloud lab permission').count()).toBeGreaterThan(0);
    expect(await page.getByRole('row').filter({ hasText: 'Enterprise certification' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    // the reason is required, and named
    await dialog
      .getByText(/reason/i)
      .first()
      .waitFor();
    await dialog.getByRole('textbox').fill('Purpose not described');
    await clickForResponse(page, dialog.getByRole('button', { name: 'Reject' }), isReview);
    await expect.poll(() => page.getByText('cloud lab evaluation rejected').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('row').filter({ hasText: realName }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Rejected' }).click();
    await page.waitForURL(/state=rejected/);
    expect(page.url()).toContain('kind=lab');
    await page
      .getByRole('row')
      .filter({ hasText: 'Purpose not described' })
      .filter({ hasText: realName })
      .waitFor();

    // a reload shows the same view (kind and state live in the URL)
    await page.reload();
    await hydrated(page);
    await page.getByRole('row').filter({ hasText: realName }).waitFor();
    await context.close();
  });

  it('lists both kinds in one queue, filters by kind and approves one of each', async () => {
    const [realName, company] = await Promise.all([labApplication(), enterpriseApplication()]);
    const admin = await loginAdmin();
    const { context, page } = await signedInPage(browser, admin);
    await page.goto(`${base}/admin/approve`);
    await hydrated(page);

    await step(page, 'both kinds in one list', async () => {
      const lab = page.getByRole('row').filter({ hasText: realName });
      const ent = page.getByRole('row').filter({ hasText: company });
      // the portal of this run starts with no application: both are on the first page
      await lab.waitFor();
      await ent.waitFor();
      await lab.getByText('Cloud lab permission').waitFor();
      await ent.getByText('Enterprise certification').waitFor();
    });

    await step(page, 'approve the enterprise certification', async () => {
      await filterKind(page, 'Enterprise certification', 'enterprise');
      await page.getByRole('row').filter({ hasText: company }).waitFor();
      // the other kind's rows leave once the filtered page has loaded
      await expect.poll(() => page.getByRole('row').filter({ hasText: realName }).count()).toBe(0);
      // its own fields: the credit code and the contact
      await page.getByRole('row').filter({ hasText: company }).getByText('王五').waitFor();
      await approveRow(page, company);
      await expect.poll(() => page.getByText(`${company} approved`).count()).toBeGreaterThan(0);
    });

    await step(page, 'approve the lab permission', async () => {
      await filterKind(page, 'Cloud lab permission', 'lab');
      await page.getByRole('row').filter({ hasText: realName }).waitFor();
      // the other kind's rows leave once the filtered page has loaded
      await expect.poll(() => page.getByRole('row').filter({ hasText: company }).count()).toBe(0);
      await page
        .getByRole('row')
        .filter({ hasText: realName })
        .getByText(`Port an RTOS ${realName}`)
        .waitFor();
      await approveRow(page, realName);
    });

    await step(page, 'both listed as approved', async () => {
      await page.getByRole('tab', { name: 'Approved' }).click();
      await page.waitForURL(/state=approved/);
      await page.getByRole('row').filter({ hasText: realName }).waitFor();
      await filterKind(page, 'All kinds', null);
      expect(page.url()).toContain('state=approved');
      // decided applications list newest first: both are on the first page
      await page.getByRole('row').filter({ hasText: realName }).waitFor();
      await page.getByRole('row').filter({ hasText: company }).waitFor();
    });
    await context.close();
  });

  it('shows the queue to a reviewer of lab permissions only: menu entry and page, lab kind alone', async () => {
    const realName = await labApplication();
    const admin = await loginAdmin();
    const key = `lab_rev_${hex(3)}`;
    await admin.ok('POST', '/api/admin/roles', {
      key,
      nameZh: `实验室审核 ${key}`,
      nameEn: `Lab reviewer ${key}`,
      permissions: ['lab.review'],
    });
    const reviewer = await register({ prefix: 'r' });
    await admin.ok('PUT', `/api/admin/users/${await userId(admin, reviewer.username)}/roles`, {
      roles: [key],
    });

    const { context, page } = await signedInPage(browser, reviewer.jar);
    await page.goto(`${base}/admin`);
    await hydrated(page);
    await step(page, 'the menu entry opens the queue', async () => {
      await page
        .getByRole('navigation', { name: 'Admin console sections' })
        .getByRole('link', { name: 'Approvals' })
        .click();
      await page.waitForURL(/\/admin\/approve/);
      await page.getByRole('row').filter({ hasText: realName }).waitFor();
      // the one kind this reviewer decides: its rows, and no kind filter to offer
      await page.getByRole('row').filter({ hasText: realName }).getByText('Cloud lab permission').waitFor();
      expect(await page.getByRole('radiogroup', { name: 'Kind of application' }).count()).toBe(0);
    });
    await context.close();
  });
});
