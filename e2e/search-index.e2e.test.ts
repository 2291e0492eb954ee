import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loginAdmin, signedInPage } from './api';
import { hydrated, launchBrowser, seriousViolations, step } from './browser';

// Issue 21's console search index page (size, queue, last rebuild, rebuild with progress).

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('console: search index', () => {
  it('shows the index figures to an administrator, with no serious axe violation', async () => {
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
    } finally {
      await context.close();
    }
  });
});
