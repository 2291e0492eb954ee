// One page's Core Web Vitals in a fresh browser context: the performance observers are installed
// before the page's own scripts, the CPU is slowed through the DevTools protocol, and INP is the
// longest event duration of a click on the first visible button after hydration.
import type { Browser } from 'playwright-core';

export interface Vitals {
  lcpMs: number;
  cls: number;
  inpMs: number;
}

interface Recorded {
  lcp: number;
  cls: number;
  inp: number;
}

/** Runs in the page before its scripts: LCP, CLS (shifts without recent input) and event timing. */
function observe() {
  const v: Recorded = { lcp: 0, cls: 0, inp: 0 };
  (window as unknown as { __vitals: Recorded }).__vitals = v;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) v.lcp = Math.max(v.lcp, e.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!e.hadRecentInput) v.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>)
      if (e.interactionId) v.inp = Math.max(v.inp, e.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

export async function measurePage(browser: Browser, url: string, slowdown: number): Promise<Vitals> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(observe);
    const res = await page.goto(url, { waitUntil: 'load' });
    if (!res?.ok()) throw new Error(`${url} answered ${res?.status()}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: 60_000,
    });
    const button = page.locator('main button:visible, header button:visible').first();
    await button.click({ timeout: 10_000 });
    // an interaction under 16 ms leaves no event entry: INP is then below the budget anyway
    await page
      .waitForFunction(() => (window as unknown as { __vitals: Recorded }).__vitals.inp > 0, undefined, {
        timeout: 3_000,
      })
      .catch(() => undefined);
    const v = await page.evaluate(() => (window as unknown as { __vitals: Recorded }).__vitals);
    return { lcpMs: v.lcp, cls: v.cls, inpMs: v.inp };
  } finally {
    await context.close();
  }
}
