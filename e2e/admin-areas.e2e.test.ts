import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, type Jar, loginAdmin, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, pick, seriousViolations, step } from './browser';

// The declared console areas (issue 12) in a real browser: the dictionary list with a filter
// kept in the URL, create with a field error first, edit, the CSV export link of the current
// filters and bulk delete behind a confirmation; then a FAQ created as a draft and published
// to production after the confirmation that lists its changes, its menu entry highlighted on
// the edit route; the catalogue entries that list one kind of product; and the console menu in a
// drawer on a phone.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface DictRow {
  id: number;
  type: string;
  value: string;
  labelZh: string;
  labelEn: string;
}

describe('admin console: declared areas', () => {
  let admin: Jar;
  let context: BrowserContext;
  let page: Page;
  const tag = hex(3);
  const value = `e2e_${tag}`;

  beforeAll(async () => {
    admin = await loginAdmin();
    ({ context, page } = await signedInPage(browser, admin));
  });
  afterAll(() => context?.close());

  it('filters the dictionary list by type, the filter kept in the URL', async () => {
    await page.goto(`${base}/admin/dict`);
    await hydrated(page);
    await step(page, 'dictionary list', async () => {
      await page.getByRole('heading', { name: 'Dictionaries', level: 1 }).waitFor();
      const answer = page.waitForResponse(
        (r) => r.url().includes('/api/admin/dicts?') && r.url().includes('type=industry') && r.ok(),
      );
      await pick(page, 'Type', 'Industry');
      await answer;
      await page.waitForURL(/\/admin\/dict\?type=industry$/);
      const table = page.getByTestId('area-table-dicts');
      await table.locator('tbody tr.ant-table-row').first().waitFor();
      const types = await table.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set(['Industry']));
    });
    const nav = page.getByRole('navigation', { name: 'Admin console sections' });
    expect(await nav.locator('[aria-current="page"]').getAttribute('data-menu-key')).toBe('dict');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('creates an entry after a field error, keeping what was typed, then edits it', async () => {
    await page.getByRole('link', { name: 'New dictionary entry' }).click();
    await page.waitForURL(`${base}/admin/dict_detail/new`);
    await step(page, 'field error first', async () => {
      await page.getByRole('heading', { name: 'New dictionary entry', level: 1 }).waitFor();
      await pick(page, 'Type', 'Industry');
      await page.getByRole('textbox', { name: /Value$/ }).fill(value);
      await page.getByLabel('Label (English)').fill(`E2E industry ${tag}`);
      await page.getByRole('button', { name: 'Save' }).click();
      // empty label: the shared schema's message on the field, nothing sent, the rest kept
      const error = page.locator('.ant-form-item', { has: page.getByLabel('Label (Chinese)') });
      await error.locator('.ant-form-item-explain-error').waitFor();
      expect(await error.locator('.ant-form-item-explain-error').innerText()).toContain('Label (Chinese)');
      expect(await page.getByRole('textbox', { name: /Value$/ }).inputValue()).toBe(value);
      expect(await page.getByLabel('Label (English)').inputValue()).toBe(`E2E industry ${tag}`);
    });
    await step(page, 'valid create', async () => {
      await page.getByLabel('Label (Chinese)').fill(`测试行业 ${tag}`);
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/admin/dicts') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await created).status()).toBe(200);
      await page.getByText(`${value} saved`).waitFor();
      await page.waitForURL(/\/admin\/dict_detail\/\d+$/);
      await page.getByRole('heading', { name: `Edit dictionary entry · ${value}`, level: 1 }).waitFor();
    });
    // the key fields are fixed once created
    expect(await page.getByRole('textbox', { name: /Value$/ }).isDisabled()).toBe(true);

    await step(page, 'edit', async () => {
      await page.getByLabel('Label (English)').fill(`E2E industry ${tag} (edited)`);
      const saved = page.waitForResponse(
        (r) => /\/api\/admin\/dicts\/\d+$/.test(r.url()) && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await saved).status()).toBe(200);
      // the create's message may still be showing
      await page.getByText(`${value} saved`).last().waitFor();
    });
    const list = await admin.ok<{ items: DictRow[] }>('GET', `/api/admin/dicts?q=${value}`);
    expect(list.items.map((i) => i.labelEn)).toEqual([`E2E industry ${tag} (edited)`]);

    // the same type and value again: the server's 409 as a message, the typed values kept
    await page.goto(`${base}/admin/dict_detail/new`);
    await hydrated(page);
    await step(page, 'duplicate refused', async () => {
      await pick(page, 'Type', 'Industry');
      await page.getByRole('textbox', { name: /Value$/ }).fill(value);
      await page.getByLabel('Label (Chinese)').fill('重复');
      await page.getByLabel('Label (English)').fill('Duplicate');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.locator('.ant-message-notice', { hasText: 'This key is already in use' }).waitFor();
      expect(page.url()).toBe(`${base}/admin/dict_detail/new`);
      expect(await page.getByLabel('Label (English)').inputValue()).toBe('Duplicate');
    });
    // judged without the pointer resting on the Save button (its hover colour is lighter)
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('exports with the current filters and deletes the selected entries after confirmation', async () => {
    for (const n of [1, 2])
      await admin.ok('POST', '/api/admin/dicts', {
        type: 'industry',
        value: `${value}_${n}`,
        labelZh: `测试 ${n}`,
        labelEn: `Test ${n}`,
      });
    await page.goto(`${base}/admin/dict?type=industry&q=${value}`);
    await hydrated(page);
    const table = page.getByTestId('area-table-dicts');
    await step(page, 'filtered list', async () => {
      await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(3);
    });
    const href = await page.getByTestId('area-export').getAttribute('href');
    const exportUrl = new URL(href!, base);
    expect(exportUrl.pathname).toBe('/api/admin/dicts/export');
    expect(exportUrl.searchParams.get('type')).toBe('industry');
    expect(exportUrl.searchParams.get('q')).toBe(value);
    // the link downloads the same rows as CSV
    const csv = await fetch(exportUrl, { headers: { cookie: `occ_sid=${admin.session}; locale=en-US` } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).split('\r\n').filter((l) => l.includes(value))).toHaveLength(3);

    await step(page, 'bulk delete', async () => {
      await table.locator('thead .ant-checkbox-input').check();
      await page.getByRole('button', { name: 'Delete 3 selected items' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete 3 items?' });
      await dialog.waitFor();
      // clicked again if the click landed while the dialog was still opening
      const deleted = await clickForResponse(
        page,
        dialog.getByRole('button', { name: 'Delete', exact: true }),
        (r) => r.url().endsWith('/api/admin/dicts/bulk-delete'),
      );
      expect(deleted.status()).toBe(200);
      await page.getByText('3 items deleted').waitFor();
      await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(0);
    });
    const left = await admin.ok<{ total: number }>('GET', `/api/admin/dicts?q=${value}`);
    expect(left.total).toBe(0);
  });

  it('creates a FAQ as a draft and publishes it to production after the confirmation', async () => {
    const question = `How do I reset my board ${tag}?`;
    await page.goto(`${base}/admin/manage_faq`);
    await hydrated(page);
    await step(page, 'new FAQ', async () => {
      await page.getByRole('heading', { name: 'FAQ', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'New question' }).click();
      await page.waitForURL(`${base}/admin/modify_faq/new`);
      await page.getByRole('heading', { name: 'New question', level: 1 }).waitFor();
      // categories come from the faqCategory dictionary
      await page.getByRole('combobox', { name: /Category$/ }).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      await page.getByLabel('Question (Chinese)').fill(`如何重置开发板 ${tag}？`);
      await page.getByLabel('Answer (Chinese)').fill(`在控制台点击 **重置**。${tag}`);
      await page.getByLabel('Question (English)').fill(question);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/modify_faq\/\d+$/);
    });
    await step(page, 'draft', async () => {
      await expect.poll(() => page.getByTestId('area-status').innerText()).toBe('Draft');
      await page.getByText('Not published yet').waitFor();
    });
    await step(page, 'FAQ highlighted on its edit route', async () => {
      const nav = page.getByRole('navigation', { name: 'Admin console sections' });
      expect(await nav.locator('[aria-current="page"]').getAttribute('data-menu-key')).toBe('faq');
      expect(await page.locator('#occ-subapp').getAttribute('data-current-app')).toBe('faq');
    });
    await step(page, 'publish to production', async () => {
      await page.getByRole('button', { name: 'Publish to production' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish to production?' });
      const changes = dialog.getByTestId('publish-changes');
      await changes.getByRole('row').filter({ hasText: 'Question (English)' }).waitFor();
      expect(await changes.getByRole('row').filter({ hasText: 'Question (English)' }).innerText()).toContain(
        question,
      );
      const published = await clickForResponse(
        page,
        dialog.getByRole('button', { name: 'Publish', exact: true }),
        (r) => /\/api\/admin\/faqs\/\d+\/publish$/.test(r.url()),
      );
      expect(published.status()).toBe(200);
      await page.getByText('Published to production').waitFor();
      await expect.poll(() => page.getByTestId('area-status').innerText()).toBe('Published');
      await page.getByText('Version 1').waitFor();
    });
  });

  it('adds a third-party login app: the secret is asked for, then never shown again', async () => {
    const key = `e2e${tag}`;
    await page.goto(`${base}/admin/app_detail/new`);
    await hydrated(page);
    await step(page, 'secret required', async () => {
      await page.getByRole('heading', { name: 'New app', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: /Key$/ }).fill(key);
      await page.getByRole('textbox', { name: /Display name$/ }).fill(`E2E login ${tag}`);
      await page.getByRole('textbox', { name: /Issuer address$/ }).fill('https://idp.example.com/oidc');
      await page.getByRole('textbox', { name: /Client ID$/i }).fill('occ-portal');
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/admin/apps'));
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await refused).status()).toBe(422);
      const item = page.locator('.ant-form-item', { has: page.getByLabel(/Client secret$/) });
      await item.getByText('Client secret is required').waitFor();
      expect(await page.getByRole('textbox', { name: /Key$/ }).inputValue()).toBe(key);
    });
    await step(page, 'created', async () => {
      await page.getByLabel(/Client secret$/).fill('portal-secret-e2e');
      const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/apps'));
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await created).status()).toBe(200);
      await page.waitForURL(/\/admin\/app_detail\/\d+$/);
      await page.getByText('Leave empty to keep the stored secret', { exact: false }).waitFor();
    });
    expect(await page.getByLabel(/Client secret$/).inputValue()).toBe('');
    expect(await page.content()).not.toContain('portal-secret-e2e');
    const providers = await admin.ok<{ key: string; label: string }[]>('GET', '/api/sso/providers');
    expect(providers).toContainEqual({ key, label: `E2E login ${tag}` });
  });

  it('shows the catalogue entries: chip products beside the lab chips, MCUs, vendor locations', async () => {
    await page.goto(`${base}/admin/chip`);
    await hydrated(page);
    await step(page, 'chip tabs', async () => {
      const tabs = page.getByRole('navigation', { name: 'Pages of this section' });
      await tabs.getByRole('link', { name: 'Chip products' }).click();
      await page.waitForURL(`${base}/admin/chip_product`);
      const rows = page.getByTestId('area-table-productChips').locator('tbody tr.ant-table-row');
      await rows.first().waitFor();
      for (const text of await rows.allInnerTexts()) expect(text).toMatch(/SoCs|CPU cores/);
    });
    const nav = page.getByRole('navigation', { name: 'Admin console sections' });
    expect(await nav.locator('[aria-current="page"]').getAttribute('data-menu-key')).toBe('chip_product');
    await page.goto(`${base}/admin/mcu`);
    await step(page, 'MCU list', async () => {
      await page.getByRole('heading', { name: 'MCUs', level: 1 }).waitFor();
      const rows = page.getByTestId('area-table-productMcus').locator('tbody tr.ant-table-row');
      await rows.first().waitFor();
      for (const text of await rows.allInnerTexts()) expect(text).toContain('MCUs');
    });
    expect(await nav.locator('[aria-current="page"]').getAttribute('data-menu-key')).toBe('mcu');
    await page.goto(`${base}/admin/vendor_locate`);
    await step(page, 'vendor locations', async () => {
      const rows = page.getByTestId('area-table-vendorLocations').locator('tbody tr.ant-table-row');
      await rows.first().waitFor();
      expect((await rows.allInnerTexts()).join(' ')).toContain('Headquarters');
    });
    expect(await nav.locator('[aria-current="page"]').getAttribute('data-menu-key')).toBe('vendor_info');
  });

  it('opens the console menu in a drawer on a phone', async () => {
    const phone = await signedInPage(browser, admin);
    try {
      await phone.page.setViewportSize({ width: 375, height: 740 });
      await phone.page.goto(`${base}/admin/modify_faq/new`);
      await hydrated(phone.page);
      await step(phone.page, 'menu drawer', async () => {
        expect(await phone.page.getByRole('navigation', { name: 'Admin console sections' }).isVisible()).toBe(
          false,
        );
        await phone.page.getByRole('button', { name: /^Console menu/ }).click();
        const drawer = phone.page.getByRole('dialog', { name: 'Console menu' });
        const link = drawer.getByRole('link', { name: 'Dictionaries', exact: true });
        await link.click();
        await phone.page.waitForURL(`${base}/admin/dict`);
        await phone.page.getByRole('heading', { name: 'Dictionaries', level: 1 }).waitFor();
      });
    } finally {
      await phone.context.close();
    }
  });
});
