import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin, register, signedInPage, type Jar, type RegisteredUser } from './api';
import { clickForResponse, hydrated, launchBrowser, seriousViolations } from './browser';

// Issue 5 in a real browser against the real portal: an author writes a post (the server auto-
// saves it; a reload finds the text), submits it, an administrator rejects it with a reason, the
// author sees the cause, edits and resubmits, the administrator approves, and a visitor reads it
// (server-rendered, JSON-LD Article, OpenGraph with the cover). Axe on the write, detail and list
// pages.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function noSeriousViolations(p: Page) {
  expect(await seriousViolations(p)).toEqual([]);
}

/**
 * Confirms the external images and waits for the submission (a click that lands while the dialog
 * is still opening on a loaded machine is tried again), then for the list of posts under review.
 */
async function submitAnyway(page: Page, dialog: Locator) {
  const sent = await clickForResponse(
    page,
    dialog.getByRole('button', { name: 'Submit anyway' }),
    (r) => r.request().method() === 'POST' && /\/api\/posts\/[^/]+\/submit$/.test(r.url()),
  );
  expect(sent.status()).toBe(200);
  await page.waitForURL(/\/people\/my\/post\?tab=audit/, { timeout: 60_000 });
}

describe('blog posts with review', () => {
  let author: RegisteredUser;
  let admin: Jar;
  let ctx: BrowserContext;
  let page: Page;
  let postId = '';
  const title = `Booting Linux on a RISC-V board ${hex(3)}`;
  const firstText = 'U-Boot loads the **kernel** from the SD card.';
  const reason = 'Please explain which U-Boot version you used.';
  const editedText = 'U-Boot 2024.01 loads the kernel; the table below lists the steps.';

  beforeAll(async () => {
    [author, admin] = await Promise.all([register({ prefix: 'pw' }), loginAdmin()]);
    ({ context: ctx, page } = await signedInPage(browser, author.jar));
  });
  afterAll(() => ctx?.close());

  /** Waits until the editor says the server holds everything typed ("Auto-saved at HH:mm:ss"). */
  async function autoSaved(p: Page) {
    await p.locator('[data-testid="autosave-status"][data-status="saved"][data-dirty="false"]').waitFor();
    await expect
      .poll(() => p.getByTestId('autosave-time').textContent())
      .toMatch(/Auto-saved at \d\d:\d\d:\d\d$/);
  }

  /** Opens the review page of the console and returns the queue item of the post. */
  async function reviewItem(p: Page) {
    await p.goto(`${base}/admin/reviews`);
    await hydrated(p);
    const item = p.getByTestId('review-item').filter({ hasText: title });
    await item.waitFor();
    return item;
  }

  it('writes a post with a live preview; the server auto-saves it and shows the time', async () => {
    await page.goto(`${base}/community/post/write`);
    await hydrated(page);
    await page.getByTestId('post-title').fill(title);
    const content = page.getByTestId('post-content');
    await content.fill(`${firstText}\n\nThe sum is $x^2$.\n\n`);
    // the toolbar inserts a table at the cursor
    await content.press('End');
    await page.getByTestId('md-table').click();
    const tags = page.getByLabel('Tags (1 to 3)', { exact: true });
    for (const tag of ['riscv', 'uboot']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('cover-default:2').click();

    // the server's pipeline renders the preview: bold, math and the table
    const preview = page.getByTestId('post-preview-html');
    await preview.locator('strong', { hasText: 'kernel' }).waitFor();
    await preview.locator('.katex').first().waitFor();
    await preview.locator('table').waitFor();
    expect(await page.getByTestId('post-length').textContent()).toMatch(/^\d+ \/ 20000$/);

    // the first save creates the post; its id joins the address
    await autoSaved(page);
    await page.waitForURL(/\/community\/post\/write\?id=/);
    postId = new URL(page.url()).searchParams.get('id')!;
    expect(postId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('passes axe on the editor', async () => {
    await noSeriousViolations(page);
  });

  it('finds the text again after a reload', async () => {
    await page.reload();
    await hydrated(page);
    expect(await page.getByTestId('post-title').inputValue()).toBe(title);
    expect(await page.getByTestId('post-content').inputValue()).toContain(firstText);
    expect(await page.getByTestId('post-content').inputValue()).toContain('| --- | --- |');
    await autoSaved(page);
  });

  it('uploads an image with the image button and puts it in the text', async () => {
    const png = await sharp({
      create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 80, b: 20 } },
    })
      .png()
      .toBuffer();
    await page.getByTestId('post-content').press('Control+End');
    await page
      .getByTestId('md-image-input')
      .setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: png });
    await expect
      .poll(() => page.getByTestId('post-content').inputValue())
      .toMatch(/!\[board\]\(\/uploads\/community\/[0-9a-f]{32}\.webp\)/);
    await page.getByTestId('post-preview-html').locator('img[src^="/uploads/community/"]').waitFor();
    await autoSaved(page);
  });

  it('keeps the text when saving fails, and restores it from the browser after a crash', async () => {
    const extra = 'Also check the serial console.';
    // the server stops answering auto-saves
    await page.route(`**/api/posts/${postId}/draft`, (route) => route.abort());
    await page.getByTestId('post-content').press('Control+End');
    await page.keyboard.type(` ${extra}`);
    await page.getByTestId('autosave-failed').waitFor();
    expect(await page.getByTestId('autosave-failed').textContent()).toContain('draft save failed');
    expect(await page.getByTestId('post-content').inputValue()).toContain(extra);

    // the tab crashes; the same browser opens the post again and gets the text back
    await page.close();
    page = await ctx.newPage();
    await page.goto(`${base}/community/post/write?id=${postId}`);
    await hydrated(page);
    await page.getByTestId('editor-restored').waitFor();
    expect(await page.getByTestId('post-content').inputValue()).toContain(extra);
    // and the server gets it with the next auto-save
    await autoSaved(page);
  });

  it('submits the post for review after confirming its external image', async () => {
    const content = page.getByTestId('post-content');
    await content.press('Control+End');
    await page.keyboard.type('\n\n![diagram](https://images.example.org/boot.png)\n');
    await page.getByTestId('post-disclaimer').check();
    await page.getByTestId('post-submit').click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('external-images') });
    await dialog.getByText('https://images.example.org/boot.png').waitFor();
    await submitAnyway(page, dialog);
    await hydrated(page);
    const mine = page.getByTestId('my-post').filter({ hasText: title });
    await mine.waitFor();
    expect(await mine.getAttribute('data-state')).toBe('audit');
  });

  it('lets an administrator reject it with a reason', async () => {
    const { context, page: adminPage } = await signedInPage(browser, admin);
    const item = await reviewItem(adminPage);
    // the preview is the submitted post as readers would see it
    await item.getByTestId('review-preview-toggle').click();
    await item.getByTestId('review-preview').locator('strong', { hasText: 'kernel' }).waitFor();
    await item.getByTestId('review-reject').click();
    await adminPage.getByTestId('reason-input').waitFor();
    // the reason is required (clicked again if the click landed while the dialog was opening)
    const required = adminPage.getByText('Please give the reason');
    await expect
      .poll(
        async () => {
          if (!(await required.isVisible()))
            await adminPage
              .getByTestId('reason-ok')
              .click({ timeout: 2_000 })
              .catch(() => undefined);
          return required.isVisible();
        },
        { timeout: 60_000, interval: 3_000 },
      )
      .toBe(true);
    await adminPage.getByTestId('reason-input').fill(reason);
    const rejected = await clickForResponse(adminPage, adminPage.getByTestId('reason-ok'), (r) =>
      /\/api\/admin\/reviews\/[^/]+\/[^/]+\/reject$/.test(r.url()),
    );
    expect(rejected.status()).toBe(200);
    await item.waitFor({ state: 'detached' });
    // the moderation log says who did what, and why
    await adminPage.goto(`${base}/admin/reviews?type=log`);
    await hydrated(adminPage);
    const row = adminPage.getByTestId('moderation-log').locator('tr', { hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain(reason);
    expect(await row.textContent()).toContain('Rejected');
    await context.close();
  });

  it('shows the author the failure cause; the author edits and resubmits', async () => {
    await page.goto(`${base}/people/my/post?tab=fail`);
    await hydrated(page);
    const mine = page.getByTestId('my-post').filter({ hasText: title });
    expect(await mine.getByTestId('failure-cause').textContent()).toContain(reason);

    await mine.getByTestId('my-post-edit').click();
    await page.waitForURL(/\/community\/post\/write\?id=/);
    await hydrated(page);
    expect(await page.getByTestId('editor-failure-cause').textContent()).toContain(reason);
    const content = page.getByTestId('post-content');
    const text = await content.inputValue();
    expect(text).toContain(firstText);
    await content.fill(text.replace(firstText, editedText));
    expect(await content.inputValue()).toContain(editedText);
    await autoSaved(page);
    // the server's working copy holds the edit before it is submitted
    await expect
      .poll(() =>
        page.evaluate(
          (id) =>
            fetch(`/api/posts/${id}`)
              .then((r) => r.json())
              .then((b: { result?: { draft?: { content?: string } } }) => b.result?.draft?.content ?? ''),
          postId,
        ),
      )
      .toContain(editedText);
    expect(await content.inputValue()).toContain(editedText);
    await page.getByTestId('post-submit').click();
    await submitAnyway(page, page.getByRole('dialog').filter({ has: page.getByTestId('external-images') }));
    await hydrated(page);
    await page.getByTestId('my-post').filter({ hasText: title }).waitFor();
  });

  it('lets the administrator approve it', async () => {
    const { context, page: adminPage } = await signedInPage(browser, admin);
    const item = await reviewItem(adminPage);
    await item.getByTestId('review-approve').click();
    await item.waitFor({ state: 'detached' });
    await context.close();

    await page.goto(`${base}/people/my/post`);
    await hydrated(page);
    const mine = page.getByTestId('my-post').filter({ hasText: title });
    expect(await mine.getAttribute('data-state')).toBe('published');
  });

  it('server-renders the published post for a visitor with JSON-LD Article and OpenGraph', async () => {
    const url = `${base}/community/post/detail?id=${postId}`;
    const res = await fetch(url, { headers: { cookie: 'locale=en-US' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain(`"headline":"${title}"`);
    expect(html).toContain(`<meta property="og:image" content="${base}/covers/2.svg"/>`);
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain('U-Boot 2024.01 loads the kernel');
    expect(html).not.toContain('noindex');
  });

  it('lets a visitor read the post and asks them to log in to like it', async () => {
    const visitor = await browser.newContext({ locale: 'en-US' });
    const p = await visitor.newPage();
    await p.goto(`${base}/community/post/detail?id=${postId}`);
    await hydrated(p);
    await p.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await p.getByTestId('post-body').locator('table').count()).toBe(1);
    expect(await p.getByTestId('post-body').locator('.katex').count()).toBeGreaterThan(0);
    await p.getByTestId('related-posts').waitFor();
    await noSeriousViolations(p);
    await p.getByTestId('like').click();
    await p.locator('.ant-modal-confirm-title', { hasText: 'Please log in' }).waitFor();
    await visitor.close();
  });

  it('lists the post under its tag, and passes axe on the list', async () => {
    const visitor = await browser.newContext({ locale: 'en-US' });
    const p = await visitor.newPage();
    const res = await p.goto(`${base}/community/post?tag=uboot`);
    expect(res?.status()).toBe(200);
    await hydrated(p);
    await p.getByRole('link', { name: title }).waitFor();
    await noSeriousViolations(p);
    await p.locator('.ant-radio-button-wrapper', { hasText: 'Hottest' }).click();
    await p.waitForURL(/sort=hottest/);
    await p.getByRole('link', { name: title }).waitFor();
    await p.goto(`${base}/community/post?tag=${hex(6)}`);
    await hydrated(p);
    await p.getByText('No related blog').first().waitFor();
    expect((await p.goto(`${base}/community/post/detail?id=not-an-id`))?.status()).toBe(404);
    await visitor.close();
  });

  it("refuses another user's post in the editor with the spec's words", async () => {
    const other = await register({ prefix: 'px' });
    const { context, page: p } = await signedInPage(browser, other.jar);
    const res = await p.goto(`${base}/community/post/write?id=${postId}`);
    expect(res?.status()).toBe(403);
    await p.getByText('You are not authorized to operate the draft.').waitFor();
    await context.close();
  });

  it('lets an administrator take the published post down with a reason (the dialog loads on demand)', async () => {
    const { context, page: adminPage } = await signedInPage(browser, admin);
    try {
      await adminPage.goto(`${base}/community/post/detail?id=${postId}`);
      await hydrated(adminPage);
      await adminPage.getByTestId('post-takedown').click();
      const dialog = adminPage.getByRole('dialog', { name: /^Take down/ });
      await dialog.getByLabel('Reason (the author sees it)').fill('Moved to the documentation.');
      const answer = await clickForResponse(
        adminPage,
        dialog.getByRole('button', { name: 'Take down' }),
        (r) =>
          r.request().method() === 'POST' && r.url().endsWith(`/api/admin/reviews/post/${postId}/remove`),
      );
      expect(answer.status()).toBe(200);
    } finally {
      await context.close();
    }
    // readers no longer find it
    const gone = await fetch(`${base}/community/post/detail?id=${postId}`, {
      headers: { cookie: 'locale=en-US' },
    });
    expect(gone.status).toBe(404);
  });
});
