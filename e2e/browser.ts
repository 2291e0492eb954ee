import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless, kept off the network but for loopback (see README). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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
