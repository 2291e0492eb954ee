import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { certifiedEnterprise, hex, register, signedInPage } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations, step } from './browser';

// Vendors, partners and resellers: the listings and a profile are server-rendered in both
// languages, an unknown vendor is the 404 page, a user follows a vendor, and axe finds no serious
// violation on the list and the profile. A vendor member uploads the organisation's logo, which
// shows on the vendor page once approved; a product the cloud lab offers links to its board.

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

describe('vendor pages', () => {
  it('serve the listings and a profile server-rendered in zh-CN and en-US; unknown → 404', async () => {
    const zh = await html('/vendor', 'zh-CN');
    expect(zh.status).toBe(200);
    expect(zh.body).toContain('平头哥（玄铁）');
    const en = await html('/vendor', 'en-US');
    expect(en.status).toBe(200);
    expect(en.body).toContain('T-Head (XuanTie)');

    const partners = await html('/partner?region=northChina', 'en-US');
    expect(partners.status).toBe(200);
    expect(partners.body).toContain('SOPHGO');
    expect(partners.body).not.toContain('Espressif');
    const resellers = await html('/reseller', 'zh-CN');
    expect(resellers.status).toBe(200);
    expect(resellers.body).toContain('乐鑫科技');

    const profileZh = await html('/vendor/t-head', 'zh-CN');
    expect(profileZh.status).toBe(200);
    expect(profileZh.body).toContain('玄铁系列处理器');
    const profileEn = await html('/vendor/t-head', 'en-US');
    expect(profileEn.status).toBe(200);
    expect(profileEn.body).toContain('XuanTie processors');
    // its seeded products link to their pages
    expect(profileEn.body).toMatch(/href="\/(hardware|software)\//);
    // where to find it (the console's `vendor info`), with a map link
    expect(profileEn.body).toContain('Where to find us');
    expect(profileEn.body).toContain('Yuhang District, Hangzhou, Zhejiang');
    expect(profileEn.body).toContain('https://www.openstreetmap.org/?mlat=30.28000&amp;mlon=120.02000');

    expect((await html('/vendor/no-such-vendor', 'en-US')).status).toBe(404);
    expect((await html('/vendor/Bad%20Slug', 'zh-CN')).status).toBe(404);
  });

  it('a product page links its vendor to the vendor profile', async () => {
    const page = await html('/hardware/product/ch32v307', 'en-US');
    expect(page.status).toBe(200);
    expect(page.body).toContain('href="/vendor/wch"');
  });

  it('a user follows a vendor; axe finds nothing serious on the list and the profile', async () => {
    const user = await register({ prefix: 'vf' });
    const { context, page } = await signedInPage(browser, user.jar);
    try {
      await step(page, 'the list', async () => {
        await page.goto(`${base}/vendor`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Vendors' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('link', { name: 'Canaan' }).click();
        await page.waitForURL(/\/vendor\/canaan$/);
      });
      await step(page, 'follow from the profile', async () => {
        await page.getByRole('heading', { level: 1, name: 'Canaan' }).waitFor();
        await hydrated(page);
        expect(await seriousViolations(page)).toEqual([]);
        const button = page.getByTestId('vendor-follow');
        const answer = await clickForResponse(
          page,
          button,
          (r) =>
            r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/vendors/canaan/follow',
        );
        expect(answer.status()).toBe(200);
        await page.getByRole('button', { name: 'Unfollow' }).waitFor();
        await page
          .getByTestId('vendor-followers')
          .filter({ hasText: /^1 follower$/ })
          .waitFor();
      });
      const profile = await user.jar.ok<{ following: boolean }>('GET', '/api/vendors/canaan');
      expect(profile.following).toBe(true);

      await step(page, 'my attention lists the vendor, and unfollows it', async () => {
        await page.goto(`${base}/people/my/follow?tab=vendors`);
        await hydrated(page);
        await page.getByRole('heading', { level: 2, name: 'Vendor organisations' }).waitFor();
        const row = page.getByTestId('followed-vendor');
        expect(await row.getByRole('link', { name: 'Canaan' }).getAttribute('href')).toBe('/vendor/canaan');
        await page.getByText("You don't follow any vendor account").waitFor();
        await row.getByRole('button', { name: 'Unfollow Canaan' }).click();
        const answer = await clickForResponse(
          page,
          page.locator('.ant-popconfirm').getByRole('button', { name: 'Unfollow' }),
          (r) =>
            r.request().method() === 'DELETE' && new URL(r.url()).pathname === '/api/vendors/canaan/follow',
        );
        expect(answer.status()).toBe(200);
        await page.getByText("You don't follow any vendor yet").waitFor();
        expect(await row.count()).toBe(0);
      });
    } finally {
      await context.close();
    }
  }, 120_000);

  it('fits a phone: the listings and a profile never scroll sideways at 360 px', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    try {
      for (const path of ['/vendor', '/partner', '/reseller', '/vendor/t-head']) {
        await page.goto(`${base}${path}`);
        await hydrated(page);
        const wide = await page.evaluate(() =>
          document.documentElement.scrollWidth > window.innerWidth
            ? `${document.documentElement.scrollWidth} > ${window.innerWidth}`
            : null,
        );
        expect(wide, path).toBeNull();
      }
    } finally {
      await context.close();
    }
  });

  it('a product the cloud lab offers links to its board, and the board back to the product', async () => {
    const product = await html('/hardware/product/lichee-pi-4a', 'en-US');
    expect(product.status).toBe(200);
    expect(product.body).toContain('Try it in the cloud lab');
    const board = /href="\/cloud\/board\/(\d+)"/.exec(product.body);
    expect(board).not.toBeNull();
    const lab = await html(`/cloud/board/${board![1]}`, 'en-US');
    expect(lab.status).toBe(200);
    expect(lab.body).toContain('href="/hardware/product/lichee-pi-4a"');
    // a board the lab does not have: no action
    expect((await html('/hardware/product/milkv-megrez', 'en-US')).body).not.toContain(
      'Try it in the cloud lab',
    );
  });

  it('a vendor member uploads the logo and adds a location in the console; once approved both show on the vendor page', async () => {
    const { user, admin, creditCode } = await certifiedEnterprise('vl', 'Logo Works');
    const slug = `logo-works-${hex(3)}`;
    const nameZh = `标志科技 ${hex(2)}`;
    await admin.ok('POST', '/api/admin/vendors', {
      slug,
      organisation: creditCode,
      nameZh,
      nameEn: 'Logo Works',
      introZh: '一家 RISC-V 开发板厂商。',
      introEn: 'A RISC-V board maker.',
      region: 'eastChina',
    });
    const { context, page } = await signedInPage(browser, user.jar);
    const isUpload = (r: { request(): { method(): string }; url(): string }) =>
      r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/my/vendor/logo';
    try {
      await step(page, 'a file that is not an image is refused by the server', async () => {
        // the console's `vendor info` entry holds the member's form (as /people/my/vendor does)
        await page.goto(`${base}/admin/vendor_info`);
        await hydrated(page);
        const nav = page.getByRole('navigation', { name: 'Admin console sections' });
        expect(await nav.locator('[aria-current="page"]').getAttribute('data-menu-key')).toBe('vendor_info');
        const input = page.getByTestId('vendor-logo-input');
        await input.waitFor({ state: 'attached' });
        const [refused] = await Promise.all([
          page.waitForResponse(isUpload),
          input.setInputFiles({
            name: 'logo.png',
            mimeType: 'image/png',
            buffer: Buffer.from('not an image'),
          }),
        ]);
        expect(refused.status()).toBe(422);
        expect(await page.getByTestId('vendor-logo-preview').count()).toBe(0);
      });
      await step(page, 'an image uploads and previews', async () => {
        const [answer] = await Promise.all([
          page.waitForResponse(isUpload),
          page
            .getByTestId('vendor-logo-input')
            .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') }),
        ]);
        expect(answer.status()).toBe(200);
        const preview = page.getByTestId('vendor-logo-preview');
        await preview.waitFor();
        expect(await preview.getAttribute('src')).toMatch(/^\/uploads\/vendors\/[^/]+\.webp$/);
      });
      await step(page, 'add where the vendor can be found', async () => {
        const locations = page.getByTestId('vendor-locations-input');
        await locations.getByRole('button', { name: 'Add a location' }).click();
        await locations.getByLabel('City').fill('杭州');
        await locations.getByLabel('Address (Chinese)').fill('浙江省杭州市滨江区');
      });
      await step(page, 'submit the change', async () => {
        const answer = await clickForResponse(
          page,
          page.getByRole('button', { name: 'Submit for review' }),
          (r) =>
            r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/vendors/${slug}/profile`,
        );
        expect(answer.status()).toBe(200);
      });
      const queue = await admin.ok<{ items: { id: string; title: string }[] }>(
        'GET',
        '/api/admin/applications?kind=vendor&pageSize=100',
      );
      const change = queue.items.find((i) => i.title === nameZh);
      expect(change).toBeDefined();
      await admin.ok('POST', `/api/admin/applications/vendor/${change!.id}/review`, { approve: true });
      await step(page, 'the vendor page shows the logo, and the empty resources section', async () => {
        await page.goto(`${base}/vendor/${slug}`);
        await hydrated(page);
        const logo = page.getByTestId('vendor-profile').locator('header img');
        await logo.waitFor();
        expect(await logo.getAttribute('src')).toMatch(/^\/uploads\/vendors\/[^/]+\.webp$/);
        await page.waitForFunction(() => {
          const img = document.querySelector<HTMLImageElement>('[data-testid="vendor-profile"] header img');
          return img !== null && img.complete && img.naturalWidth > 0;
        });
        await page.getByTestId('vendor-locations').getByText('浙江省杭州市滨江区').waitFor();
        await page
          .getByTestId('vendor-resources')
          .getByText("No resources published for this vendor's products yet")
          .waitFor();
      });
    } finally {
      await context.close();
    }
  }, 120_000);
});

/** a 2×2 red PNG */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
