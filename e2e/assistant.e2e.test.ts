import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describePage, hydrated, launchBrowser, seriousViolations } from './browser';

// Issue 21's assistant robot in a real browser against the real portal (demo FAQ, indexed by the
// search.sync job): a visitor opens it on the home page, asks a seeded FAQ question and gets the
// FAQ's passage with a link; the conversation is still there on another page; "ask the community"
// carries the question.

const base = inject('baseUrl');

let browser: Browser;
let ctx: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  page = await ctx.newPage();
});
afterAll(async () => {
  await ctx?.close();
  await browser?.close();
});

it('has the demo FAQ indexed for the assistant', async () => {
  await expect
    .poll(
      async () => {
        const res = await fetch(`${base}/api/assistant/ask`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
          body: JSON.stringify({ question: 'How do I create an account?' }),
        });
        return ((await res.json()) as { result?: { passages: unknown[] } }).result?.passages.length ?? 0;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBeGreaterThan(0);
});

it('answers a seeded FAQ question with a link, and keeps the conversation across pages', async () => {
  try {
    await page.goto(`${base}/`);
    await hydrated(page);
    await page.getByTestId('assistant-open').click();
    const panel = page.getByTestId('assistant-panel');
    await panel.waitFor();
    await panel.getByRole('textbox', { name: 'Your question' }).fill('How do I create an account?');
    await panel.getByTestId('assistant-send').click();
    const link = panel.getByRole('link', { name: /How do I create an account/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/help#faq-account');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${base}/news`);
    await hydrated(page);
    await page
      .getByTestId('assistant-panel')
      .getByRole('link', { name: /How do I create an account/ })
      .waitFor();
    const ask = page.getByTestId('assistant-panel').getByRole('link', { name: 'Ask the community' }).first();
    expect(await ask.getAttribute('href')).toBe(
      `/community/qa/add?title=${encodeURIComponent('How do I create an account?')}`,
    );
  } catch (e) {
    throw new Error(`${(e as Error).message}\n${await describePage(page)}`);
  }
});
