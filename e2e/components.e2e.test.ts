import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser, seriousViolations, step } from './browser';

// The open-source component library (/community/openSource, issue 16): home and detail are
// server-rendered in both languages, an unknown code is the 404 page, the filters and the search
// live in the address, a supported chip links to its catalogue page, no serious axe violations,
// and no sideways scrolling at phone width.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const html = async (path: string, locale: string) => {
  const res = await fetch(`${base}${path}`, {
    headers: { cookie: `locale=${locale}`, 'accept-language': locale },
  });
  return { status: res.status, text: await res.text() };
};

/** null when the page is no wider than the window, else the widths. */
function sideways(p: Page): Promise<string | null> {
  return p.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    return scrollWidth <= window.innerWidth ? null : `${scrollWidth} > ${window.innerWidth}`;
  });
}

describe('open-source component library', () => {
  it('answers home and detail server-rendered in zh-CN and en-US, and 404 for an unknown code', async () => {
    const zhHome = await html('/community/openSource', 'zh-CN');
    expect(zhHome.status).toBe(200);
    expect(zhHome.text).toContain('开源组件库');
    expect(zhHome.text).toContain('OpenSBI');
    const enHome = await html('/community/openSource?category=rtos', 'en-US');
    expect(enHome.status).toBe(200);
    expect(enHome.text).toContain('Open-source components');
    expect(enHome.text).toContain('Apache NuttX');
    expect(enHome.text).not.toContain('xv6-riscv teaching OS');
    const zhDetail = await html('/community/openSource/opensbi', 'zh-CN');
    expect(zhDetail.status).toBe(200);
    expect(zhDetail.text).toContain('https://github.com/riscv-software-src/opensbi');
    expect(zhDetail.text).toContain('支持的芯片');
    const enDetail = await html('/community/openSource/ruyi', 'en-US');
    expect(enDetail.status).toBe(200);
    expect(enDetail.text).toContain('Ruyi package manager');
    expect(enDetail.text).toContain('Supported boards');
    expect((await html('/community/openSource/no-such-component', 'en-US')).status).toBe(404);
    expect((await html(`/community/openSource/${'%20'.repeat(20)}`, 'zh-CN')).status).toBe(404);
    expect((await html(`/community/openSource?q=${'x'.repeat(10_000)}`, 'en-US')).status).toBe(200);
  });

  it('filters and searches through the address, opens a component, passes axe and fits a phone', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'locale', value: 'en-US', url: base }]);
    const page = await context.newPage();
    try {
      await step(page, 'home', async () => {
        await page.goto(`${base}/community`);
        await hydrated(page);
        await page
          .getByRole('navigation', { name: 'Community', exact: true })
          .getByRole('link', { name: 'Open source' })
          .click();
        await page.waitForURL(`${base}/community/openSource`);
        await page.getByRole('heading', { level: 1, name: 'Open-source components' }).waitFor();
        await page.getByRole('status').filter({ hasText: 'Components found: 20' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
      await step(page, 'filter', async () => {
        await page
          .getByRole('navigation', { name: 'Category' })
          .getByRole('link', { name: 'Real-time OS' })
          .click();
        await page.waitForURL(/\?category=rtos$/);
        await page
          .getByRole('navigation', { name: 'Licence' })
          .getByRole('link', { name: 'MIT', exact: true })
          .click();
        await page.waitForURL(/\?category=rtos&licence=MIT$/);
        await page.getByRole('status').filter({ hasText: 'Components found: 1' }).waitFor();
        await page.getByRole('link', { name: 'FreeRTOS RISC-V port' }).waitFor();
        await page
          .getByRole('navigation', { name: 'Licence' })
          .getByRole('link', { name: 'GPL-3.0-or-later' })
          .click();
        await page.waitForURL(/licence=GPL-3.0-or-later/);
        await page.getByText('No component matches these filters').waitFor();
        await page.getByRole('link', { name: 'Clear the filters' }).click();
        await page.waitForURL(`${base}/community/openSource`);
      });
      await step(page, 'search', async () => {
        const search = page.getByRole('search', { name: 'Search open-source components' });
        await search.getByRole('searchbox').fill('package manager');
        await search.getByRole('button', { name: 'Search', exact: true }).click();
        await page.waitForURL(/q=package\+manager/);
        await page.getByRole('status').filter({ hasText: 'Components found: 1' }).waitFor();
      });
      await step(page, 'detail', async () => {
        await page.getByRole('link', { name: 'Ruyi package manager' }).click();
        await page.waitForURL(`${base}/community/openSource/ruyi`);
        await page.getByRole('heading', { level: 1, name: 'Ruyi package manager' }).waitFor();
        const chips = page.getByRole('region', { name: 'Supported chips' });
        expect(await chips.getByRole('link', { name: 'TH1520' }).getAttribute('href')).toBe(
          '/hardware/product/th1520',
        );
        await page
          .getByRole('cell', { name: '0.25.0' })
          .or(page.getByRole('rowheader', { name: '0.25.0' }))
          .first()
          .waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
      await step(page, 'phone', async () => {
        await page.setViewportSize({ width: 375, height: 800 });
        await page.reload();
        await hydrated(page);
        expect(await sideways(page)).toBeNull();
        await page.goto(`${base}/community/openSource`);
        await hydrated(page);
        expect(await sideways(page)).toBeNull();
      });
    } finally {
      await context.close();
    }
  });
});
