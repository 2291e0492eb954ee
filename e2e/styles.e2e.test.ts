import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Jar, loginAdmin, signedInPage } from './api';
import { hydrated, launchBrowser } from './browser';

// Issue 14: Ant Design's styles come from a static sheet built once (apps/web/antd-static-css.ts)
// and antd runs without computing styles. Each page is shot twice, as antd's own runtime styles
// draw it (`?runtimeStyles=1`, no static sheet) and as the static sheet draws it: the two must
// be the same picture.

const base = inject('baseUrl');
// anti-aliasing may differ at a few edges; a missing rule changes whole areas
const MAX_DIFFERENT_SHARE = 0.002;

let browser: Browser;
let admin: Jar;
let questionPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await loginAdmin();
  const list = (await (await fetch(`${base}/api/community/questions?pageSize=1`)).json()) as {
    result: { items: { id: string }[] };
  };
  questionPath = `/community/qa/detail?id=${list.result.items[0]!.id}`;
});
afterAll(() => browser?.close());

async function shot(page: Page, url: string): Promise<PNG> {
  await page.goto(url);
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  // wait until no request is outstanding (images, lazy parts), then draw without motion
  await page.waitForLoadState('networkidle');
  // live figures (the console's counts, which other tests and background jobs change between the
  // two shots) are masked: the comparison is about styles, not numbers
  const mask = [page.locator('.ant-statistic-content, .ant-skeleton')];
  return PNG.sync.read(
    await page.screenshot({ fullPage: false, animations: 'disabled', caret: 'hide', mask }),
  );
}

function differentShare(a: PNG, b: PNG): number {
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  const diff = pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 });
  return diff / (a.width * a.height);
}

describe('static Ant Design styles', () => {
  const pages: [string, () => string, boolean][] = [
    ['home', () => '/', false],
    ['question detail', () => questionPath, false],
    ['login', () => '/login', false],
    ['console', () => '/admin', true],
  ];

  for (const [name, path, signedIn] of pages) {
    it(`draws the ${name} page as antd's runtime styles do`, async () => {
      const side = signedIn
        ? await signedInPage(browser, admin)
        : await (async () => {
            const context = await browser.newContext({ locale: 'en-US' });
            return { context, page: await context.newPage() };
          })();
      try {
        const url = `${base}${path()}`;
        const sep = url.includes('?') ? '&' : '?';
        const runtime = await shot(side.page, `${url}${sep}runtimeStyles=1`);
        // the runtime page really had no static sheet: the comparison means something
        expect(await side.page.locator('link[href*="/antd-"]').count()).toBe(0);
        const staticSheet = await shot(side.page, url);
        expect(await side.page.locator('link[href*="/antd-"]').count()).toBe(1);
        expect(differentShare(runtime, staticSheet)).toBeLessThan(MAX_DIFFERENT_SHARE);
      } finally {
        await side.context.close();
      }
    });
  }
});
