import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loginAdmin, signedInContext } from './api';
import { englishVisitor, hydrated, launchBrowser, seriousViolations } from './browser';

// The software, hardware and solution catalogues (issue 16): each header entry lands on a filled
// list, a card leads to the product page, category tabs switch the list, an unknown code is the
// 404 page, and a list is one column without sideways scrolling at phone width.

const base = inject('baseUrl');

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await englishVisitor(browser, base));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const nav = () => page.getByRole('navigation', { name: 'Main navigation' });

async function openFromHeader(label: string, path: string) {
  await page.goto(`${base}/`);
  await hydrated(page);
  await nav().getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(`${base}${path}`);
  await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);
}

describe('catalogue pages', () => {
  it('software: header → operating systems → openEuler page', async () => {
    await openFromHeader('Software', '/software/operating');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Operating systems');
    await page.getByRole('link', { name: 'openEuler', exact: false }).first().click();
    await page.waitForURL(`${base}/software/openEuler`);
    await expect.poll(() => page.getByTestId('product-detail').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Specifications' }).count()).toBe(1);
    expect(await page.title()).toContain('openEuler');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('software: a category tab lists base software and its detail lives under /software/base/{code}', async () => {
    await page.goto(`${base}/software/operating`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Base software', exact: true }).click();
    await page.waitForURL(`${base}/software/base`);
    await page.getByTestId('product-card').first().getByRole('link').click();
    await page.waitForURL(/\/software\/base\/[\w.-]+$/);
    await expect.poll(() => page.getByTestId('product-detail').isVisible()).toBe(true);
  });

  it('hardware: header → overview → a board page, and the laptop page at /hardware/detail/ruyibook', async () => {
    await openFromHeader('Hardware', '/hardware/preview');
    await page.getByRole('link', { name: 'Development boards', exact: true }).click();
    await page.waitForURL(`${base}/hardware/board`);
    await page.getByRole('link', { name: 'Lichee Pi 4A' }).first().click();
    await page.waitForURL(`${base}/hardware/product/lichee-pi-4a`);
    await expect.poll(() => page.getByTestId('product-detail').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // what links to the board: its documents, and the software naming it leads to that software
    const related = page.getByTestId('product-related');
    await expect
      .poll(() => related.getByRole('region', { name: 'Documents' }).getByRole('link').count())
      .toBeGreaterThan(0);
    await related
      .getByRole('region', { name: 'Software for this hardware' })
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL(/\/software\//);
    await expect
      .poll(() =>
        page
          .getByTestId('product-related')
          .getByRole('region', { name: 'Runs on' })
          .getByRole('link', { name: 'Lichee Pi 4A' })
          .count(),
      )
      .toBe(1);
    const laptop = await page.goto(`${base}/hardware/detail/ruyibook`);
    expect(laptop?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('RuyiBook');
  });

  it('solution: header → all solutions → an area → a solution page', async () => {
    await openFromHeader('Solutions', '/solution');
    await page.getByRole('link', { name: 'Education', exact: true }).click();
    await page.waitForURL(`${base}/solution/education`);
    await page.getByTestId('product-card').first().getByRole('link').click();
    await page.waitForURL(`${base}/solution/riscv-teaching-lab`);
    await expect.poll(() => page.getByTestId('product-detail').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed product code', async () => {
    expect((await page.goto(`${base}/hardware/product/no-such-board`))?.status()).toBe(404);
    expect((await page.goto(`${base}/solution/no-such-solution`))?.status()).toBe(404);
    expect((await fetch(`${base}/software/base/${'x'.repeat(300)}`)).status).toBe(404);
  });

  it('shows a list as one column without sideways scrolling at phone width', async () => {
    const phone = await browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 800 } });
    try {
      const p = await phone.newPage();
      await p.goto(`${base}/hardware/preview`);
      await hydrated(p);
      await expect.poll(() => p.getByTestId('product-card').count()).toBeGreaterThan(1);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
      const [a, b] = await p
        .getByTestId('product-card')
        .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().left));
      expect(a).toBe(b);
    } finally {
      await phone.close();
    }
  });

  it('lists products in the console with a kind filter and previews one as its public page', async () => {
    const admin = await loginAdmin();
    const { items } = await admin.ok<{ items: { id: number; nameZh: string }[] }>(
      'GET',
      '/api/admin/products?productKind=solution',
    );
    expect(items.length).toBeGreaterThan(0);
    const staff = await signedInContext(browser, admin);
    try {
      const p = await staff.newPage();
      await p.goto(`${base}/admin/product?productKind=solution`);
      await hydrated(p);
      await expect.poll(() => p.getByText(items[0]!.nameZh).count()).toBeGreaterThan(0);
      await p.goto(`${base}/admin/product_detailno/${items[0]!.id}`);
      await expect.poll(() => p.getByTestId('preview-banner').isVisible()).toBe(true);
      expect(await p.getByTestId('product-detail').isVisible()).toBe(true);
    } finally {
      await staff.close();
    }
  });
});
