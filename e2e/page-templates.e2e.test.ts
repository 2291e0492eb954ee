import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LinkSigner } from '../apps/server/src/platform/storage/signing';
import { hex, loginAdmin, signedInPage, type Jar } from './api';
import { clickForResponse, hydrated, launchBrowser, pick, step, englishVisitor } from './browser';
import { E2E_LINK_SECRET } from './link-secret';

// Pages from templates (issue 15): an editor starts a page from a template, sees the unsaved
// blocks in the live preview beside the form (desktop and phone widths, an incomplete block's
// placeholder), moves a block by keyboard, previews the draft on a phone, shares a preview link,
// publishes to production behind the confirmation; a visitor gets the new version server-rendered
// and the service sub-navigation (from the client cache of page configuration) lists it. A scheduled publication shows its notice.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const visitor = (width = 1280) => englishVisitor(browser, base, width);

/** A signed-in staff page at phone width. */
async function staffPhone(admin: Jar): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 780 } });
  await context.addCookies([
    { name: 'locale', value: 'en-US', url: base },
    { name: 'occ_sid', value: admin.session!, url: base, httpOnly: true, sameSite: 'Lax' },
  ]);
  return { context, page: await context.newPage() };
}

const headings = (p: Page) => p.locator('.pb-page h2').allInnerTexts();

describe('pages from templates', () => {
  it('template → keyboard reorder → phone preview → preview link → publish → visitor; schedule notice', async () => {
    const admin = await loginAdmin();
    const { context, page } = await signedInPage(browser, admin);
    const slug = `tpl-${hex(3)}`;
    const title = `Salon from a template ${hex(3)}`;
    try {
      await page.goto(`${base}/admin/tpl`);
      await hydrated(page);
      await step(page, 'open a new page from the template list', async () => {
        await page.getByRole('heading', { level: 1, name: 'Page templates' }).waitFor();
        await page.getByRole('link', { name: 'New page from “Programme page”' }).click();
        await page.waitForURL(/\/admin\/page_detail\/new\?template=programme$/);
        await page.getByRole('heading', { level: 1, name: 'New page' }).waitFor();
        const heroTitle = page
          .getByTestId('blocks-blocksEn')
          .getByTestId('block-0')
          .getByRole('textbox', { name: /^\*?\s*Title$/ })
          .first();
        await expect.poll(() => heroTitle.inputValue()).toBe('RISC-V Ecosystem Programme');
      });
      await step(page, 'switch to the event landing template', async () => {
        await page.getByRole('textbox', { name: /Address name$/ }).fill(slug);
        await page.getByRole('textbox', { name: /Title \(Chinese\)$/ }).fill('模板沙龙');
        await page.getByRole('textbox', { name: /Title \(English\)$/ }).fill('Salon from a template');
        await pick(page, 'Choose a template', 'Event landing');
        await page
          .getByTestId('page-templates')
          .getByRole('status')
          .getByText(/Event landing/)
          .waitFor();
        const heroTitle = page
          .getByTestId('blocks-blocksEn')
          .getByTestId('block-0')
          .getByRole('textbox', { name: /^\*?\s*Title$/ })
          .first();
        await expect.poll(() => heroTitle.inputValue()).toBe('RISC-V Technical Salon');
        await heroTitle.fill(title);
      });
      await step(page, 'the live preview follows the unsaved form, at desktop and phone widths', async () => {
        const preview = page.getByTestId('live-preview');
        const frame = preview.getByTestId('live-preview-frame');
        // the English blocks (the console's language), drawn by the public renderer as typed
        await frame.locator('.pb-hero-title', { hasText: title }).waitFor();
        const heroTitle = page
          .getByTestId('blocks-blocksEn')
          .getByTestId('block-0')
          .getByRole('textbox', { name: /^\*?\s*Title$/ })
          .first();
        await heroTitle.fill(`${title} (draft)`);
        await frame.locator('.pb-hero-title', { hasText: `${title} (draft)` }).waitFor();
        // an incomplete block shows its placeholder; the others stay
        await heroTitle.fill('');
        await frame
          .getByTestId('live-preview-incomplete')
          .getByText('Block 1 (Banner) is incomplete')
          .waitFor();
        expect(await frame.locator('.pb-page h2').count()).toBeGreaterThan(0);
        await heroTitle.fill(title);
        await frame.locator('.pb-hero-title', { hasText: title }).waitFor();
        await frame.getByTestId('live-preview-incomplete').waitFor({ state: 'detached' });
        // the Chinese blocks on the language switch
        await preview.getByRole('radiogroup', { name: 'Preview language' }).getByText('中文').click();
        await expect.poll(() => frame.locator('.pb-page').getAttribute('lang')).toBe('zh-CN');
        await preview.getByRole('radiogroup', { name: 'Preview language' }).getByText('English').click();
        // the phone frame is 375 px wide; at 360 px the console still does not scroll sideways
        await preview.getByRole('radiogroup', { name: 'Preview width' }).getByText('Phone').click();
        await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBe(375);
        // the page inside fills the frame (its blocks follow its own width: container queries)
        expect((await frame.locator('.pb-page').boundingBox())!.width).toBeGreaterThan(300);
        const size = page.viewportSize()!;
        await page.setViewportSize({ width: 360, height: 780 });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(360);
        await page.setViewportSize(size);
        await preview.getByRole('radiogroup', { name: 'Preview width' }).getByText('Desktop').click();
        await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeGreaterThan(375);
      });
      await step(page, 'move the agenda above the introduction by keyboard', async () => {
        const en = page.getByTestId('blocks-blocksEn');
        await expect
          .poll(() => en.getByTestId('block-2').locator('.ant-card-head').innerText())
          .toContain('Steps');
        const up = en.getByRole('button', { name: 'Move 3 · Steps up' });
        await up.focus();
        await page.keyboard.press('Enter');
        await expect
          .poll(() => en.getByTestId('block-1').locator('.ant-card-head').innerText())
          .toContain('Steps');
        expect(await en.getByTestId('block-2').locator('.ant-card-head').innerText()).toContain('Rich text');
      });
      await step(page, 'save the new page', async () => {
        const saved = page.waitForResponse(
          (r) => r.url().endsWith('/api/admin/page') && r.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Save' }).click();
        expect((await saved).status()).toBe(200);
        await page.waitForURL(/\/admin\/page_detail\/\d+$/);
      });
      const editUrl = page.url();
      const id = editUrl.slice(editUrl.lastIndexOf('/') + 1);

      const phone = await staffPhone(admin);
      try {
        await step(phone.page, 'preview the draft on a phone', async () => {
          await phone.page.goto(`${base}/service/${slug}?preview=1`);
          await phone.page.getByTestId('preview-banner').waitFor();
          await phone.page.getByRole('heading', { level: 1, name: title }).waitFor();
          expect((await headings(phone.page)).slice(0, 2)).toEqual(['Agenda', 'About the event']);
          // measured once React owns the page (the server's tree may be replaced while hydrating)
          await hydrated(phone.page);
          await expect
            .poll(async () => (await phone.page.locator('.pb-page').boundingBox())?.width ?? 0)
            .toBeGreaterThan(300);
          expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            375,
          );
        });
      } finally {
        await phone.context.close();
      }

      const { context: vc, page: vp } = await visitor();
      try {
        // not published yet: visitors get the 404 page
        expect((await vp.goto(`${base}/service/${slug}`))?.status()).toBe(404);

        const link = await step(page, 'create a preview link', async () => {
          await page.getByTestId('preview-link-create').click();
          const a = page.getByTestId('preview-link').getByRole('link');
          await a.waitFor();
          return (await a.getAttribute('href'))!;
        });
        expect(link).toContain(`/service/${slug}?preview_token=`);
        await step(vp, 'a visitor opens the preview link', async () => {
          await vp.goto(link);
          await vp.getByRole('heading', { level: 1, name: title }).waitFor();
        });
        await step(vp, 'an expired preview link says so', async () => {
          const signer = new LinkSigner(Buffer.from(E2E_LINK_SECRET, 'utf8'));
          const token = signer.sign(
            JSON.stringify({ k: 'pagePreview', slug }),
            new Date(Date.now() - 60_000),
          );
          const res = await vp.goto(`${base}/service/${slug}?preview_token=${encodeURIComponent(token)}`);
          expect(res?.status()).toBe(410);
          await vp.getByRole('heading', { level: 1, name: 'This preview link has expired' }).waitFor();
          expect(await vp.title()).toContain('This preview link has expired');
        });

        await step(page, 'publish to production with the confirmation', async () => {
          await page.getByRole('button', { name: 'Publish to production' }).click();
          const dialog = page.getByRole('dialog', { name: 'Publish to production?' });
          await dialog.waitFor();
          // a click that lands while the confirmation is still opening is lost on a loaded machine
          const published = await clickForResponse(
            page,
            dialog.getByRole('button', { name: 'Publish', exact: true }),
            (r) => /\/api\/admin\/page\/\d+\/publish$/.test(r.url()),
          );
          expect(published.status()).toBe(200);
          await page.getByText('Published to production').waitFor();
        });

        // the visitor's page comes server-rendered with the new version
        await expect
          .poll(
            async () => {
              const res = await fetch(`${base}/service/${slug}`, { headers: { cookie: 'locale=en-US' } });
              return res.status === 200 ? await res.text() : '';
            },
            { timeout: 15_000 },
          )
          .toContain(title);

        await step(vp, 'the sub-navigation lists the new page from the cached configuration', async () => {
          await vp.goto(`${base}/service/${slug}`);
          await hydrated(vp);
          await vp.getByRole('heading', { level: 1, name: title }).waitFor();
          const nav = vp.getByRole('navigation', { name: 'Service navigation' });
          await nav.locator(`a[href="/service/${slug}"]`).waitFor();
          const version = await vp.evaluate(() => localStorage.getItem('pageConfigVersion'));
          expect(version).toMatch(/^[0-9a-f]{16}$/);
          expect(await vp.evaluate(() => localStorage.getItem('pageConfigData'))).toContain(slug);
          // the next page load asks only whether the version changed
          const asked = vp.waitForResponse((r) => r.url().includes('/api/page-config'));
          await vp.goto(`${base}/service/salon`);
          const answer = await asked;
          expect(answer.url()).toContain(`version=${version}`);
          expect(((await answer.json()) as { result: { changed: boolean } }).result.changed).toBe(false);
          await vp
            .getByRole('navigation', { name: 'Service navigation' })
            .locator(`a[href="/service/${slug}"]`)
            .waitFor();
        });

        await step(vp, 'a failed configuration read says so, with a retry', async () => {
          await vp.route('**/api/page-config*', (r) => r.abort());
          await vp.goto(`${base}/service/building`);
          await hydrated(vp);
          const alert = vp.getByTestId('page-config-error');
          await alert.getByText('Error in obtaining configuration data').waitFor();
          // the page and its links stay
          await vp.getByRole('heading', { level: 1 }).first().waitFor();
          expect(
            await vp.getByRole('navigation', { name: 'Service navigation' }).getByRole('link').count(),
          ).toBeGreaterThan(0);
          await vp.unroute('**/api/page-config*');
          await alert.getByRole('button', { name: 'Retry' }).click();
          await alert.waitFor({ state: 'detached' });
        });
      } finally {
        await vc.close();
      }

      await step(page, 'a scheduled publication shows its notice', async () => {
        const { body } = await admin.ok<{ body: Record<string, unknown> }>('GET', `/api/admin/page/${id}`);
        await admin.ok('PUT', `/api/admin/page/${id}`, { ...body, titleEn: 'Salon, next edition' });
        const publishAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
        await admin.ok('POST', `/api/admin/page/${id}/publish`, { confirm: true, publishAt });
        await page.reload();
        await page.getByTestId('area-scheduled').getByText('Changes scheduled to go live at').waitFor();
      });
    } finally {
      await context.close();
    }
  });
});
