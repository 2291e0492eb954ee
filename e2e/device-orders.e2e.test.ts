import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { certifiedEnterprise, signedInPage } from './api';
import { hydrated, launchBrowser, seriousViolations, step } from './browser';

// Small-batch sample orders in a real browser on a phone (issue 23): an enterprise member orders
// samples from the catalogue's hardware, the vendor's staff quote, the member confirms the quote,
// staff ship with a tracking number and the member confirms receipt; both sides follow the order's
// state and timeline, and nothing overflows 390 px.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** null when the page is no wider than the window, else the widths. */
const sideways = (p: Page) =>
  p.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    return scrollWidth <= window.innerWidth ? null : `${scrollWidth} > ${window.innerWidth}`;
  });

/** Takes the step `name` of the order shown, filling the step's fields first. */
async function takeStep(page: Page, name: string, fields: Record<string, string> = {}) {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByText('Done', { exact: true }).first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

describe('small-batch orders', () => {
  it('a member orders samples on a phone, staff quote and ship, the member confirms and receives', async () => {
    const { user, admin } = await certifiedEnterprise('sb', 'Sample Works');
    const viewport = { width: 390, height: 844 };
    const customer = await signedInPage(browser, user.jar, { viewport });
    const staff = await signedInPage(browser, admin, { viewport });
    try {
      const orderUrl = await step(customer.page, 'order samples', async () => {
        const page = customer.page;
        await page.goto(`${base}/admin/small_batch`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Small-batch samples' }).waitFor();
        await page.getByText('No sample orders yet').waitFor();
        expect(await sideways(page)).toBeNull();
        await page.getByRole('button', { name: 'Order samples' }).click();
        const dialog = page.getByRole('dialog', { name: 'Order samples' });
        await dialog.waitFor();
        // an empty form names its missing fields and sends nothing
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await dialog
          .getByText(/Contact/)
          .first()
          .waitFor();
        expect(await dialog.locator('.ant-form-item-has-error').count()).toBeGreaterThan(0);
        await dialog.getByRole('combobox', { name: /Chip, module or board$/ }).click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
        await dialog.getByRole('textbox', { name: /Contact$/ }).fill('王工');
        await dialog.getByRole('textbox', { name: /Phone$/ }).fill('13812345678');
        await dialog.getByRole('textbox', { name: /Delivery address$/ }).fill('杭州市西湖区文三路 1 号');
        await dialog.getByRole('textbox', { name: /Purpose$/ }).fill('prototype run of a smart plug');
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Submitted: both sides are notified of every step').waitFor();
        const link = page.getByRole('link', { name: /^[0-9A-F]{8}$/ });
        await link.click();
        await page.waitForURL(/\/admin\/small_batch_detail\//);
        await page.getByTestId('order-state').getByText('Submitted').waitFor();
        expect(await page.getByRole('button', { name: 'Cancel the order' }).isVisible()).toBe(true);
        expect(await sideways(page)).toBeNull();
        expect(await seriousViolations(page)).toEqual([]);
        return page.url();
      });

      await step(staff.page, 'staff quote', async () => {
        const page = staff.page;
        await page.goto(orderUrl);
        await hydrated(page);
        await page.getByTestId('order-state').getByText('Submitted').waitFor();
        await takeStep(page, 'Quote', { Price: '1200', 'Lead time (days)': '10' });
        await page.getByTestId('order-state').getByText('Quoted').waitFor();
        await page.getByText('10 days').waitFor();
        expect(await sideways(page)).toBeNull();
      });

      await step(customer.page, 'confirm the quote', async () => {
        const page = customer.page;
        await page.reload();
        await hydrated(page);
        await page.getByTestId('order-state').getByText('Quoted').waitFor();
        await takeStep(page, 'Confirm the quote', { Note: 'go ahead' });
        await page.getByTestId('order-state').getByText('Confirmed').waitFor();
        await page.getByText('go ahead').waitFor();
      });

      await step(staff.page, 'staff ship with a tracking number', async () => {
        const page = staff.page;
        await page.reload();
        await hydrated(page);
        await page.getByTestId('order-state').getByText('Confirmed').waitFor();
        await takeStep(page, 'Ship', { 'Tracking number': 'SF1234567890' });
        await page.getByTestId('order-state').getByText('Shipped').waitFor();
        await page.getByText('SF1234567890').waitFor();
        expect(await sideways(page)).toBeNull();
      });

      await step(customer.page, 'the member sees the shipment and confirms receipt', async () => {
        const page = customer.page;
        await page.reload();
        await hydrated(page);
        await page.getByTestId('order-state').getByText('Shipped').waitFor();
        await page.getByText('SF1234567890').waitFor();
        await takeStep(page, 'Confirm receipt');
        await page.getByTestId('order-state').getByText('Received').waitFor();
        // no step is left to either side
        expect(await page.getByRole('button', { name: 'Cancel the order' }).count()).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    } finally {
      await customer.context.close();
      await staff.context.close();
    }
  }, 180_000);
});
