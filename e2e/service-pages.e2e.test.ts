import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, step, englishVisitor } from './browser';

// Pages of typed blocks (issue 15): the header's Service entry opens /service/building drawn
// from its blocks; staff edit a block of /service/salon in the console, preview the draft,
// publish it to production behind the confirmation, and a visitor sees the change. The
// certification page lists the certified products (approved chip certifications), searchable.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const visitor = (width = 1280) => englishVisitor(browser, base, width);

describe('service pages', () => {
  it('header Service opens /service/building with its blocks, also on a phone', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto(`${base}/`);
      await hydrated(page);
      await step(page, 'header Service', async () => {
        await page.locator('header a[href="/service/building"]').first().click();
        await page.waitForURL(`${base}/service/building`);
        await page.getByRole('heading', { level: 1, name: 'RISC-V Ecosystem Building Programme' }).waitFor();
        expect(await page.locator('.pb-card').count()).toBe(3);
        expect(await page.locator('.pb-step').count()).toBe(4);
        // the contact block opens the business-cooperation enquiry form
        await page.locator('.pb-page').getByRole('button', { name: 'Business cooperation' }).click();
        await page.getByRole('dialog').waitFor();
        expect(await page.title()).toContain('Ecosystem building');
      });
      // an unknown slug is the 404 page
      const missing = await page.goto(`${base}/service/no-such-page`);
      expect(missing?.status()).toBe(404);
    } finally {
      await context.close();
    }
    const phone = await visitor(375);
    try {
      await phone.page.goto(`${base}/iscas`);
      await phone.page.getByRole('heading', { level: 1, name: 'ISCAS × OCC' }).waitFor();
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(375);
      // the college's programme pages are pages of typed blocks too, linked from the college home
      await phone.page.goto(`${base}/college/index`);
      await hydrated(phone.page);
      await phone.page.getByRole('link', { name: 'Talent programme' }).click();
      await phone.page.waitForURL(`${base}/college/talent`);
      await phone.page.getByRole('heading', { level: 1, name: 'RISC-V Talent Programme' }).waitFor();
      expect(await phone.page.locator('.pb-step').count()).toBe(4);
    } finally {
      await phone.context.close();
    }
  });

  it('/service/certification lists certified products; the search narrows them, on a 360 px phone', async () => {
    const { context, page } = await visitor(360);
    try {
      await page.goto(`${base}/service/certification`);
      const block = page.getByTestId('certified-products');
      const rows = block.locator('tbody tr');
      await step(page, 'the first page comes with the page', async () => {
        await block.getByRole('heading', { level: 2, name: 'Certified products' }).waitFor();
        await rows.filter({ hasText: 'VisionFive 2 Edge Gateway' }).waitFor();
        expect(await rows.count()).toBeGreaterThanOrEqual(3);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(360);
      });
      await hydrated(page);
      const search = block.getByLabel('Search certified products');
      await step(page, 'search by chip', async () => {
        await search.fill('SG2042');
        const answered = page.waitForResponse((r) => r.url().includes('/api/certified-products?'));
        await search.press('Enter');
        expect((await answered).status()).toBe(200);
        await expect.poll(() => rows.count()).toBe(1);
        await rows.filter({ hasText: 'Milk-V Pioneer Workstation' }).waitFor();
        expect(await rows.first().innerText()).toContain('OCC-CC-2026-5620A003');
      });
      await step(page, 'a search without a match says so', async () => {
        await search.fill('100%_no such product');
        await search.press('Enter');
        await block.getByText('No certified product matches “100%_no such product”').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      });
    } finally {
      await context.close();
    }
  });

  it('staff edit a block, preview the draft, publish; a visitor sees the change', async () => {
    const admin = await loginAdmin();
    const { context, page } = await signedInPage(browser, admin);
    const title = `Technical salons ${hex(3)}`;
    try {
      await page.goto(`${base}/admin/page?q=salon`);
      await hydrated(page);
      await step(page, 'open the salon page', async () => {
        await page.getByRole('heading', { name: 'Service pages', level: 1 }).waitFor();
        const row = page.locator('tr.ant-table-row', { hasText: 'salon' }).first();
        await row.getByRole('link', { name: 'Edit' }).click();
        await page.waitForURL(/\/admin\/page_detail\/\d+$/);
      });
      await step(page, 'edit the first English block and save', async () => {
        const hero = page.getByTestId('blocks-blocksEn').getByTestId('block-0');
        const input = hero.getByRole('textbox', { name: /^\*?\s*Title$/ }).first();
        await input.waitFor();
        await input.fill(title);
        const saved = page.waitForResponse(
          (r) => /\/api\/admin\/page\/\d+$/.test(r.url()) && r.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: 'Save' }).click();
        expect((await saved).status()).toBe(200);
      });
      const previewHref = await page.getByRole('link', { name: 'Preview' }).first().getAttribute('href');
      expect(previewHref).toBe('/service/salon?preview=1');
      const editUrl = page.url();

      // visitors still see the live version; staff see the draft in the preview
      const { context: vc, page: vp } = await visitor();
      try {
        await vp.goto(`${base}/service/salon`);
        await vp.getByRole('heading', { level: 1, name: 'RISC-V technical salons' }).waitFor();
        await page.goto(`${base}${previewHref}`);
        await step(page, 'preview', async () => {
          await page.getByTestId('preview-banner').waitFor();
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
        });

        await page.goto(editUrl);
        await step(page, 'publish to production', async () => {
          await page.getByRole('button', { name: 'Publish to production' }).click();
          const dialog = page.getByRole('dialog', { name: 'Publish to production?' });
          await dialog.getByTestId('publish-changes').getByText(title).waitFor();
          // a click that lands while the confirmation is still opening is lost on a loaded machine
          const published = await clickForResponse(
            page,
            dialog.getByRole('button', { name: 'Publish', exact: true }),
            (r) => /\/api\/admin\/page\/\d+\/publish$/.test(r.url()),
          );
          expect(published.status()).toBe(200);
          await page.getByText('Published to production').waitFor();
        });

        await expect
          .poll(
            async () => {
              await vp.goto(`${base}/service/salon`);
              return vp.locator('h1').first().innerText();
            },
            { timeout: 15_000 },
          )
          .toBe(title);
      } finally {
        await vc.close();
      }
    } finally {
      await context.close();
    }
  });
});
