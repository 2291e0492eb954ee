import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from 'playwright-core';
import { expect } from 'vitest';

/**
 * Debian's Chromium, headless, kept off the network but for loopback (see README). Every page
 * asks for reduced motion, which the app honours by switching antd's animations off: a click on
 * a dialog that is still fading in is otherwise lost on a loaded machine.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  browser.newPage = (options) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}

/** A visitor reading in English (the `locale` cookie and the browser's language): a fresh context and page. */
export async function englishVisitor(
  browser: Browser,
  base: string,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 800 } });
  await context.addCookies([{ name: 'locale', value: 'en-US', url: base }]);
  return { context, page: await context.newPage() };
}

/** Resolves once React has hydrated the page (root.tsx sets html[data-hydrated]). */
export async function hydrated(p: Page) {
  await p.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** axe-core's serious and critical violations on the page, as "rule: targets" lines. */
export async function seriousViolations(p: Page): Promise<string[]> {
  // colours are judged at their end state: a button still fading from disabled grey to blue
  // (antd animates colours for 0.2 s) would otherwise read as low contrast on a busy machine
  const settle = await p.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  let result;
  try {
    result = await new AxeBuilder({ page: p }).analyze();
  } finally {
    await settle.evaluate((el) => (el as Element).remove());
  }
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          // the check's own words (for contrast: the two colours and the ratio) make a CI log readable
          .map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` (${n.any[0].message})` : ''}`)
          .join(', ')}`,
    );
}

/**
 * What a failed browser step saw, for the CI log: the page's address and the errors and
 * messages on screen (a flaky step on a loaded machine is otherwise hard to read afterwards).
 */
export async function describePage(p: Page): Promise<string> {
  const shown = await p
    .locator('.ant-form-item-explain-error, .ant-message-notice, .ant-alert, [role="alert"]')
    .allInnerTexts()
    .catch(() => [] as string[]);
  return `page ${p.url()}${shown.length ? `; on screen: ${shown.join(' | ')}` : ''}`;
}

/**
 * Picks `option` in the antd select named `name` (its label or aria-label; a form label's name
 * starts with the required mark, so the name is matched at its end). With `type`, the option's
 * text is typed first, so an option beyond the list's first screen is shown. A click lost while
 * the list was still opening is tried again.
 */
export async function pick(page: Page, name: string, option: string, { type = false } = {}) {
  const box = page.getByRole('combobox', { name: new RegExp(`${name}$`) });
  const select = page.locator('.ant-select', { has: box });
  for (let attempt = 1; ; attempt++) {
    await box.click();
    if (type) await box.fill(option);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
      .first()
      .click();
    try {
      await expect.poll(() => select.textContent(), { timeout: 5_000 }).toContain(option);
      await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
      return;
    } catch (e) {
      if (attempt === 3) throw e;
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Clicks `button` until the response `matches` arrives (a click that lands while a dialog is
 * still opening is lost on a loaded machine); the button is clicked again only while it is shown
 * and no answer has come.
 */
export async function clickForResponse(
  page: Page,
  button: Locator,
  matches: (r: Response) => boolean,
  timeout = 60_000,
): Promise<Response> {
  let answer: Response | null = null;
  const waiting = page.waitForResponse(matches, { timeout }).then((r) => (answer = r));
  waiting.catch(() => undefined);
  await expect
    .poll(
      async () => {
        if (!answer && (await button.isVisible()) && (await button.isEnabled()))
          await button.click({ timeout: 2_000 }).catch(() => undefined);
        return answer !== null;
      },
      { timeout, interval: 3_000 },
    )
    .toBe(true);
  return answer!;
}

/**
 * Clicks a link until the page's address matches: on a busy machine a click that lands while the
 * page re-renders can be lost, and a client-side navigation changes the address only once its
 * data is in.
 */
export async function clickUntilUrl(page: Page, link: Locator, url: RegExp, timeout = 60_000) {
  await expect
    .poll(
      async () => {
        if (!url.test(page.url())) await link.click({ timeout: 2_000 }).catch(() => undefined);
        return page.url();
      },
      { timeout, interval: 3_000 },
    )
    .toMatch(url);
}

/**
 * Runs a browser step; a failure names the page and what it showed (and leaves a screenshot in
 * /tmp/e2e-<step>.png).
 */
export async function step<T>(page: Page, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    await page
      .screenshot({ path: `/tmp/e2e-${what.replace(/\W+/g, '-')}.png`, fullPage: true })
      .catch(() => undefined);
    throw new Error(`${what} failed (${await describePage(page)}): ${(e as Error).message}`, { cause: e });
  }
}
