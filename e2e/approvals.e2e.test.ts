import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin, register, signedInPage } from './api';
import { hydrated, launchBrowser, seriousViolations } from './browser';

// The console's one approval queue in a real browser: every kind of application in one list,
// the kind filter kept in the URL, and a lab permission rejected with its reason from there.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('admin console: approvals of every kind', () => {
  it('filters by kind, rejects a lab permission with a reason and lists it as rejected', async () => {
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
    await dialog.getByRole('button', { name: 'Reject' }).click();
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
});
