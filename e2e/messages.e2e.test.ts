import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, loginAdmin, register, signedInPage, type RegisteredUser } from './api';
import { hydrated, launchBrowser, seriousViolations } from './browser';

// The message centre in a real browser against the real portal: the header bell goes up live
// (server-sent events) when someone follows you, the notification is in /people/my/messages,
// a direct message is sent with Ctrl+Enter and read on the other side, the fans page shows the
// follower, and a report lands in the admin queue next to a sensitive word the admin added.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function idOf(user: RegisteredUser): Promise<string> {
  const me = await user.jar.ok<{ id: string }>('GET', '/api/base/user/getCurrentUserInfo');
  return me.id;
}

const badgeCount = async (p: Page) =>
  Number((await p.getByTestId('notification-bell').getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? NaN);

describe('message centre', () => {
  let a: RegisteredUser;
  let b: RegisteredUser;
  let bId: string;
  let bContext: BrowserContext;
  let bPage: Page;

  beforeAll(async () => {
    [a, b] = await Promise.all([register({ prefix: 'ma' }), register({ prefix: 'mb' })]);
    bId = await idOf(b);
    ({ context: bContext, page: bPage } = await signedInPage(browser, b.jar));
  });
  afterAll(() => bContext?.close());

  it("raises B's bell without a reload when A follows B", async () => {
    await bPage.goto(`${base}/`);
    await hydrated(bPage);
    const bell = bPage.getByTestId('notification-bell');
    await bell.waitFor();
    await bPage.waitForFunction(() =>
      /\b0\b/.test(
        document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') ?? '',
      ),
    );
    // the live stream is open before A acts
    await bPage.locator('[data-testid="notification-bell"][data-live="open"]').waitFor();

    const navigations: string[] = [];
    bPage.on('framenavigated', (f) => {
      if (f === bPage.mainFrame()) navigations.push(f.url());
    });
    const followed = await a.jar.ok<{ state: string }>('POST', `/api/users/${bId}/follow`);
    expect(followed.state).toBe('followed');

    await bPage.waitForFunction(
      () =>
        /\b1\b/.test(
          document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') ?? '',
        ),
      undefined,
      { timeout: 15_000 },
    );
    expect(await badgeCount(bPage)).toBe(1);
    expect(navigations).toEqual([]);

    // the dropdown shows it, with the way to the message centre
    await bell.click();
    await bPage.getByTestId('notification-row').first().waitFor();
    const viewAll = bPage.getByRole('link', { name: 'View all' });
    expect(await viewAll.getAttribute('href')).toBe('/people/my/messages');
    // a client-side navigation (wait for the address, not a load event); on a loaded machine the
    // popover can still be settling when clicked, so the click is retried until the page changes
    for (let attempt = 1; ; attempt++) {
      try {
        if (!/\/people\/my\/messages$/.test(bPage.url())) {
          if (!(await viewAll.isVisible())) await bell.click({ timeout: 5_000 });
          await viewAll.click({ timeout: 5_000 });
        }
        await bPage.waitForURL(/\/people\/my\/messages$/, { waitUntil: 'commit', timeout: 5_000 });
        break;
      } catch (err) {
        if (attempt === 4) throw err;
      }
    }
  });

  it('lists the follow notification in the Follow tab and marks all read', async () => {
    await bPage.goto(`${base}/people/my/messages?tab=follow`);
    await hydrated(bPage);
    const row = bPage.getByTestId('notification-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('followed you');
    expect(await seriousViolations(bPage)).toEqual([]);

    await bPage.getByRole('button', { name: 'Mark all read' }).click();
    await bPage.waitForFunction(() =>
      /\b0\b/.test(
        document.querySelector('[data-testid="notification-bell"]')?.getAttribute('aria-label') ?? '',
      ),
    );
  });

  it('shows A among B’s fans with "follow back" giving a mutual follow', async () => {
    await bPage.goto(`${base}/people/my/fans`);
    await hydrated(bPage);
    const row = bPage.getByTestId('follow-row').first();
    await row.waitFor();
    await row.getByRole('button', { name: /^Follow .* back$/ }).click();
    await row.getByText('Mutual').waitFor();
  });

  it('sends a direct message with Ctrl+Enter, refuses an empty one, and B reads it', async () => {
    const { context, page } = await signedInPage(browser, a.jar);
    try {
      await page.goto(`${base}/people/my/messages?tab=dm&with=${bId}`);
      await hydrated(page);
      const box = page.getByLabel('Message', { exact: true });
      await box.focus();
      await page.keyboard.press('Control+Enter');
      await page.getByText('Please enter information').waitFor();

      const text = `Hello from A ${hex(3)}`;
      await box.fill(text);
      await page.keyboard.press('Control+Enter');
      await page.getByTestId('dm-message').filter({ hasText: text }).waitFor();
      // the text is cleared once the server has it
      await page.waitForFunction(
        () => (document.querySelector('#dm-body') as HTMLTextAreaElement).value === '',
      );

      await bPage.goto(`${base}/people/my/messages?tab=dm`);
      await hydrated(bPage);
      await bPage.getByTestId('dm-conversation').first().click();
      await bPage.getByTestId('dm-message').filter({ hasText: text }).waitFor();
      expect(await seriousViolations(bPage)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('starts a conversation from "New message" by picking a user by name', async () => {
    const aId = await idOf(a);
    await bPage.goto(`${base}/people/my/messages?tab=dm`);
    await hydrated(bPage);
    await bPage.getByTestId('dm-new').click();
    const dialog = bPage.getByRole('dialog', { name: 'New message' });
    await dialog.getByLabel('To').fill(a.username);
    await bPage.locator('.ant-select-item-option', { hasText: a.username }).click();
    await bPage.waitForURL(new RegExp(`with=${aId}`));
    await dialog.waitFor({ state: 'hidden' });
    await bPage.getByLabel('Message', { exact: true }).waitFor();
  });

  it("puts a user's report in the admin queue, beside an admin-added sensitive word", async () => {
    const admin = await loginAdmin();
    const word = `badword${hex(3)}`;
    await admin.ok('POST', '/api/admin/sensitive-words', { word, action: 'replace' });

    const question = await b.jar.ok<{ id: string }>('POST', '/api/community/questions', {
      plate: 'chip-open-source',
      productKind: 'chip',
      productName: 'C906',
      title: `Boot question ${hex(3)}`,
      description: 'How do I boot the board?',
      tags: ['boot'],
    });
    await a.jar.ok('POST', '/api/community/reports', {
      targetType: 'question',
      targetId: question.id,
      reason: 'spam',
      detail: 'advertising',
    });

    const { context, page } = await signedInPage(browser, admin);
    try {
      await page.goto(`${base}/admin/sensitive-words`);
      await hydrated(page);
      await page.getByRole('searchbox', { name: 'Search words' }).fill(word);
      await page.keyboard.press('Enter');
      await page.getByRole('cell', { name: word, exact: true }).waitFor();

      await page.goto(`${base}/admin/reports`);
      await hydrated(page);
      const row = page.getByRole('row').filter({ hasText: a.username });
      await row.first().waitFor();
      expect(await row.first().textContent()).toContain('Spam or advertising');
      expect(await row.first().textContent()).toContain(b.username);
      await row.first().getByRole('button', { name: 'Resolve' }).click();
      await page.getByText('Report resolved').waitFor();
    } finally {
      await context.close();
    }
  });
});
