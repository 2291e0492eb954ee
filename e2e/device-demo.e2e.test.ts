import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { certifiedEnterprise, hex, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, pick, seriousViolations, step } from './browser';

// The device console's later screens in a real browser (issue 23): chip certification requested
// with its checklist and approved by staff, the IoT view showing what a device reported, and a
// command sent to a device (demonstrate) that the device fetches and answers through the device API;
// then the product's demo settings (firmware, sample values, cloud-lab board), which the
// demonstrate page follows by opening the board in the cloud lab.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function device<T>(what: string, body: object): Promise<T> {
  const res = await fetch(`${base}/api/device/v1/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as { success: boolean; result: T; message: string };
  if (!env.success) throw new Error(`${what} → ${res.status} ${env.message}`);
  return env.result;
}

describe('device console: certification, IoT view, demonstrate', () => {
  it('certifies a product, shows reported properties and sends a command a device answers', async () => {
    const { user, admin } = await certifiedEnterprise('dd', 'Demo Works');
    const name = `Desk light ${hex(3)}`;
    const product = await user.jar.ok<{ id: string; productKey: string }>('POST', '/api/devices/products', {
      name,
      chip: 'BL616',
      connectivity: 'wifi',
      template: 'light',
    });
    const batch = await user.jar.ok<{ devices: { deviceName: string; deviceSecret: string }[] }>(
      'POST',
      `/api/devices/products/${product.id}/licences`,
      { count: 2 },
    );
    const creds = { productKey: product.productKey, ...batch.devices[0]! };
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await step(page, 'request the chip certification', async () => {
        await page.goto(`${base}/admin/chip_certification/${product.id}`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Chip certification' }).waitFor();
        const boxes = page.getByRole('checkbox', { name: 'Passed' });
        const notes = page.getByRole('textbox', { name: 'Evidence' });
        for (let i = 0; i < 6; i++) {
          await boxes.nth(i).check();
          await notes.nth(i).fill(`report ${i + 1}`);
        }
        const answer = await clickForResponse(
          page,
          page.getByRole('button', { name: 'Request certification' }),
          (r) => r.request().method() === 'POST' && r.url().endsWith('/certifications'),
        );
        expect(answer.status()).toBe(200);
        await page.getByTestId('device-cert-requests').getByText('Under review').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });

      await step(
        page,
        'staff approve it in the approval queue; the product shows the certificate',
        async () => {
          const staff = await signedInPage(browser, admin);
          try {
            await staff.page.goto(`${base}/admin/approve?kind=chipCertification`);
            await hydrated(staff.page);
            const row = staff.page.getByRole('row').filter({ hasText: name });
            await row.getByText('Chip certification').first().waitFor();
            await row.getByRole('button', { name: 'Approve' }).click();
            const confirm = staff.page.getByRole('dialog', { name: /^Approve / });
            const answer = await clickForResponse(
              staff.page,
              confirm.getByRole('button', { name: 'Approve' }),
              (r) => r.request().method() === 'POST' && /\/review$/.test(new URL(r.url()).pathname),
            );
            expect(answer.status()).toBe(200);
            await expect.poll(() => row.count()).toBe(0);
          } finally {
            await staff.context.close();
          }
          await page.goto(`${base}/admin/device_product/${product.id}`);
          await hydrated(page);
          await page
            .getByTestId('device-product-certificate')
            .getByText(/^OCC-CC-/)
            .waitFor();
        },
      );

      await step(page, 'the IoT view shows what the device reported', async () => {
        await device('check-update', { ...creds, currentVersion: '1.0.0' });
        await device('properties', { ...creds, properties: { power: true, brightness: 70 } });
        await page.goto(`${base}/admin/iot/${product.id}`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'IoT view' }).waitFor();
        await page.getByRole('cell', { name: '70', exact: true }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });

      let demonstrate = '';
      await step(page, 'demonstrate: send a command, the device answers', async () => {
        await page.getByRole('link', { name: creds.deviceName }).click();
        await page.waitForURL(/\/admin\/demonstrate\//);
        demonstrate = page.url();
        await page.getByTestId('device-property-brightness').filter({ hasText: '70' }).waitFor();
        await page.getByRole('spinbutton', { name: 'Times' }).fill('3');
        const sent = await clickForResponse(
          page,
          page.getByRole('button', { name: 'Send', exact: true }),
          (r) => r.request().method() === 'POST' && r.url().endsWith('/commands'),
        );
        expect(sent.status()).toBe(200);
        await page.getByTestId('device-commands').getByText('Waiting for the device').waitFor();
        const { commands } = await device<{ commands: { id: string; commandId: string }[] }>(
          'commands',
          creds,
        );
        expect(commands.map((c) => c.commandId)).toEqual(['blink']);
        await device('commands/result', {
          ...creds,
          commandId: commands[0]!.id,
          ok: true,
          result: { blinked: 3 },
        });
        await page.getByTestId('device-commands').getByText('Succeeded').waitFor({ timeout: 30_000 });
        // the pointer still rests on the clicked button: its hover colour is antd's, not the page's
        await page.mouse.move(0, 0);
        expect(await seriousViolations(page)).toEqual([]);
      });

      await step(page, 'demo settings: firmware, sample values and a cloud-lab board', async () => {
        const [board] = await user.jar.ok<{ id: number; name: string }[]>('GET', '/api/devices/demo-boards');
        expect(board).toBeDefined();
        await page.goto(`${base}/admin/firmware/${product.id}`);
        await hydrated(page);
        await page.getByRole('textbox', { name: 'Version' }).fill('1.2.0');
        await page.locator('#firmware-file').setInputFiles({
          name: 'light-1.2.0.bin',
          mimeType: 'application/octet-stream',
          buffer: Buffer.from(`demo image ${hex(32)}`.repeat(32)),
        });
        const uploaded = await clickForResponse(
          page,
          page.getByRole('button', { name: 'Upload', exact: true }),
          (r) => r.request().method() === 'POST' && r.url().endsWith(`/products/${product.id}/firmware`),
        );
        expect(uploaded.status()).toBe(200);

        await page.goto(`${base}/admin/demo_config/${product.id}`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: `Demo settings · ${name}` }).waitFor();
        await pick(page, 'Firmware', '1.2.0');
        await page.getByRole('spinbutton', { name: /^Brightness/ }).fill('80');
        await pick(page, 'Cloud-lab board', board!.name, { type: true });
        const saved = await clickForResponse(
          page,
          page.getByRole('button', { name: 'Save', exact: true }),
          (r) => r.request().method() === 'PUT' && r.url().endsWith(`/products/${product.id}/demo`),
        );
        expect(saved.status()).toBe(200);
        expect(((await saved.json()) as { result: { sampleData: object } }).result.sampleData).toEqual({
          brightness: 80,
        });
        // what was saved is what the page shows after a reload
        await page.reload();
        await hydrated(page);
        const brightness = page.getByRole('spinbutton', { name: /^Brightness/ });
        await expect.poll(() => brightness.inputValue(), { timeout: 30_000 }).toBe('80');
        await page.locator('.ant-select', { hasText: '1.2.0' }).waitFor();
        await page
          .getByRole('link', { name: `Open a demonstration session in the cloud lab: ${board!.name}` })
          .waitFor();
        await page.mouse.move(0, 0);
        expect(await seriousViolations(page)).toEqual([]);

        // the demonstrate page opens that board in the cloud lab
        await page.goto(demonstrate);
        await hydrated(page);
        await page.getByTestId('device-demo-lab').click();
        await page.waitForURL(new RegExp(`/cloud/board/${board!.id}$`));
      });
    } finally {
      await context.close();
    }
  }, 240_000);
});
