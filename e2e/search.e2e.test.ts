import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describePage, hydrated, launchBrowser, seriousViolations } from './browser';

// Issue 21 in a real browser against the real portal (demo data, indexed by the search.sync job):
// a visitor types in the header box and sees suggestions, presses Enter, gets /search with counts
// per tab, switches to the Q&A tab (the keyword stays in the URL) and opens a result. On a phone
// the search is an icon opening a full-width field. Axe on the results page.

const base = inject('baseUrl');
const KEYWORD = 'RuyiSDK';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('has the demo content indexed', async () => {
  // the index is filled by the job runner's first passes after start: wait for it
  await expect
    .poll(
      async () => {
        const res = await fetch(`${base}/api/search?q=${KEYWORD}`, {
          headers: { 'accept-language': 'en-US' },
        });
        return ((await res.json()) as { result?: { total: number } }).result?.total ?? 0;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBeGreaterThan(1);
});

describe('global search', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    page = await ctx.newPage();
  });
  afterAll(() => ctx?.close());

  it('suggests while typing in the header, and Enter opens /search with counts per tab', async () => {
    try {
      await page.goto(`${base}/`);
      await hydrated(page);
      const box = page.getByRole('combobox', { name: 'Search the portal' });
      await box.fill(KEYWORD);
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await list.getByRole('option').first().waitFor();
      expect(await list.getByRole('option').first().textContent()).toContain(KEYWORD);
      await box.press('Enter');
      await page.waitForURL(`${base}/search?keyword=${KEYWORD}`);
      const status = page.getByRole('status').filter({ hasText: `for “${KEYWORD}”` });
      await status.waitFor();
      const all = Number(await page.getByTestId('search-tab-all').locator('.sr-count').textContent());
      const questions = Number(
        await page.getByTestId('search-tab-questions').locator('.sr-count').textContent(),
      );
      expect(all).toBeGreaterThan(1);
      expect(questions).toBeGreaterThan(0);
      expect(await status.textContent()).toContain(`${all} results`);
      expect(await page.getByTestId('search-result').count()).toBe(Math.min(all, 10));
      await expect.poll(() => page.locator('.sr-card mark').first().textContent()).toMatch(/ruyisdk/i);
      expect(await page.title()).toContain(KEYWORD);
      expect(await seriousViolations(page)).toEqual([]);
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${await describePage(page)}`);
    }
  });

  it('switches to the Q&A tab keeping the keyword, and opens a result', async () => {
    const questions = Number(
      await page.getByTestId('search-tab-questions').locator('.sr-count').textContent(),
    );
    await page.getByTestId('search-tab-questions').click();
    await page.waitForURL(`${base}/search?keyword=${KEYWORD}&tab=questions`);
    await page.locator('[data-testid="search-tab-questions"][aria-current="page"]').waitFor();
    await expect.poll(() => page.getByTestId('search-result').count()).toBe(questions);
    const first = page.getByTestId('search-result').first();
    expect(await first.locator('.sr-kind').textContent()).toBe('Q&A');
    const title = (await first.getByRole('link').textContent())!;
    await first.getByRole('link').click();
    await page.waitForURL(/\/community\/(qa|rv_qa)\/detail\?id=/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('shows "No results" for a keyword nothing contains, and refuses one character', async () => {
    await page.goto(`${base}/search?keyword=zzqqxxnothing`);
    await hydrated(page);
    await page.getByText('No results').first().waitFor();
    const box = page.getByRole('searchbox', { name: 'Search keyword' });
    await box.fill('x');
    await box.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'at least 2 characters' }).first().waitFor();
  });
});

describe('order, filters, cards and the empty page', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    page = await ctx.newPage();
  });
  afterAll(() => ctx?.close());

  it('switches to newest first keeping the keyword and tab in the URL', async () => {
    await page.goto(`${base}/search?keyword=${KEYWORD}&tab=questions`);
    await hydrated(page);
    await page.locator('[data-testid="search-sort-relevance"][aria-current="true"]').waitFor();
    await page.getByTestId('search-sort-newest').click();
    await page.waitForURL(`${base}/search?keyword=${KEYWORD}&tab=questions&sort=newest`);
    await page.locator('[data-testid="search-sort-newest"][aria-current="true"]').waitFor();
    await page.getByTestId('search-result').first().waitFor();
    await page.getByTestId('search-time-year').click();
    await page.waitForURL(`${base}/search?keyword=${KEYWORD}&tab=questions&sort=newest&time=year`);
    await page.locator('[data-testid="search-time-year"][aria-current="true"]').waitFor();
  });

  it('shows a product card with its image, and the product type filter on the products tab', async () => {
    await page.goto(`${base}/search?keyword=Pioneer&tab=products`);
    await hydrated(page);
    const image = page.getByTestId('search-card-image').first();
    await image.waitFor();
    expect(await image.getAttribute('alt')).toContain('Pioneer');
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.getByTestId('search-category-board').click();
    await page.waitForURL(`${base}/search?keyword=Pioneer&tab=products&category=board`);
    await page.locator('[data-testid="search-category-board"][aria-current="true"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('offers a close spelling on an empty page, which leads to results', async () => {
    // the keyword was searched often above (and found things): a typo of it is offered
    await page.goto(`${base}/search?keyword=${KEYWORD}x`);
    await hydrated(page);
    await page.getByTestId('search-empty').getByText('No results').waitFor();
    const spelling = page.getByTestId('search-spelling');
    expect(await spelling.textContent()).toBe(KEYWORD);
    expect(await seriousViolations(page)).toEqual([]);
    await spelling.click();
    await page.waitForURL(`${base}/search?keyword=${KEYWORD}`);
    await page.getByTestId('search-result').first().waitFor();
  });
});

describe('on a phone', () => {
  it('wraps the order and filter controls at 360 px without a sideways scroll', async () => {
    const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-US' });
    try {
      const page = await ctx.newPage();
      await page.goto(`${base}/search?keyword=Pioneer&tab=products`);
      await hydrated(page);
      await page.getByTestId('search-category').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await ctx.close();
    }
  });

  it('opens the search from an icon as a full-width field', async () => {
    const ctx = await browser.newContext({
      viewport: { width: 375, height: 740 },
      locale: 'en-US',
      hasTouch: true,
    });
    try {
      const page = await ctx.newPage();
      await page.goto(`${base}/`);
      await hydrated(page);
      const box = page.getByRole('combobox', { name: 'Search the portal' });
      expect(await box.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open search' }).click();
      await box.waitFor({ state: 'visible' });
      expect((await box.boundingBox())!.width).toBeGreaterThan(250);
      await box.fill(KEYWORD);
      await box.press('Enter');
      await page.waitForURL(`${base}/search?keyword=${KEYWORD}`);
      await page.getByTestId('search-result').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await ctx.close();
    }
  });
});
