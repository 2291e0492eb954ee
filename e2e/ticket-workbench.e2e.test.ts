import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin, register, signedInPage, userId } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations, step } from './browser';

// The support workbench's own pages (issue 18): from the work order queue, staff look up a
// submitter's tickets by account, read the SLA clocks, and open the report and its CSV.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('support workbench', () => {
  it('looks a submitter up, shows the SLA clocks and the report with its CSV', async () => {
    const tag = hex(4);
    const admin = await loginAdmin();
    const [user, staff] = await Promise.all([register({ prefix: 'wu' }), register({ prefix: 'ws' })]);
    await admin.ok('PUT', `/api/admin/users/${await userId(admin, staff.username)}/roles`, {
      roles: ['support'],
    });
    const ticket = await user.jar.ok<{ id: number; number: string }>('POST', '/api/tickets', {
      classification: 'hardware',
      title: `Workbench board ${tag}`,
      description: 'Nothing on the serial console.',
      remindMobile: '13812345678',
    });

    const { context, page } = await signedInPage(browser, staff.jar);
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width: 390, height: 800 });
    await step(page, 'look up the submitter', async () => {
      await page.goto(`${base}/admin/work_order`);
      await hydrated(page);
      await page.getByTestId('work-order-lookup').click();
      await page.waitForURL(/\/admin\/work_order_lookup$/);
      await hydrated(page);
      const form = page.getByTestId('ticket-lookup');
      await form.getByLabel('Account', { exact: true }).last().fill(user.username);
      await clickForResponse(page, form.getByRole('button', { name: 'Look up' }), (r) =>
        r.url().includes('/api/admin/workOrders/lookup?'),
      );
      await page
        .getByTestId('ticket-lookup-results')
        .getByRole('link', { name: new RegExp(ticket.number) })
        .click();
      await page.waitForURL(new RegExp(`/admin/work_order_detail/${ticket.id}$`));
      await page.getByTestId('ticket-sla').getByText('First response').waitFor();
    });
    await step(page, 'read the report', async () => {
      await page.goto(`${base}/admin/work_order`);
      await hydrated(page);
      await page.getByTestId('work-order-reports').click();
      await page.waitForURL(/\/admin\/work_order_reports$/);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: 'Work order reports' }).waitFor();
      await page.getByTestId('report-weekly').getByRole('row').nth(1).waitFor();
      const href = await page.getByTestId('report-export').getAttribute('href');
      expect(href).toBe('/api/admin/workOrders/reports.csv?weeks=12');
      const csv = await page.evaluate(async (u) => (await fetch(u)).text(), href!);
      expect(csv).toContain('summary,all,medianFirstResponseMinutes');
      await page.mouse.move(0, 0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
    await context.close();
  }, 120_000);
});
