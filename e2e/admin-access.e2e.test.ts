import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, type Jar, loginAdmin, register, type RegisteredUser, signedInPage } from './api';
import { describePage, hydrated, launchBrowser } from './browser';

// Issue 12 in a real browser: an administrator makes a role with two permissions and gives it to
// a user, who then sees exactly those console entries (a detail route keeps its entry
// highlighted); news written as a draft is hidden from visitors, shown to staff through the
// preview link, and public once "publish to production" is confirmed.

const base = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Runs a browser step; a failure names the page and what it showed. */
async function step<T>(page: Page, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw new Error(`${what} failed (${await describePage(page)}): ${(e as Error).message}`, { cause: e });
  }
}

describe('admin console: roles, menus and publishing', () => {
  let admin: Jar;
  let member: RegisteredUser;
  let adminSide: { context: BrowserContext; page: Page };
  const tag = hex(3);
  const roleKey = `events_team_${tag}`;
  const roleName = `Event manager ${tag}`;

  beforeAll(async () => {
    [admin, member] = await Promise.all([loginAdmin(), register({ prefix: 'e' })]);
    adminSide = await signedInPage(browser, admin);
  });
  afterAll(() => adminSide?.context.close());

  it('creates the role "event manager" with FAQ and dictionary reading', async () => {
    const { page } = adminSide;
    await page.goto(`${base}/admin/role_add`);
    await hydrated(page);
    await step(page, 'role form', async () => {
      await page.getByRole('heading', { name: 'New role', level: 1 }).waitFor();
      // the schema's rules run in the form: nothing typed, nothing sent
      await page.getByRole('button', { name: 'Create role' }).click();
      await page.locator('.ant-form-item-explain-error').first().waitFor();

      await page.getByLabel('Key').fill(roleKey);
      await page.getByLabel('Name (Chinese)').fill(`活动团队 ${tag}`);
      await page.getByLabel('Name (English)').fill(roleName);
      await page.getByRole('checkbox', { name: 'FAQ: Read' }).check();
      await page.getByRole('checkbox', { name: 'Dictionaries: Read' }).check();
      // a ticked permission offers "own rows only"; this role reads every row
      await page.getByRole('switch', { name: 'FAQ: Read — own rows only' }).waitFor();
      await page.getByRole('button', { name: 'Create role' }).click();
      await page.getByText(`Role ${roleName} created`).waitFor();
      await page.waitForURL(`${base}/admin/role_detail/${roleKey}`);
    });

    const roles = await admin.ok<{ key: string; permissions: string[]; holders: number }[]>(
      'GET',
      '/api/admin/roles',
    );
    const role = roles.find((r) => r.key === roleKey);
    expect(role?.permissions.slice().sort()).toEqual(['dicts.read', 'faqs.read']);
    expect(role?.holders).toBe(0);

    // the list keeps "Roles" highlighted on the detail route
    await step(page, 'roles highlighted', async () => {
      const nav = page.getByRole('navigation', { name: 'Admin console sections' });
      await expect
        .poll(() => nav.locator('[aria-current="page"]').getAttribute('data-menu-key'))
        .toBe('role');
    });
  });

  it('assigns the role to a user on the user page', async () => {
    const { page } = adminSide;
    await page.goto(`${base}/admin/user?q=${encodeURIComponent(member.username)}`);
    await hydrated(page);
    await step(page, 'user search', async () => {
      const link = page.getByRole('link', { name: member.username, exact: true });
      await link.click();
      await page.waitForURL(/\/admin\/user_detail\//);
    });
    await step(page, 'role assignment', async () => {
      const select = page.getByRole('combobox', { name: `Roles of ${member.username}` });
      await select.click();
      await select.fill(roleName);
      await page.locator('.ant-select-item-option', { hasText: roleName }).click();
      await select.press('Escape');
      await page.getByRole('button', { name: 'Save roles' }).click();
      await page.getByText(`Roles of ${member.username} saved`).waitFor();
    });
    const roles = await admin.ok<{ key: string; holders: number }[]>('GET', '/api/admin/roles');
    expect(roles.find((r) => r.key === roleKey)?.holders).toBe(1);
  });

  it('shows the user exactly the FAQ and dictionary entries, FAQ highlighted on its edit route', async () => {
    const faq = await admin.ok<{ id: number | string }>('POST', '/api/admin/faqs', {
      category: 'account',
      questionZh: `如何重置密码 ${tag}`,
      answerZh: '在登录页点击“忘记密码”。',
    });
    const { context, page } = await signedInPage(browser, member.jar);
    try {
      await page.goto(`${base}/admin`);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: 'Admin console sections' });
      await step(page, 'member menu', async () => {
        await nav.locator('[data-menu-key]').first().waitFor();
        const keys = await nav
          .locator('[data-menu-key]')
          .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.menuKey));
        expect(keys.sort()).toEqual(['dict', 'faq']);
        await nav.getByRole('link', { name: 'FAQ', exact: true }).waitFor();
        await nav.getByRole('link', { name: 'Dictionaries', exact: true }).waitFor();
      });

      await page.goto(`${base}/admin/modify_faq/${faq.id}`);
      await hydrated(page);
      await step(page, 'FAQ highlighted on its edit route', async () => {
        await expect
          .poll(() => nav.locator('[aria-current="page"]').getAttribute('data-menu-key'))
          .toBe('faq');
      });

      // a page outside the role: the API refuses it, whatever the browser asks
      const { status } = await member.jar.call('GET', '/api/admin/roles');
      expect(status).toBe(403);
    } finally {
      await context.close();
    }
  });

  it('keeps draft news from visitors, previews it to staff and publishes it after confirmation', async () => {
    const title = `草稿新闻 ${tag}`;
    const news = await admin.ok<{ id: number | string }>('POST', '/api/admin/news', {
      source: 'OCC',
      titleZh: title,
      bodyZh: `正文 ${tag}：尚未发布。`,
    });
    const visitor = await fetch(`${base}/new/${news.id}`, { headers: { cookie: 'locale=zh-CN' } });
    expect(visitor.status).toBe(404);
    expect(await visitor.text()).not.toContain(title);
    expect((await fetch(`${base}/api/news/${news.id}`)).status).toBe(404);

    // the preview link: staff only (a visitor is sent to login)
    const anonymousPreview = await fetch(`${base}/news/preview/${news.id}`, { redirect: 'manual' });
    expect(anonymousPreview.status).toBe(302);
    expect(anonymousPreview.headers.get('location')).toBe(
      `/auth/login?redirect=${encodeURIComponent(`/news/preview/${news.id}`)}`,
    );
    const memberPreview = await fetch(`${base}/news/preview/${news.id}`, {
      headers: { cookie: `occ_sid=${member.jar.session}; locale=en-US` },
    });
    expect(memberPreview.status).toBe(403);

    const { page } = adminSide;
    await page.goto(`${base}/news/preview/${news.id}`);
    await hydrated(page);
    await step(page, 'preview', async () => {
      await page.getByTestId('preview-banner').getByText('Preview — not published').waitFor();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    });

    // publish to production on the console's news page, behind its confirmation
    await page.goto(`${base}/admin/news_detail/${news.id}`);
    await hydrated(page);
    await step(page, 'publish to production', async () => {
      await page.getByRole('button', { name: 'Publish to production' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish to production?' });
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Published to production').waitFor();
    });

    const published = await fetch(`${base}/new/${news.id}`, { headers: { cookie: 'locale=zh-CN' } });
    expect(published.status).toBe(200);
    expect(await published.text()).toContain(title);
  });
});
