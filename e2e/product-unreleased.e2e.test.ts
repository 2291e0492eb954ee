import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { certifiedEnterprise, hex, register, signedInPage } from './api';
import { hydrated, launchBrowser, seriousViolations } from './browser';

// product_detailno (spec §2): a vendor's unreleased product has its own detail page for the
// vendor, linked from /people/my/product; a visitor is sent to login, another user finds nothing,
// and a reviewer's preview link opens it for whoever holds it.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('an unreleased product', () => {
  it('is shown to its vendor, hidden from others, and opened by a reviewer’s preview link', async () => {
    const { user, admin } = await certifiedEnterprise('u', 'Draft Works');
    const code = `e2e-draft-${hex(3)}`;
    const name = `未发布开发板 ${hex(2)}`;
    const { id } = await user.jar.ok<{ id: number }>('POST', '/api/my/products', {
      productCode: code,
      productKind: 'hardware',
      category: 'board',
      nameZh: name,
      summaryZh: '尚未发布的开发板',
      descriptionZh: '## 规格\n\n四核',
      nameEn: '',
      summaryEn: '',
      descriptionEn: '',
      attributes: 'Cores: 4',
      links: '',
    });

    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await page.goto(`${base}/people/my/product`);
      await hydrated(page);
      const row = page.getByRole('row', { name: new RegExp(code) });
      await row.getByRole('link', { name: 'Preview' }).click();
      await page.waitForURL(`${base}/product_detailno/${id}`);
      await page.getByTestId('preview-banner').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }

    // a visitor is sent to login; another user gets the 404 page
    const visitor = await browser.newContext({ locale: 'en-US' });
    try {
      const p = await visitor.newPage();
      await p.goto(`${base}/product_detailno/${id}`);
      await p.waitForURL(/\/auth\/login\?redirect=/);
    } finally {
      await visitor.close();
    }
    const other = await register({ prefix: 'o' });
    const res = await fetch(`${base}/product_detailno/${id}`, {
      headers: { cookie: `occ_sid=${other.jar.session}` },
    });
    expect(res.status).toBe(404);

    // the reviewer's link works without signing in
    const link = await admin.ok<{ url: string }>('POST', `/api/admin/products/${id}/preview-links`, {
      hours: 1,
    });
    const shared = await fetch(`${base}${link.url}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toContain('no-store');
    expect(await shared.text()).toContain(name);
  }, 180_000);
});
