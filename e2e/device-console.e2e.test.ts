import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { certifiedEnterprise, hex, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, pick, seriousViolations, step } from './browser';

// The vendor's device console in a real browser (issue 23): a customer's enterprise member
// creates a product from a template, issues licences (the secrets once, with their CSV), uploads
// firmware, starts a campaign, watches its counts move as devices check in through the device
// API, and pauses it.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** One call of the small device API, as a device makes it (no cookies). */
async function device<T>(what: 'check-update' | 'progress', body: object): Promise<T> {
  const res = await fetch(`${base}/api/device/v1/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as { success: boolean; result: T; message: string };
  if (!env.success) throw new Error(`${what} → ${res.status} ${env.message}`);
  return env.result;
}

describe('device console', () => {
  it('a visitor opening the device console is sent to login', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(`${base}/admin/device_product`);
      await page.waitForURL(/\/auth\/login\?redirect=/);
    } finally {
      await context.close();
    }
  });

  it('a customer builds a product, licences, firmware and a campaign that devices follow', async () => {
    const { user } = await certifiedEnterprise('dc', 'Device Works');
    const name = `Plug ${hex(3)}`;
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      const productId = await step(page, 'create a product from a template', async () => {
        await page.goto(`${base}/admin/device_product`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Device products' }).waitFor();
        const nav = page.getByRole('navigation', { name: 'Admin console sections' });
        const highlighted = () => nav.locator('[aria-current="page"]').getAttribute('data-menu-key');
        // the form has its address (spec §2 /add_product), under the device products entry
        await page.getByRole('button', { name: 'New product' }).click();
        await page.waitForURL(/\/admin\/add_product$/);
        const dialog = page.getByRole('dialog', { name: 'New product' });
        await dialog.waitFor();
        await expect.poll(highlighted).toBe('device_product');
        await pick(page, 'Product template', 'Smart plug');
        await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
        // the chip is offered from the catalogue's published chips
        const chip = dialog.getByRole('combobox', { name: 'Chip' });
        await chip.fill('bl6');
        await page
          .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'BL616' })
          .click();
        await expect.poll(() => chip.inputValue()).toBe('BL616');
        const answer = await clickForResponse(
          page,
          dialog.getByRole('button', { name: 'Create' }),
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/devices/products',
        );
        expect(answer.status()).toBe(200);
        const id = ((await answer.json()) as { result: { id: string } }).result.id;
        await page.waitForURL(new RegExp(`/admin/device_product/${id}$`));
        await page.getByRole('heading', { level: 1, name }).waitFor();
        // the template's data model came with it
        await page.getByRole('heading', { name: 'Properties' }).waitFor();
        expect(await page.locator('.device-console-model tbody tr').count()).toBeGreaterThan(1);
        expect(await seriousViolations(page)).toEqual([]);
        // editing is /modify_product/:id, still under device products; saving comes back
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        await page.waitForURL(new RegExp(`/admin/modify_product/${id}$`));
        const edit = page.getByRole('dialog', { name: 'Edit product' });
        await edit.getByRole('textbox', { name: 'Description' }).fill('A plug that measures its power draw.');
        await expect.poll(highlighted).toBe('device_product');
        const saved = await clickForResponse(
          page,
          edit.getByRole('button', { name: 'Save' }),
          (r) =>
            r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/devices/products/${id}`,
        );
        expect(saved.status()).toBe(200);
        await page.waitForURL(new RegExp(`/admin/device_product/${id}$`));
        await page.getByText('A plug that measures its power draw.').waitFor();
        // not released yet; releasing asks first, then shows the date (the data model is locked)
        const state = page.getByTestId('device-product-release');
        await state.filter({ hasText: 'Not released' }).waitFor();
        await state.getByRole('button', { name: 'Release' }).click();
        const confirm = page.getByRole('dialog').filter({ hasText: `Release ${name}?` });
        const released = await clickForResponse(
          page,
          confirm.getByRole('button', { name: 'Release' }),
          (r) =>
            r.request().method() === 'POST' &&
            new URL(r.url()).pathname === `/api/devices/products/${id}/release`,
        );
        expect(released.status()).toBe(200);
        await state.filter({ hasText: 'Released on' }).waitFor();
        expect(await state.getByRole('button').count()).toBe(0);
        return id;
      });

      const secrets = await step(page, 'issue licences and download the CSV', async () => {
        await page.getByRole('link', { name: 'Licences' }).click();
        await page.waitForURL(new RegExp(`/admin/license/${productId}$`));
        await page.getByTestId('licence-quota').filter({ hasText: '0 of 1000 issued' }).waitFor();
        await page.getByRole('spinbutton', { name: 'How many' }).fill('100');
        const answer = await clickForResponse(
          page,
          page.getByRole('button', { name: 'Issue', exact: true }),
          (r) => r.request().method() === 'POST' && r.url().endsWith(`/products/${productId}/licences`),
        );
        expect(answer.status()).toBe(200);
        const batch = (
          (await answer.json()) as {
            result: { productKey: string; devices: { deviceName: string; deviceSecret: string }[] };
          }
        ).result;
        expect(batch.devices).toHaveLength(100);
        const dialog = page.getByRole('dialog', { name: 'Device secrets' });
        await dialog.getByText(batch.devices[0]!.deviceSecret).waitFor();
        const download = page.waitForEvent('download');
        await dialog.getByRole('button', { name: 'Download CSV' }).click();
        const csv = await readFile((await (await download).path())!, 'utf8');
        const lines = csv.trim().split('\n');
        expect(lines[0]).toBe('product_key,device_name,device_secret');
        expect(lines).toHaveLength(101);
        expect(lines[1]).toBe(
          `${batch.productKey},${batch.devices[0]!.deviceName},${batch.devices[0]!.deviceSecret}`,
        );
        await dialog.getByRole('button', { name: 'I have saved them' }).click();
        await page.getByTestId('licence-quota').filter({ hasText: '100 of 1000 issued' }).waitFor();
        return batch;
      });

      await step(page, 'upload firmware', async () => {
        await page.getByRole('link', { name: 'Firmware' }).click();
        await page.waitForURL(new RegExp(`/admin/firmware/${productId}$`));
        await page.getByRole('textbox', { name: 'Version' }).fill('1.1.0');
        await page.getByRole('textbox', { name: 'Release notes' }).fill('Fixes the relay timing.');
        await page.locator('#firmware-file').setInputFiles({
          name: 'plug-1.1.0.bin',
          mimeType: 'application/octet-stream',
          buffer: Buffer.from(`firmware image ${hex(32)}`.repeat(64)),
        });
        const answer = await clickForResponse(
          page,
          page.getByRole('button', { name: 'Upload', exact: true }),
          (r) => r.request().method() === 'POST' && r.url().endsWith(`/products/${productId}/firmware`),
        );
        expect(answer.status()).toBe(200);
        await page.getByTestId('firmware-signed-1.1.0').waitFor();
      });

      const campaignId = await step(page, 'start a campaign', async () => {
        await page.getByRole('link', { name: 'Campaigns' }).click();
        await page.waitForURL(new RegExp(`/admin/fota\\?product=${productId}$`));
        await page.getByRole('button', { name: 'New campaign' }).click();
        const dialog = page.getByRole('dialog', { name: 'New campaign' });
        await dialog.waitFor();
        await pick(page, 'Firmware version', '1.1.0');
        await dialog.getByRole('textbox', { name: 'Stages' }).fill('10, 100');
        const answer = await clickForResponse(
          page,
          dialog.getByRole('button', { name: 'Start' }),
          (r) => r.request().method() === 'POST' && r.url().endsWith(`/products/${productId}/campaigns`),
        );
        expect(answer.status()).toBe(200);
        const id = ((await answer.json()) as { result: { id: string } }).result.id;
        await page.getByRole('link', { name: '1.1.0' }).click();
        await page.waitForURL(/\/admin\/fota_detail\//);
        await page.getByRole('heading', { level: 1, name: 'Campaign for 1.1.0' }).waitFor();
        await page.getByTestId('campaign-count-success').filter({ hasText: /^0$/ }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        return id;
      });

      const updated = await step(page, 'devices check in and the counts move', async () => {
        // the first stage serves 10% of the 100 devices: every device asks, those served report
        type Update = { update: { campaignId: string; version: string } | null };
        const served: { deviceName: string; deviceSecret: string; campaignId: string }[] = [];
        for (const d of secrets.devices) {
          const creds = { productKey: secrets.productKey, ...d };
          const { update } = await device<Update>('check-update', { ...creds, currentVersion: '1.0.0' });
          if (update) served.push({ ...d, campaignId: update.campaignId });
        }
        expect(served.length).toBeGreaterThanOrEqual(9);
        expect(served.length).toBeLessThanOrEqual(11);
        for (const [i, d] of served.slice(0, 4).entries()) {
          const creds = {
            productKey: secrets.productKey,
            deviceName: d.deviceName,
            deviceSecret: d.deviceSecret,
          };
          await device('progress', { ...creds, campaignId: d.campaignId, state: 'downloading' });
          await device('progress', {
            ...creds,
            campaignId: d.campaignId,
            ...(i < 3 ? { state: 'success' } : { state: 'failed', errorCode: 'E_FLASH' }),
          });
        }
        // the page polls while the campaign runs
        await page
          .getByTestId('campaign-count-success')
          .filter({ hasText: /^3$/ })
          .waitFor({ timeout: 30_000 });
        await page.getByTestId('campaign-count-failed').filter({ hasText: /^1$/ }).waitFor();
        await page.getByRole('cell', { name: 'E_FLASH' }).waitFor();
        return served.slice(0, 4).map((d) => d.deviceName);
      });

      await step(page, 'the device list filters by the campaign; a device shows its history', async () => {
        await page.goto(`${base}/admin/device_list`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Devices' }).waitFor();
        await pick(page, 'Product', name);
        await page.waitForURL(new RegExp(`product=${productId}`));
        await pick(page, 'Update campaign', '1.1.0');
        await page.waitForURL(new RegExp(`campaign=${campaignId}`));
        // only the four devices that reported progress for this campaign
        const rows = page.locator('.ant-table-tbody tr.ant-table-row');
        await expect.poll(() => rows.allTextContents()).toHaveLength(4);
        for (const deviceName of updated) await rows.getByRole('link', { name: deviceName }).waitFor();
        await rows.getByRole('link', { name: updated[0]! }).click();
        const history = page.getByTestId('device-history');
        await history.getByText('Firmware 1.0.0 → 1.1.0').waitFor();
        await history.getByText('Came online').first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto(`${base}/admin/fota_detail/${productId}/${campaignId}`);
        await hydrated(page);
        await page.getByTestId('campaign-count-success').filter({ hasText: /^3$/ }).waitFor();
      });

      await step(page, 'pause the campaign', async () => {
        await page.getByRole('button', { name: 'Pause' }).click();
        const confirm = page.getByRole('dialog', { name: 'Pause this campaign?' });
        await confirm.waitFor();
        await clickForResponse(
          page,
          confirm.getByRole('button', { name: 'Pause' }),
          (r) => r.request().method() === 'POST' && r.url().endsWith('/pause'),
        );
        await page.locator('[data-testid^="campaign-state-"]').filter({ hasText: 'Paused' }).waitFor();
        await page.getByRole('button', { name: 'Resume' }).waitFor();
      });
    } finally {
      await context.close();
    }
  }, 240_000);
});
