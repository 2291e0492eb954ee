import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { certifiedEnterprise, signedInPage } from './api';
import { clickForResponse, clickUntilUrl, hydrated, launchBrowser, seriousViolations, step } from './browser';

// Production in a real browser on a phone (issue 23: /produce_info, /produce_guide): a customer
// records the factory, uploads the test stations' CSV (confirmed, with progress; a bad line named)
// and sees the counts per station, opens the production guide; the voice training pages fit 360 px.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const viewport = { width: 360, height: 780 };
const scrollWidth = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth);

async function uploadCsv(page: Page, csv: string) {
  await page
    .locator('#test-csv')
    .setInputFiles({ name: 'station.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const dialog = page.getByRole('dialog', { name: 'Import these test results?' });
  // the page's button, not the dialog's of the same name (a closing dialog may still be shown)
  await page
    .locator('section[aria-labelledby="produce-tests"]')
    .getByRole('button', { name: 'Upload results' })
    .click();
  await dialog.waitFor();
  const answer = await clickForResponse(
    page,
    dialog.getByRole('button', { name: 'Upload results' }),
    (r) => r.request().method() === 'POST' && r.url().endsWith('/test-results'),
  );
  await dialog.waitFor({ state: 'hidden' });
  return answer;
}

describe('device console: production', () => {
  it('records production information, imports test results, opens the guide; voice pages fit 360 px', async () => {
    const { user } = await certifiedEnterprise('pi', 'Plant Works');
    const product = await user.jar.ok<{ id: string; productKey: string }>('POST', '/api/devices/products', {
      name: 'Smart plug',
      chip: 'BL616',
      connectivity: 'wifi',
      template: 'smartPlug',
    });
    const batch = await user.jar.ok<{ devices: { deviceName: string }[] }>(
      'POST',
      `/api/devices/products/${product.id}/licences`,
      { count: 3 },
    );
    const [d1, d2, d3] = batch.devices.map((d) => d.deviceName);
    const { context, page } = await signedInPage(browser, user.jar, { viewport });
    try {
      await step(page, 'production information', async () => {
        await page.goto(`${base}/admin/produce_info`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Production' }).waitFor();
        await page.getByRole('link', { name: 'Smart plug' }).click();
        await page.waitForURL(/\/admin\/produce_info\//);
        await page.getByRole('heading', { level: 1, name: /Production information/ }).waitFor();
        await page.getByRole('textbox', { name: 'Factory' }).fill('Shenzhen Plant 2');
        await page.getByRole('textbox', { name: 'Production line' }).fill('SMT-3');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Saved', { exact: true }).first().waitFor();
        await page.getByRole('cell', { name: '3', exact: true }).first().waitFor();
        expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      });

      await step(page, 'a bad CSV is refused naming its line and column', async () => {
        const bad = await uploadCsv(
          page,
          `device_name,station,result,measured_at\n${d1},RF,maybe,2026-11-28T08:00:00Z\n`,
        );
        expect(bad.status()).toBe(422);
        await page
          .getByTestId('test-csv-error')
          .getByText(/Line 2, column “result”/)
          .waitFor();
      });

      await step(page, 'a good CSV is imported and counted per station', async () => {
        const csv = [
          'device_name,station,result,measured_at,notes',
          `${d1},RF,pass,2026-11-28T08:00:00Z,`,
          `${d2},RF,fail,2026-11-28T08:01:00Z,low power`,
          `${d3},Flash,pass,2026-11-28T09:00:00Z,`,
        ].join('\n');
        const good = await uploadCsv(page, csv);
        expect(good.status()).toBe(200);
        await page.getByText('3 results imported').waitFor();
        await page.getByTestId('station-RF').getByText('1 failed').waitFor();
        await page.getByTestId('station-Flash').getByText('1 passed').waitFor();
        await page.getByRole('cell', { name: 'low power' }).waitFor();
        expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
        expect(await seriousViolations(page)).toEqual([]);
      });

      await step(page, 'the production guide', async () => {
        await clickUntilUrl(
          page,
          page.getByRole('link', { name: 'Production guide' }).first(),
          /\/admin\/produce_guide\//,
        );
        await page.getByRole('heading', { level: 1, name: /Production guide/ }).waitFor();
        await page.getByTestId('guide-steps').getByText('Burn the licences').waitFor();
        await page.getByText(new RegExp(product.productKey)).first().waitFor();
        await page
          .getByRole('textbox', { name: 'Edit the notes (markdown)' })
          .fill('Hold **BOOT** while powering on.');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByTestId('guide-note').locator('strong', { hasText: 'BOOT' }).waitFor();
        // the pointer off the Save button: axe judges the button's colours, not its hover state
        await page.mouse.move(0, 0);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
        expect(await seriousViolations(page)).toEqual([]);
      });

      await step(page, 'voice training at 360 px', async () => {
        await page.goto(`${base}/admin/voice_training`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Voice training' }).waitFor();
        expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
        await page.getByRole('button', { name: 'Request a voice model' }).click();
        await page.getByRole('dialog').waitFor();
        expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
        await page.goto(`${base}/admin/small_batch`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Small-batch samples' }).waitFor();
        expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      });
    } finally {
      await context.close();
    }
  });
});
