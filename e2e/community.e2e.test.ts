import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, Jar, register, signedInPage, type RegisteredUser } from './api';
import { describePage, hydrated, launchBrowser, seriousViolations } from './browser';

// The community's Q&A in a real browser against the real portal: user A asks a question with
// tags and an image, user B answers, A adopts the answer, and a visitor reads the thread
// (server-rendered) and gets the login prompt when trying to answer.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function noSeriousViolations(p: Page) {
  expect(await seriousViolations(p)).toEqual([]);
}

/** Picks `option` in the antd Select labelled `label`. */
async function choose(p: Page, label: string, option: string) {
  await p.getByLabel(label, { exact: true }).click();
  // the exact title: a closing dropdown may still show a similar option (case-insensitive text)
  await p.locator(`.ant-select-item-option[title="${option}"]:visible`).first().click();
  await p.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
}

describe('community Q&A', () => {
  let a: RegisteredUser;
  let b: RegisteredUser;
  let pageA: Page;
  let ctxA: BrowserContext;
  let questionUrl = '';
  const title = `How do I boot Linux on a RISC-V board ${hex(3)}?`;

  beforeAll(async () => {
    [a, b] = await Promise.all([register({ prefix: 'qa' }), register({ prefix: 'qb' })]);
    ({ context: ctxA, page: pageA } = await signedInPage(browser, a.jar));
  });
  afterAll(() => ctxA?.close());
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && pageA) console.error(`${task.name}: ${await describePage(pageA)}`);
  });

  it('lets a user ask a question with tags and an image', async () => {
    const plates = await new Jar().ok<{ key: string; name: string }[]>(
      'GET',
      '/api/community/plates?kind=qa',
    );
    expect(plates.length).toBeGreaterThan(0);

    await pageA.goto(`${base}/community/qa/add`);
    await hydrated(pageA);
    // similar questions appear under the title once the debounced lookup answers and push the
    // fields below down; wait for that answer so the next clicks land where they aim
    const similarAnswered = pageA.waitForResponse((r) =>
      r.url().includes('/api/community/questions/similar'),
    );
    await pageA.getByLabel('Title', { exact: true }).fill(title);
    const similar = (await (await similarAnswered).json()) as { result: unknown[] };
    if (similar.result.length > 0) await pageA.getByTestId('similar').waitFor();
    await choose(pageA, 'Plate', plates[0]!.name);
    await choose(pageA, 'Product kind', 'Development Board');
    await pageA.getByLabel('Product or component').fill('RuyiBook');
    const tags = pageA.getByLabel('Tags (1 to 3)');
    for (const tag of ['riscv', 'linux']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    await pageA.keyboard.press('Escape');
    await pageA.getByLabel('Description').fill('U-Boot starts but the kernel hangs after "Starting kernel".');

    const png = await sharp({
      create: { width: 24, height: 24, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    await pageA
      .getByTestId('image-input')
      .setInputFiles({ name: 'console.png', mimeType: 'image/png', buffer: png });
    await pageA.getByRole('img', { name: 'Image 1' }).waitFor();

    await pageA.getByTestId('question-submit').click();
    await pageA.waitForURL(/\/community\/qa\/detail\?id=/);
    questionUrl = pageA.url();
    await pageA.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await pageA.getByText('#riscv').isVisible()).toBe(true);
    expect(await pageA.locator('.cm-images img').count()).toBe(1);
    // owners see edit and delete, not report
    expect(await pageA.getByTestId('delete-question').isVisible()).toBe(true);
  });

  it('lets a second user answer; an empty answer is refused with the spec message', async () => {
    const { context, page } = await signedInPage(browser, b.jar);
    await page.goto(questionUrl);
    await hydrated(page);
    await page.getByTestId('answer-submit').click();
    expect(await page.getByTestId('answer-error').textContent()).toBe('Please enter an answer!');
    await page.getByTestId('answer-input').fill('Add `earlycon=sbi` to the **bootargs**.');
    await page.getByTestId('answer-submit').click();
    await page.getByTestId('answer').first().waitFor();
    expect(await page.getByTestId('answer').first().locator('strong', { hasText: 'bootargs' }).count()).toBe(
      1,
    );
    // not the owner: no adopt button
    expect(await page.getByTestId('adopt').count()).toBe(0);
    await context.close();
  });

  it('lets the question owner adopt the answer; the answerer sees the notification arrive live', async () => {
    // B keeps the thread open; the header bell is connected to the live stream
    const { context: contextB, page: pageB } = await signedInPage(browser, b.jar);
    await pageB.goto(questionUrl);
    await hydrated(pageB);
    await pageB.locator('[data-testid="notification-bell"][data-live="open"]').waitFor();
    const bellCount = async () =>
      Number((await pageB.getByTestId('notification-bell').getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    const before = await bellCount();

    await pageA.reload();
    await hydrated(pageA);
    await pageA.getByTestId('adopt').click();
    await pageA.getByRole('dialog').getByRole('button', { name: 'Adopt' }).click();
    await pageA.getByTestId('adopted-badge').waitFor();
    expect(await pageA.getByTestId('adopt').count()).toBe(0);

    // no reload on B's side: the adoption notification raises the bell
    await expect.poll(bellCount, { timeout: 15_000 }).toBe(before + 1);
    await contextB.close();
  });

  it('renders the thread on the server for a visitor, with QAPage JSON-LD', async () => {
    const res = await fetch(questionUrl, { headers: { cookie: 'locale=en-US' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${title.replace('?', '?')} · `);
    expect(html).toContain('"@type":"QAPage"');
    expect(html).toContain('"acceptedAnswer"');
    expect(html).toContain('earlycon=sbi');
    expect(html).toContain('property="og:title"');
  });

  it('shows a visitor the question and answers and asks them to log in to answer', async () => {
    const visitor = await browser.newContext({ locale: 'en-US' });
    const p = await visitor.newPage();
    await p.goto(questionUrl);
    await hydrated(p);
    await p.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await p.getByTestId('answer').count()).toBe(1);
    await noSeriousViolations(p);

    await p.getByTestId('answer-login').click();
    const dialog = p.getByRole('dialog');
    await dialog.locator('.ant-modal-confirm-title', { hasText: 'Please log in' }).waitFor();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await p.waitForURL(/\/auth\/login\?redirect=/);
    const redirect = new URL(p.url()).searchParams.get('redirect');
    expect(redirect).toBe(new URL(questionUrl).pathname + new URL(questionUrl).search);

    // sharing needs a login too
    await p.goBack();
    await hydrated(p);
    await p.getByTestId('share').click();
    await p.locator('.ant-modal-confirm-content', { hasText: 'Please log in before sharing' }).waitFor();
    await visitor.close();
  });

  it('lists the question with its tag filter and passes axe on the list', async () => {
    const visitor = await browser.newContext({ locale: 'en-US' });
    const p = await visitor.newPage();
    const res = await p.goto(`${base}/community/qa?tag=riscv&sort=latest`);
    expect(res?.status()).toBe(200);
    await hydrated(p);
    await p.getByRole('link', { name: title }).waitFor();
    await noSeriousViolations(p);
    await p.locator('.ant-segmented-item', { hasText: 'Hottest' }).click();
    await p.waitForURL(/sort=hottest/);
    expect((await p.goto(`${base}/community/nothing-here`))?.status()).toBe(404);
    expect((await p.goto(`${base}/community/qa/detail?id=not-an-id`))?.status()).toBe(404);
    await visitor.close();
  });

  it('server-renders the community home, topic exchange and RISC-V zone pages', async () => {
    for (const [path, heading] of [
      ['/community', 'Community'],
      ['/community/topic_exchange', 'Topic exchange'],
      ['/community/risc_v', 'RISC-V zone'],
      ['/community/rv_qa/list', 'RISC-V Q&amp;A'],
    ] as const) {
      const res = await fetch(base + path, { headers: { cookie: 'locale=en-US' } });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(`>${heading}</h1>`);
    }
    // the question asked above is on the community home
    const home = await (await fetch(`${base}/community`, { headers: { cookie: 'locale=en-US' } })).text();
    expect(home).toContain(title);
  });

  it('lets the answerer edit their answer with a markdown preview, and the asker reply to a comment', async () => {
    const { context: contextB, page: pageB } = await signedInPage(browser, b.jar);
    await pageB.goto(questionUrl);
    await hydrated(pageB);
    const mine = pageB.getByTestId('answer').first();
    await mine.getByTestId('answer-edit-open').click();
    const editor = mine.getByTestId('answer-edit');
    const input = editor.getByTestId('answer-edit-input');
    // prefilled with the answer's markdown
    expect(await input.inputValue()).toBe('Add `earlycon=sbi` to the **bootargs**.');
    const text =
      'Add `earlycon=sbi` to the **bootargs** and set $x^2$ baud.\n\n<script>window.hacked = 1</script>';
    await input.fill(text);
    await editor.getByRole('tab', { name: 'Preview' }).click();
    // the server's sanitised rendering: bold, code and math; the script is dropped
    const html = editor.getByTestId('answer-preview-html');
    await html.locator('strong', { hasText: 'bootargs' }).waitFor();
    expect(await html.locator('code', { hasText: 'earlycon=sbi' }).count()).toBe(1);
    expect(await html.locator('.katex').count()).toBeGreaterThan(0);
    expect(await html.locator('script').count()).toBe(0);
    // the text is kept when going back to Write
    await editor.getByRole('tab', { name: 'Write' }).click();
    expect(await input.inputValue()).toBe(text);
    await editor.getByTestId('answer-save').click();
    await editor.waitFor({ state: 'detached' });
    await mine.locator('.cm-markdown .katex').first().waitFor();
    expect(await mine.locator('.cm-markdown', { hasText: 'baud' }).count()).toBe(1);

    // B comments on their answer; A replies to that comment
    await mine.getByTestId('comment-open').click();
    await mine.getByTestId('comment-input').fill('Also check the UART base address.');
    await mine.getByTestId('comment-submit').click();
    await mine.getByTestId('comment').first().waitFor();
    await contextB.close();

    await pageA.reload();
    await hydrated(pageA);
    const answerA = pageA.getByTestId('answer').first();
    const comment = answerA.getByTestId('comment').first();
    const nickname = (await comment.locator('strong').first().textContent())!;
    await comment.getByTestId('comment-reply').click();
    const reply = answerA.getByTestId('comment-input');
    // mentions are resolved by username on the server
    expect(await reply.inputValue()).toBe(`@${b.username} `);
    await reply.press('End');
    await reply.pressSequentially('thanks, that was it');
    await answerA.getByTestId('comment-submit').click();
    await expect.poll(() => answerA.getByTestId('comment').count()).toBe(2);
    const second = answerA.getByTestId('comment').nth(1);
    expect(await second.textContent()).toContain(`Reply to ${nickname}`);
    expect(await second.locator('.cm-comment-body').textContent()).toBe(`@${b.username} thanks, that was it`);
  });
});
