import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loginAdmin, signedInPage } from './api';
import { hydrated, launchBrowser, pick, seriousViolations, step } from './browser';

// Issue 21's console search index page (size, queue, last rebuild, rebuild with progress).

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('console: search index', () => {
  it('shows the index figures to an administrator and rebuilds a kind with its progress', async () => {
    const admin = await loginAdmin();
    const { context, page } = await signedInPage(browser, admin);
    page.setDefaultTimeout(20_000);
    try {
      await step(page, 'open the search index page', async () => {
        await page.goto(`${base}/admin/search_index`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Search index' }).waitFor();
        await page.getByTestId('search-index-pending').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
      await step(page, 'rebuild the FAQ kind and watch it finish', async () => {
        await pick(page, 'Kind', 'FAQ');
        await page.getByRole('button', { name: 'Start rebuild' }).click();
        await page.getByText('Rebuild of FAQ started').waitFor();
        // the history's newest row is this rebuild; the page polls until it is done
        const newest = page.getByRole('region', { name: 'Recent rebuilds' }).locator('tbody tr').first();
        await newest.getByText('FAQ', { exact: true }).waitFor();
        await newest.getByText('Done', { exact: true }).waitFor({ timeout: 30_000 });
        await page.getByTestId('search-index-facts').getByText('Done', { exact: true }).waitFor();
        expect(await page.getByRole('button', { name: 'Start rebuild' }).isEnabled()).toBe(true);
      });
    } finally {
      await context.close();
    }
  });
});
