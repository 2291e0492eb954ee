import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin, register, signedInPage } from './api';
import {
  clickForResponse,
  englishVisitor,
  hydrated,
  launchBrowser,
  pick,
  seriousViolations,
  step,
} from './browser';

// Page blocks in a real browser (issue 15): a cards block fed by a live source, built in the
// console editor, previewed, published behind the confirmation and seen by a visitor; a page's
// form block filled by a user (a field's error in the reader's language, then the confirmation),
// the answers in the console and the receipt in the user's message centre; axe on service pages.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const liveCards = (p: Page) => p.locator('section[data-live-source="courses"] .pb-card');

/** Adds a block of `type` (its menu name) to a block list; a click lost while the menu opened is tried again. */
async function addBlock(page: Page, list: string, type: string, index: number) {
  const blocks = page.getByTestId(`blocks-${list}`);
  for (let attempt = 1; ; attempt++) {
    await blocks.getByRole('combobox', { name: /^Add a block to / }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: type })
      .first()
      .click();
    try {
      await blocks.getByTestId(`block-${index}`).waitFor({ timeout: 5_000 });
      return blocks.getByTestId(`block-${index}`);
    } catch (e) {
      if (attempt === 3) throw e;
      await page.keyboard.press('Escape');
    }
  }
}

describe('a cards block with a live source', () => {
  it('staff choose courses with a limit, preview the live cards, publish; a visitor sees them', async () => {
    const admin = await loginAdmin();
    const slug = `live-${hex(3)}`;
    const hero = (title: string) => ({
      type: 'hero',
      props: { title, subtitle: '', image: '', buttons: [] },
    });
    const { id } = await admin.ok<{ id: number }>('POST', '/api/admin/page', {
      slug,
      titleZh: '动态卡片',
      titleEn: 'Live cards',
      blocksZh: [hero('动态卡片')],
      blocksEn: [hero('Live cards')],
    });
    await admin.ok('POST', `/api/admin/page/${id}/publish`, { confirm: true });
    const cardsTitle = `Newest courses ${hex(3)}`;
    const { context, page } = await signedInPage(browser, admin);
    const { context: vc, page: vp } = await englishVisitor(browser, base);
    try {
      const editUrl = `${base}/admin/page_detail/${id}`;
      await page.goto(editUrl);
      await hydrated(page);
      await step(page, 'add a cards block reading the newest two courses', async () => {
        const block = await addBlock(page, 'blocksEn', 'Cards', 1);
        await block
          .getByRole('textbox', { name: /^\*?\s*Title$/ })
          .first()
          .fill(cardsTitle);
        await pick(page, 'Live source', 'Courses');
        await block.getByRole('spinbutton', { name: /Number of cards$/ }).fill('2');
        const saved = page.waitForResponse(
          (r) => r.url().endsWith(`/api/admin/page/${id}`) && r.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: 'Save' }).click();
        expect((await saved).status()).toBe(200);
      });

      // the draft is not live yet
      await vp.goto(`${base}/service/${slug}`);
      await vp.getByRole('heading', { level: 1, name: 'Live cards' }).waitFor();
      expect(await liveCards(vp).count()).toBe(0);

      await step(page, 'the preview fills the block with live course cards', async () => {
        await page.goto(`${base}/service/${slug}?preview=1`);
        await page.getByTestId('preview-banner').waitFor();
        await page.getByRole('heading', { level: 2, name: cardsTitle }).waitFor();
        await expect.poll(() => liveCards(page).count()).toBe(2);
        for (const href of await liveCards(page)
          .locator('h3 a')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
          expect(href).toMatch(/^\/college\//);
      });

      await page.goto(editUrl);
      await hydrated(page);
      await step(page, 'publish to production through the confirmation and its diff', async () => {
        await page.getByRole('button', { name: 'Publish to production' }).click();
        const dialog = page.getByRole('dialog', { name: 'Publish to production?' });
        await dialog.getByTestId('publish-changes').getByText(cardsTitle).first().waitFor();
        const published = await clickForResponse(
          page,
          dialog.getByRole('button', { name: 'Publish', exact: true }),
          (r) => /\/api\/admin\/page\/\d+\/publish$/.test(r.url()),
        );
        expect(published.status()).toBe(200);
        await page.getByText('Published to production').waitFor();
      });

      // the visitor's page, server-rendered, lists the same live cards as the page's API answer
      const live = await fetch(`${base}/api/content-pages/${slug}`, { headers: { cookie: 'locale=en-US' } });
      const blocks = (
        (await live.json()) as {
          result: { blocks: { type: string; props: { items?: { title: string }[] } }[] };
        }
      ).result.blocks;
      const titles = blocks.find((b) => b.type === 'cards')!.props.items!.map((c) => c.title);
      expect(titles).toHaveLength(2);
      await step(vp, 'a visitor sees the live cards', async () => {
        await expect
          .poll(
            async () => {
              await vp.goto(`${base}/service/${slug}`);
              return liveCards(vp).locator('h3').allInnerTexts();
            },
            { timeout: 15_000 },
          )
          .toEqual(titles);
        await vp.getByRole('heading', { level: 2, name: cardsTitle }).waitFor();
      });
    } finally {
      await vc.close();
      await context.close();
    }
  });
});

describe('a form block', () => {
  it('a user gets the field’s error in Chinese, then the confirmation; staff see the answers; the user a receipt', async () => {
    const { jar } = await register({ prefix: 'form' });
    const project = `RV-Tools ${hex(3)}`;
    const { context, page } = await signedInPage(browser, jar, { locale: 'zh-CN' });
    try {
      await page.goto(`${base}/service/hosting`);
      await hydrated(page);
      const form = page.locator('section[data-form-key="hosting"]');
      await step(page, 'a required field left empty is named in Chinese; the typed text stays', async () => {
        await form.getByRole('heading', { level: 2, name: '提交托管申请' }).waitFor();
        // text typed into the server-rendered inputs before the form's chunk hydrated them is lost
        await form.locator('form[data-ready="true"]').waitFor();
        await form.getByRole('textbox', { name: /项目名称$/ }).fill(project);
        await form.getByRole('textbox', { name: /联系邮箱$/ }).fill('maintainer@example.com');
        await form.getByRole('textbox', { name: /项目简介$/ }).fill('RISC-V 向量扩展调试工具');
        await form.getByRole('button', { name: /^提\s*交$/ }).click();
        await form.locator('.ant-form-item-explain-error', { hasText: '仓库地址不能为空' }).waitFor();
        expect(await form.getByRole('textbox', { name: /项目名称$/ }).inputValue()).toBe(project);
        expect(await form.getByRole('textbox', { name: /项目简介$/ }).inputValue()).toBe(
          'RISC-V 向量扩展调试工具',
        );
      });
      await step(page, 'a valid submission shows the confirmation', async () => {
        await form.getByRole('textbox', { name: /仓库地址$/ }).fill('https://github.com/example/rv-tools');
        const sent = page.waitForResponse((r) => r.url().endsWith('/api/form-submissions'));
        await form.getByRole('button', { name: /^提\s*交$/ }).click();
        expect((await sent).status()).toBe(200);
        await form.getByText('托管申请已收到，我们会尽快与你联系').waitFor();
      });
      await step(page, 'the receipt is in the message centre', async () => {
        await page.goto(`${base}/people/my/messages?tab=system`);
        await hydrated(page);
        await page.getByTestId('notification-row').filter({ hasText: '提交托管申请' }).first().waitFor();
      });
    } finally {
      await context.close();
    }

    const admin = await loginAdmin();
    const staff = await signedInPage(browser, admin);
    try {
      await step(staff.page, 'the submission is in the console list, new', async () => {
        await staff.page.goto(`${base}/admin/form_submissions?q=${encodeURIComponent(project)}`);
        await hydrated(staff.page);
        // the search names this run's project; the answers column shows only their beginning
        const row = staff.page.locator('tr.ant-table-row', { hasText: 'maintainer@example.co' });
        await row.waitFor();
        expect(await staff.page.locator('tr.ant-table-row').count()).toBe(1);
        expect(await row.innerText()).toContain('hosting');
        expect(await row.innerText()).toContain('New');
      });
    } finally {
      await staff.context.close();
    }
  });
});

describe('accessibility of service pages (axe-core)', () => {
  for (const locale of ['zh-CN', 'en-US'])
    for (const slug of ['certification', 'university', 'recruit', 'hosting'])
      it(`finds no serious or critical violation on /service/${slug} in ${locale}`, async () => {
        const context = await browser.newContext({ locale });
        await context.addCookies([{ name: 'locale', value: locale, url: base }]);
        const page = await context.newPage();
        try {
          expect((await page.goto(`${base}/service/${slug}`))?.status()).toBe(200);
          await hydrated(page);
          await page.locator('.pb-page h1').first().waitFor();
          expect(await page.getAttribute('html', 'lang')).toBe(locale);
          expect(await seriousViolations(page)).toEqual([]);
        } finally {
          await context.close();
        }
      });
});
