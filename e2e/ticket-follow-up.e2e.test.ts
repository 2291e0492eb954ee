import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, register, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations, step } from './browser';

// A ticket past its reopen window (here: closed) offers a new ticket linked to it: the form starts
// from the old ticket and the new ticket names the old one (issue 18).

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('ticket follow-up', () => {
  it('offers a linked new ticket, prefilled from the closed one', async () => {
    const tag = hex(4);
    const title = `Still broken ${tag}`;
    const user = await register({ prefix: 'tf' });
    const old = await user.jar.ok<{ id: number; number: string }>('POST', '/api/tickets', {
      classification: 'hardware',
      title,
      description: 'Nothing on the serial console.',
      productName: `Board ${tag}`,
      remindMobile: '13812345678',
    });
    await user.jar.ok('POST', `/api/tickets/${old.id}/transition`, { event: 'close' });

    const { context, page } = await signedInPage(browser, user.jar);
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await step(page, 'open the follow-up form', async () => {
      await page.goto(`${base}/work_order_detail?id=${old.id}`);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByTestId('ticket-follow-up').click();
      await page.waitForURL(new RegExp(`/support_form\\?relatedTo=${old.id}$`));
      await hydrated(page);
      await page.getByTestId('ticket-related').getByText(old.number).waitFor();
      expect(await page.getByLabel('Brief description').inputValue()).toBe(title);
      expect(await page.getByLabel('Product name').inputValue()).toBe(`Board ${tag}`);
      expect(await page.getByLabel('Reminder mobile').inputValue()).toBe('13812345678');
      await page.mouse.move(0, 0);
      expect(await seriousViolations(page)).toEqual([]);
    });
    await step(page, 'submit the linked ticket', async () => {
      await page.getByLabel('Detailed description').fill('The new board batch fails the same way.');
      await clickForResponse(
        page,
        page.getByTestId('ticket-submit'),
        (r) => r.url().endsWith('/api/tickets') && r.request().method() === 'POST',
      );
      await page.waitForURL(/\/work_order_detail\?id=\d+$/);
      await page.getByTestId('ticket-related').getByRole('link', { name: old.number }).waitFor();
    });
    await context.close();
  }, 120_000);
});
