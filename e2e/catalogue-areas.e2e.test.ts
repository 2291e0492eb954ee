import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { register, signedInPage } from './api';
import { hydrated, launchBrowser, step } from './browser';

// The UI catalogue comes in areas (apps/web/app/i18n/tiers.ts): the first page loads the base and
// its own areas, each next page's arrive before it renders. Walked through the header in the
// browser: no bare key (`community.list.failed`) is ever put on screen, not even for a moment,
// and a language switch afterwards brings the areas in use in the new language.

const base = inject('baseUrl');
const i18nDir = path.resolve(import.meta.dirname, '../apps/web/app/i18n');

/** the top-level keys of the areas loaded on demand (the base's may look like prose: `app.`) */
const areaKeys = fs
  .readdirSync(i18nDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(i18nDir, d.name, 'zh-CN.json')))
  .flatMap((d) => Object.keys(JSON.parse(fs.readFileSync(path.join(i18nDir, d.name, 'zh-CN.json'), 'utf8'))));
const RAW_KEY = `\\b(?:${areaKeys.join('|')})\\.[a-z]\\w*(?:\\.\\w+)*\\b`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Records, from the first byte on, every text that looks like a bare key of an area. */
async function watchRawKeys(page: Page) {
  await page.addInitScript((source) => {
    const re = new RegExp(source);
    const seen: string[] = [];
    (window as unknown as { rawKeys: string[] }).rawKeys = seen;
    const check = (text: string | null | undefined) => {
      const m = text ? re.exec(text) : null;
      if (m)
        seen.push(`${m[0]} (${location.pathname}: ${text!.slice(Math.max(0, m.index - 40), m.index + 40)})`);
    };
    // the words on screen: scripts (the router's data) and styles are not read
    const hidden = (n: Node | null) => !!n && /^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(n.nodeName);
    const shown = (n: Node): string =>
      hidden(n) || (n.nodeType === Node.TEXT_NODE && hidden(n.parentNode))
        ? ''
        : n.nodeType === Node.TEXT_NODE
          ? (n.textContent ?? '')
          : [...n.childNodes].map(shown).join(' ');
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') check(shown(r.target));
        for (const n of r.addedNodes) check(shown(n));
        if (r.type === 'attributes') check((r.target as Element).getAttribute(r.attributeName!));
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'placeholder', 'title'],
    });
  }, RAW_KEY);
}

const rawKeys = (page: Page) =>
  page.evaluate(
    (source) => [
      ...(window as unknown as { rawKeys: string[] }).rawKeys,
      ...(new RegExp(source).exec(document.body.innerText) ?? []),
    ],
    RAW_KEY,
  );

describe('UI catalogue areas', () => {
  it('loads each page’s areas before it renders, and the areas in use on a language switch', async () => {
    const { jar } = await register({ prefix: 'cat' });
    const { context, page } = await signedInPage(browser, jar, { locale: 'zh-CN' });
    try {
      await watchRawKeys(page);
      const chunks: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/(zh-CN|en-US)-[\w-]+\.js$/.test(r.url())) chunks.push(r.url());
      });
      await page.goto(`${base}/`);
      await hydrated(page);
      const onHome = chunks.length;
      expect(onHome).toBeGreaterThan(0);

      const nav = page.locator('nav.main-nav');
      await step(page, 'community from the header', async () => {
        await nav.locator('a[href="/community"]').click();
        await page.waitForURL(`${base}/community`);
      });
      // the community's area came with the navigation, not with the first page
      expect(chunks.length).toBeGreaterThan(onHome);
      await page.locator('main h1, main h2').first().waitFor();

      await step(page, 'cloud lab from the header', async () => {
        await nav.locator('a[href="/cloud/evaluation"]').click();
        await page.waitForURL(`${base}/cloud/evaluation`);
        await page.locator('main h1, main h2').first().waitFor();
      });

      await step(page, 'personal centre from the avatar menu', async () => {
        await page.locator('button.avatar-button').click();
        await page.locator('a[role="menuitem"][href="/people/my/basic"]').click();
        await page.waitForURL(`${base}/people/my/basic`);
        await page.locator('#people-basic-title').waitFor();
      });
      expect(await rawKeys(page)).toEqual([]);

      await step(page, 'switch to English', async () => {
        await page.getByTestId('language-switch').selectOption('en-US');
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
        await expect.poll(() => nav.locator('a[href="/community"]').textContent()).toBe('Community');
      });
      // the personal centre's words (area `people`) are there in English too
      await expect.poll(() => page.locator('#people-basic-title').textContent()).toBe('Basic information');
      expect(await rawKeys(page)).toEqual([]);

      await step(page, 'back to the community, in English', async () => {
        await nav.locator('a[href="/community"]').click();
        await page.waitForURL(`${base}/community`);
        await page.locator('main h1, main h2').first().waitFor();
      });
      await step(page, 'cloud lab again, in English', async () => {
        await nav.locator('a[href="/cloud/evaluation"]').click();
        await page.waitForURL(`${base}/cloud/evaluation`);
        await page.locator('main h1, main h2').first().waitFor();
      });
      expect(await rawKeys(page)).toEqual([]);
      expect(chunks.some((c) => c.includes('/en-US-'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
