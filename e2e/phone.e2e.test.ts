import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hex, type Jar, loginAdmin, register, type RegisteredUser } from './api';
import { describePage, hydrated, launchBrowser, seriousViolations } from './browser';

// Phones and tablets (issue 13): at 390×844 and 768×1024 no page scrolls sideways, the header
// folds into a menu button with a drawer (navigation, language, account) and a search icon,
// lists are one column of cards, a console table scrolls inside its own box with its first
// column and its actions in view; axe finds nothing serious at phone width.

const base = inject('baseUrl');

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };

let browser: Browser;
let member: RegisteredUser;
let admin: Jar;
let questionId: string;
let questionTitle: string;
let postId: string;
let postTitle: string;
const applicant = `Phone ${hex(3)}`;

/** A title in Arabic and Latin with a 30-letter word: it must wrap, not widen the page. */
const LONG_WORD = 'Q'.repeat(30);

beforeAll(async () => {
  browser = await launchBrowser();
  [member, admin] = await Promise.all([register({ prefix: 'm' }), loginAdmin()]);
  const plates = await member.jar.ok<{ key: string }[]>('GET', '/api/community/plates?kind=qa');
  questionTitle = `سؤال RISC-V ${LONG_WORD} ${hex(2)}`;
  ({ id: questionId } = await member.jar.ok<{ id: string }>('POST', '/api/community/questions', {
    plate: plates[0]!.key,
    productKind: 'chip',
    productName: 'C910',
    title: questionTitle,
    description: `See https://example.com/${'a'.repeat(160)} and riscv64-unknown-linux-gnu-gcc.`,
    tags: ['phone'],
  }));
  postTitle = `Phone reading ${hex(3)} ${LONG_WORD}`;
  ({ id: postId } = await member.jar.ok<{ id: string }>('POST', '/api/posts', {
    title: postTitle,
    summary: '',
    content:
      '# Booting on a phone\n\nA long command stays in its own scroll box:\n\n' +
      '```bash\nsudo dd if=debian-riscv64-visionfive2-sid-20261126.img of=/dev/sdX bs=4M status=progress\n```\n\n' +
      `And a long word: ${'b'.repeat(120)}.\n`,
    tags: ['phone'],
    cover: '',
    property: 'original',
    sourceUrl: '',
    permission: 'public',
    disclaimer: true,
  }));
  await member.jar.ok('POST', `/api/posts/${postId}/submit`);
  await admin.ok('POST', `/api/admin/reviews/post/${postId}/approve`, {});
  // a pending lab permission application, so the console table has a row with its actions
  const other = await register({ prefix: 'p' });
  await other.jar.ok('POST', '/api/lab/permissions', {
    kind: 'evaluation',
    realName: applicant,
    mobile: '13912345678',
    company: '开放硅实验室有限公司',
    email: 'lab@example.com',
    salesName: '李雷',
    hasReferrer: false,
    purpose: '在 RISC-V 开发板上移植我们的实时操作系统并进行性能评估',
  });
}, 120_000);
afterAll(() => browser?.close());

/** A browser context of the given size, English, with the jar's session when one is given. */
async function contextFor(viewport: { width: number; height: number }, jar?: Jar): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: 'en-US', hasTouch: true });
  await context.addCookies([
    { name: 'locale', value: 'en-US', url: base },
    ...(jar
      ? [{ name: 'occ_sid', value: jar.session!, url: base, httpOnly: true, sameSite: 'Lax' as const }]
      : []),
  ]);
  return context;
}

/** null when the page is no wider than the window, else the widths and the widest element. */
function sidewaysScroll(p: Page): Promise<string | null> {
  return p.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    if (scrollWidth <= window.innerWidth) return null;
    const wide = [...document.querySelectorAll('body *')].find(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
    );
    return `${scrollWidth} > ${window.innerWidth} (${wide?.tagName.toLowerCase()}.${String(wide?.className)})`;
  });
}

/** Opens `path` and waits for hydration and for `ready`, the state that shows the page is complete. */
async function open(p: Page, path: string, ready: (p: Page) => Promise<unknown>) {
  await p.goto(base + path);
  await hydrated(p);
  await ready(p);
}

const heading = (name: string | RegExp) => (p: Page) => p.getByRole('heading', { level: 1, name }).waitFor();

/** The pages of the issue, each with the state to wait for. */
const PUBLIC_PAGES: [string, () => string, (p: Page) => Promise<unknown>][] = [
  ['home', () => '/', (p) => p.getByRole('heading', { name: 'Latest news' }).waitFor()],
  ['question list', () => '/community/qa', (p) => p.getByRole('link', { name: questionTitle }).waitFor()],
  ['question detail', () => `/community/qa/detail?id=${questionId}`, (p) => heading(questionTitle)(p)],
  ['blog detail', () => `/community/post/detail?id=${postId}`, (p) => heading(postTitle)(p)],
  ['login', () => '/auth/login', (p) => p.locator('form#passwordLogin').waitFor()],
  ['cloud evaluation', () => '/cloud/evaluation', (p) => p.getByTestId('board-card').first().waitFor()],
];
const MEMBER_PAGES: [string, string, (p: Page) => Promise<unknown>][] = [
  ['write page', '/community/post/write', heading('Write a blog post')],
  ['personal centre', '/people/my/basic', (p) => p.getByTestId('profile-avatar').waitFor()],
  ['security settings', '/people/my/safe', (p) => p.getByText('This device').waitFor()],
];

describe.each([
  { name: 'phone', viewport: PHONE },
  { name: 'tablet', viewport: TABLET },
])('at $name width', ({ viewport }) => {
  let visitor: BrowserContext;
  let signedIn: BrowserContext;
  let console_: BrowserContext;

  beforeAll(async () => {
    [visitor, signedIn, console_] = await Promise.all([
      contextFor(viewport),
      contextFor(viewport, member.jar),
      contextFor(viewport, admin),
    ]);
  });
  afterAll(async () => {
    await Promise.all([visitor?.close(), signedIn?.close(), console_?.close()]);
  });

  it('shows every public page without sideways scrolling', async () => {
    const p = await visitor.newPage();
    for (const [name, path, ready] of PUBLIC_PAGES) {
      await open(p, path(), ready);
      expect(await sidewaysScroll(p), `${name}: ${await describePage(p)}`).toBeNull();
    }
    // lists are one column of cards on a phone
    if (viewport === PHONE) {
      const cards = p.getByTestId('board-card');
      const lefts = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left));
      expect(lefts.length).toBeGreaterThan(1);
      expect(new Set(lefts).size).toBe(1);
    }
    await p.close();
  });

  it('shows the signed-in pages without sideways scrolling', async () => {
    const p = await signedIn.newPage();
    for (const [name, path, ready] of MEMBER_PAGES) {
      await open(p, path, ready);
      expect(await sidewaysScroll(p), `${name}: ${await describePage(p)}`).toBeNull();
    }
    await p.close();
  });

  it('scrolls a console table inside its own box, first column and actions in view', async () => {
    const p = await console_.newPage();
    const row = p.getByRole('row').filter({ hasText: applicant });
    await open(p, '/admin/lab/permissions', () => row.waitFor());
    expect(await sidewaysScroll(p), await describePage(p)).toBeNull();
    const region = p.getByRole('region', { name: 'Lab permission applications: table' });
    // no column is squeezed to a character or two: the table is wider than its box, which scrolls
    const widths = await region
      .locator('thead th')
      .evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().width));
    expect(Math.min(...widths)).toBeGreaterThan(48);
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const first = row.locator('td').first();
    expect(await first.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    // scrolled to the far end, the first column is still there and the grant button always was
    const grant = row.getByRole('button', { name: 'Grant' });
    const inView = async () => {
      const box = (await grant.boundingBox())!;
      const firstBox = (await first.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= viewport.width && firstBox.x >= 0;
    };
    expect(await inView()).toBe(true);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(inView).toBe(true);
    await p.close();
  });

  it('folds the header into a menu button whose drawer navigates and switches the language', async () => {
    const context = await contextFor(viewport);
    const p = await context.newPage();
    await open(p, '/', (q) => q.getByRole('heading', { name: 'Latest news' }).waitFor());
    expect(await p.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    const menu = p.getByRole('button', { name: 'Menu', exact: true });
    const search = p.getByRole('button', { name: 'Open search' });
    for (const target of [menu, search]) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }

    await menu.click();
    const drawer = p.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await drawer.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'News', exact: true }).click();
    await p.waitForURL(`${base}/news`);
    await drawer.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    // the language chosen in the drawer
    await menu.click();
    await drawer.getByRole('combobox', { name: 'Language' }).selectOption({ label: '简体中文' });
    await expect.poll(() => p.getAttribute('html', 'lang')).toBe('zh-CN');
    await p.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await sidewaysScroll(p)).toBeNull();
    await context.close();
  });

  it('opens the account in the drawer for a signed-in user and goes to the personal centre', async () => {
    const p = await signedIn.newPage();
    await open(p, '/community/qa', (q) => q.getByRole('link', { name: questionTitle }).waitFor());
    await p.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = p.getByRole('dialog', { name: 'Menu' });
    await drawer.getByText(member.username).waitFor();
    expect(await drawer.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'Basic information' }).click();
    await p.waitForURL(`${base}/people/my/basic`);
    await p.getByTestId('profile-avatar').waitFor();
    await drawer.waitFor({ state: 'hidden' });
    await p.close();
  });

  it('turns the search box into an icon that opens a full-width field', async () => {
    const p = await visitor.newPage();
    await open(p, '/news', (q) => q.getByRole('heading', { level: 1 }).waitFor());
    const field = p.getByRole('combobox', { name: 'Search the portal' });
    expect(await field.isVisible()).toBe(false);
    await p.getByRole('button', { name: 'Open search' }).click();
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = (await p.getByRole('search').boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(viewport.width - 2);
    await field.fill('riscv');
    await field.press('Enter');
    await p.waitForURL(`${base}/search?keyword=riscv`);
    await p.close();
  });
});

describe('accessibility at phone width', () => {
  let visitor: BrowserContext;
  let signedIn: BrowserContext;
  beforeAll(async () => {
    [visitor, signedIn] = await Promise.all([contextFor(PHONE), contextFor(PHONE, member.jar)]);
  });
  afterAll(async () => {
    await Promise.all([visitor?.close(), signedIn?.close()]);
  });

  // one test a page: axe on a phone-sized page takes seconds on a busy machine
  for (const [index, [name, path, ready]] of PUBLIC_PAGES.slice(0, 5).entries()) {
    it(`finds no serious or critical axe violations on ${name}`, async () => {
      const p = await visitor.newPage();
      await open(p, path(), ready);
      expect(await seriousViolations(p), name).toEqual([]);
      if (index === 0) {
        await p.getByRole('button', { name: 'Menu', exact: true }).click();
        await p.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log in' }).waitFor();
        expect(await seriousViolations(p), 'drawer').toEqual([]);
      }
      await p.close();
    });
  }

  it('finds no serious or critical axe violations in the security settings', async () => {
    const q = await signedIn.newPage();
    await open(q, '/people/my/safe', (r) => r.getByText('This device').waitFor());
    expect(await seriousViolations(q), 'security settings').toEqual([]);
    await q.close();
  });
});
