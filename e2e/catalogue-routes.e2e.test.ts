import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { register, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations, step } from './browser';

// Issue 16's catalogue routes: each answers 200 server-rendered in zh-CN and en-US, an unknown
// code is the 404 page, axe finds nothing serious on the list pages, a non-enterprise user meets
// the enterprise prompt on /people/my/product, and a collected product shows in my collection's
// Products tab.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const html = async (path: string, locale: string) => {
  const res = await fetch(`${base}${path}`, {
    headers: { 'accept-language': locale, cookie: `locale=${locale}` },
  });
  return { status: res.status, body: await res.text() };
};

/** list pages: [path, Chinese heading, English heading] */
const LISTS: [string, string, string][] = [
  ['/software/operating', '操作系统', 'Operating systems'],
  ['/software/base', '基础软件', 'Base software'],
  ['/software/development', '开发工具', 'Development tools'],
  ['/software/application', '应用软件', 'Applications'],
  ['/hardware/preview', '硬件', 'Hardware'],
  ['/hardware/cpu', 'CPU 内核', 'CPU cores'],
  ['/hardware/soc', 'SoC 芯片', 'SoCs'],
  ['/hardware/mcu', 'MCU', 'MCUs'],
  ['/hardware/module', '模组', 'Modules'],
  ['/hardware/board', '开发板', 'Development boards'],
  ['/solution', '解决方案', 'Solutions'],
  ['/solution/edge', '边缘计算', 'Edge computing'],
  ['/solution/computer', '计算机', 'Computers'],
  ['/solution/community', '智慧社区', 'Smart community'],
  ['/solution/conditioner', '智能空调', 'Air conditioning'],
  ['/solution/education', '教育', 'Education'],
];

/** product pages: [path, Chinese text, English text] */
const DETAILS: [string, string, string][] = [
  ['/software/openEuler', 'openEuler', 'openEuler'],
  ['/software/openKylin', 'openKylin', 'openKylin'],
  ['/software/OpenHarmony', 'OpenHarmony', 'OpenHarmony'],
  ['/software/RUYIOS', '开箱即用', 'out of the box'],
  ['/software/RuyiSDK', 'RuyiSDK', 'RuyiSDK'],
  ['/software/RuyiServer', 'RuyiServer', 'RuyiServer'],
  ['/software/base/openjdk-riscv64', 'OpenJDK', 'OpenJDK'],
  ['/hardware/product/lichee-pi-4a', '荔枝派 4A', 'Lichee Pi 4A'],
  ['/hardware/detail/canmv-k230', '视觉开发板', 'vision board'],
  ['/hardware/detail/ruyibook', '笔记本', 'laptop'],
  ['/solution/riscv-teaching-lab', 'RISC-V 教学实验室', 'RISC-V teaching lab'],
  ['/solution/matter-smart-home-gateway', 'Matter 智慧家庭网关', 'Matter smart-home gateway'],
];

describe('catalogue routes', () => {
  it('answer 200 server-rendered in zh-CN and en-US, and 404 for an unknown code', async () => {
    for (const [path, zhText, enText] of LISTS) {
      for (const [locale, text] of [
        ['zh-CN', zhText],
        ['en-US', enText],
      ] as const) {
        const page = await html(path, locale);
        expect(page.status, `${path} ${locale}`).toBe(200);
        expect(page.body, `${path} ${locale}`).toContain(`lang="${locale}"`);
        expect(page.body, `${path} ${locale}`).toContain('data-testid="product-card"');
        expect(page.body, `${path} ${locale}`).toContain(text);
      }
    }
    for (const [path, zhText, enText] of DETAILS) {
      const zh = await html(path, 'zh-CN');
      expect(zh.status, path).toBe(200);
      expect(zh.body, path).toContain('data-testid="product-detail"');
      expect(zh.body, path).toContain(zhText);
      const en = await html(path, 'en-US');
      expect(en.status, path).toBe(200);
      expect(en.body, path).toContain('application/ld+json');
      expect(en.body, path).toContain(enText);
    }
    for (const path of [
      '/software/no-such-os',
      '/software/base/no-such-library',
      '/hardware/product/no-such-board',
      '/hardware/detail/no-such-board',
      '/solution/no-such-solution',
    ])
      for (const locale of ['zh-CN', 'en-US'])
        expect((await html(path, locale)).status, `${path} ${locale}`).toBe(404);
  });

  it('axe finds nothing serious on the software, hardware and solution lists', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      for (const path of ['/software/operating', '/hardware/preview', '/solution/edge']) {
        await page.goto(`${base}${path}`);
        await hydrated(page);
        await page.getByTestId('product-card').first().waitFor();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });

  it('a user who is no enterprise user meets the enterprise prompt on /people/my/product', async () => {
    const user = await register({ prefix: 'np' });
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await page.goto(`${base}/people/my/product`);
      await hydrated(page);
      await page.getByText('This page is for enterprise users').waitFor();
      expect(await page.getByRole('link', { name: 'Add product' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a user collects a product on its page and finds it in the Products tab of my collection', async () => {
    const user = await register({ prefix: 'pc' });
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await step(page, 'collect on the product page', async () => {
        await page.goto(`${base}/hardware/product/visionfive-2`);
        await hydrated(page);
        const collect = page.getByTestId('collect');
        await collect.waitFor();
        const answer = await clickForResponse(page, collect, (r) =>
          new URL(r.url()).pathname.endsWith('/api/community/collections/toggle'),
        );
        expect(answer.status()).toBe(200);
        await expect.poll(() => collect.getAttribute('aria-pressed')).toBe('true');
      });
      await step(page, 'see it in my collection', async () => {
        await page.goto(`${base}/people/my/collection`);
        await hydrated(page);
        await page.getByRole('tab', { name: 'Products' }).click();
        const row = page.getByTestId('collection-row').filter({ hasText: 'VisionFive 2' });
        await row.waitFor();
        expect(await row.getByRole('link').getAttribute('href')).toBe('/hardware/product/visionfive-2');
      });
    } finally {
      await context.close();
    }
  }, 120_000);
});
