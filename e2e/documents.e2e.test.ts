import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { captchaAnswer, loginAdmin, register, signedInPage } from './api';
import { hydrated, launchBrowser, pick, seriousViolations, step } from './browser';

// The document centre in a real browser against the seeded portal: filter through the sidebar
// (kept in the URL), open a markdown document, use its contents, vote, and send feedback as a
// visitor with the graphic code; no serious axe violations; no sideways scrolling at 390 px.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** null when the page is no wider than the window, else the widths. */
function sideways(p: Page): Promise<string | null> {
  return p.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    return scrollWidth <= window.innerWidth ? null : `${scrollWidth} > ${window.innerWidth}`;
  });
}

describe('document centre', () => {
  it('filters, opens a document with its contents and takes a visitor’s feedback', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await step(page, 'centre', async () => {
        await page.goto(`${base}/community/document`);
        await hydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Document centre' }).waitFor();
        await page.getByRole('status').filter({ hasText: '32 documents' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
      const tree = page.getByRole('navigation', { name: 'Filter documents' });
      await step(page, 'filter by product and category', async () => {
        await tree.getByRole('link', { name: /^Lichee Pi 4A/ }).click();
        await page.waitForURL(/\/community\/document\?product=\d+$/);
        await page.getByRole('status').filter({ hasText: '3 documents' }).waitFor();
        await tree
          .getByRole('link', { name: /^Quick start/ })
          .first()
          .click();
        await page.waitForURL(/product=\d+&category=quickstart$/);
        await page.getByRole('status').filter({ hasText: '2 documents' }).waitFor();
        await page.getByRole('link', { name: 'Least recently updated' }).click();
        await page.waitForURL(/sort=updatedAt/);
        await page.locator('.doc-item h2').first().filter({ hasText: '（旧版）' }).waitFor();
      });
      await step(page, 'search', async () => {
        const search = page.getByRole('search', { name: 'Search in documents' });
        await search.getByRole('searchbox', { name: 'Search in documents' }).fill('microSD');
        await search.getByRole('button', { name: 'Search', exact: true }).click();
        await page.waitForURL(/q=microSD/);
        await page.getByRole('status').filter({ hasText: '2 documents' }).waitFor();
      });
      await step(page, 'open the document', async () => {
        await page.getByRole('link', { name: 'LicheePi 4A quick start' }).click();
        await page.waitForURL(/\/community\/document\/\d+$/);
        await page.getByRole('heading', { level: 1, name: 'LicheePi 4A quick start' }).waitFor();
        const toc = page.getByRole('navigation', { name: 'Contents' });
        await toc.getByRole('link', { name: 'First boot' }).click();
        await page.waitForURL(/#sec-first-boot$/);
        expect(await page.locator('h2#sec-first-boot').isVisible()).toBe(true);
        expect(await page.locator('.markdown-body pre code.hljs').count()).toBeGreaterThan(0);
        await page.getByText('Other versions').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
      await step(page, 'vote', async () => {
        await page.getByRole('button', { name: 'Yes', exact: true }).click();
        await page.getByRole('status').filter({ hasText: 'Thank you for your rating' }).waitFor();
        expect(
          await page.getByRole('button', { name: 'Yes', exact: true }).getAttribute('aria-pressed'),
        ).toBe('true');
      });
      await step(page, 'feedback', async () => {
        await page.getByRole('button', { name: 'Feedback' }).click();
        const dialog = page.getByRole('dialog', { name: 'Report a problem in this document' });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Send feedback' }).click();
        await dialog.getByText('Description is required').waitFor();
        await dialog.getByLabel('Problem description').fill('The dd command should use conv=fsync.');
        await dialog.getByLabel('Outdated').check();
        const img = dialog.locator('img[data-captcha-id]');
        await img.waitFor();
        await dialog
          .getByRole('textbox', { name: 'Graphic code' })
          .fill(await captchaAnswer((await img.getAttribute('data-captcha-id'))!));
        expect(await seriousViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Send feedback' }).click();
        await page
          .locator('.ant-message-success')
          .filter({ hasText: 'Thank you for your feedback' })
          .waitFor();
        await dialog.waitFor({ state: 'hidden' });
      });
    } finally {
      await context.close();
    }
  });

  it('fits a 390 px wide phone and serves the learning view', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      for (const path of ['/community/document', '/college/study_onlineDocument']) {
        await step(page, path, async () => {
          await page.goto(`${base}${path}`);
          await hydrated(page);
          // the sidebar folds on a phone: content first
          await page.locator('.doc-collapsible > summary').waitFor();
          expect(await page.locator('.doc-tree').first().isVisible()).toBe(false);
          expect(await sideways(page)).toBeNull();
        });
      }
      await step(page, 'a document on a phone', async () => {
        await page.locator('.doc-collapsible > summary').click();
        await page.getByRole('link', { name: 'RISC-V 指令集入门' }).first().click();
        await page.waitForURL(/study_onlineDocument\?doc=\d+$/);
        await page.getByRole('heading', { level: 1, name: 'RISC-V 指令集入门' }).waitFor();
        await page.getByRole('navigation', { name: '目录' }).waitFor();
        expect(await sideways(page)).toBeNull();
        expect(await seriousViolations(page)).toEqual([]);
      });
    } finally {
      await context.close();
    }
  });

  it('lets staff mark a signed-in reader’s feedback fixed in the resource entry; the reader is told', async () => {
    const reader = await register({ prefix: 'df' });
    const found = await reader.jar.ok<{ items: { id: number; title: string }[] }>(
      'GET',
      '/api/documents?q=QEMU&category=guide',
    );
    const doc = found.items[0]!;
    const tag = Math.random().toString(36).slice(2, 8);
    const sent = await reader.jar.ok<{ id: number }>('POST', `/api/documents/${doc.id}/feedback`, {
      description: `The network flags are wrong ${tag}`,
      tags: ['outdated'],
    });
    const admin = await loginAdmin();
    const { context, page } = await signedInPage(browser, admin);
    try {
      await step(page, 'console list', async () => {
        await page.goto(`${base}/admin/resource_feedback`);
        await hydrated(page);
        const tabs = page.getByRole('navigation', { name: 'Pages of this section' });
        await tabs.getByRole('link', { name: 'Documents' }).waitFor();
        expect(await tabs.getByRole('link', { name: 'Document feedback' }).getAttribute('aria-current')).toBe(
          'page',
        );
        const nav = page.getByRole('navigation', { name: 'Admin console sections' });
        expect(await nav.locator('[aria-current="page"]').getAttribute('data-menu-key')).toBe('resource');
        await page.getByRole('row').filter({ hasText: tag }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
      await step(page, 'mark fixed', async () => {
        await page.goto(`${base}/admin/resource_feedback_detail/${sent.id}`);
        await hydrated(page);
        await pick(page, 'Status', 'Fixed');
        const saved = page.waitForResponse(
          (r) => r.url().endsWith(`/api/admin/documentFeedback/${sent.id}`) && r.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: 'Save' }).click();
        expect((await saved).status()).toBe(200);
      });
      const notices = await reader.jar.ok<{ items: { summary: string; link: string | null }[] }>(
        'GET',
        '/api/notifications?category=system',
      );
      expect(notices.items.map((n) => n.link)).toContain(`/community/document/${doc.id}`);
    } finally {
      await context.close();
    }
  });

  it('reads a Chinese PDF in the pdf.js viewer: text, page jump and search', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      await step(page, 'open the PDF', async () => {
        await page.goto(`${base}/community/document?q=${encodeURIComponent('C920 向量扩展手册')}`);
        await hydrated(page);
        await page.getByRole('link', { name: '玄铁 C920 向量扩展手册（PDF）' }).click();
        await page.waitForURL(/\/community\/document\/\d+$/);
        const viewer = page.getByRole('region', { name: /PDF 阅读器/ });
        await viewer.locator('.textLayer').getByText('第一章', { exact: false }).waitFor();
        expect(await viewer.locator('.pdf-page').getAttribute('data-page')).toBe('1');
      });
      const viewer = page.getByRole('region', { name: /PDF 阅读器/ });
      await step(page, 'page thumbnails', async () => {
        const pages = viewer.getByRole('navigation', { name: '页面列表' });
        // the thumbnails draw their page: a canvas with the page's proportions, not the blank default
        await expect
          .poll(() =>
            pages
              .locator('canvas')
              .first()
              .evaluate((c: HTMLCanvasElement) => c.height > c.width),
          )
          .toBe(true);
        await pages.getByRole('button', { name: '第 2 页' }).click();
        await viewer
          .locator('.pdf-page[data-page="2"] .textLayer')
          .getByText('编程模型', { exact: false })
          .waitFor();
      });
      await step(page, 'page jump', async () => {
        await viewer.getByLabel('页码').fill('3');
        await viewer.getByRole('button', { name: '跳转' }).click();
        await viewer
          .locator('.pdf-page[data-page="3"] .textLayer')
          .getByText('性能调优', { exact: false })
          .waitFor();
      });
      await step(page, 'search', async () => {
        await viewer.getByRole('searchbox', { name: '在 PDF 中搜索' }).fill('编程模型');
        await viewer.getByRole('button', { name: '查找' }).click();
        await viewer.getByRole('status').filter({ hasText: '在第 2 页找到' }).waitFor();
        await viewer
          .locator('.pdf-page[data-page="2"] .textLayer')
          .getByText('vsetvli', { exact: false })
          .first()
          .waitFor();
        await viewer.getByRole('button', { name: '放大' }).click();
        await viewer.getByText('125%').waitFor();
        expect(await viewer.getByRole('link', { name: '下载 PDF' }).getAttribute('href')).toMatch(/\.pdf$/);
        expect(await seriousViolations(page)).toEqual([]);
      });
    } finally {
      await context.close();
    }
  });

  it('says so when a PDF cannot be opened, instead of a blank viewer', async () => {
    const admin = await loginAdmin();
    const tag = Math.random().toString(36).slice(2, 8);
    // the site's icon is an SVG, not a PDF: pdf.js cannot read it
    const { id } = await admin.ok<{ id: number }>('POST', '/api/admin/documents', {
      category: 'guide',
      series: `broken-${tag}`,
      version: 'v1.0',
      format: 'pdf',
      fileUrl: '/favicon.svg',
      titleZh: `损坏的 PDF ${tag}`,
      bodyZh: '',
    });
    await admin.ok('POST', `/api/admin/documents/${id}/publish`, { confirm: true });
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await step(page, 'broken PDF', async () => {
        await page.goto(`${base}/community/document/${id}`);
        await hydrated(page);
        await page.getByRole('alert').filter({ hasText: 'This PDF cannot be opened' }).waitFor();
        expect(await page.locator('.pdf-viewer').count()).toBe(0);
      });
    } finally {
      await context.close();
    }
  });
});
