import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, hydrated, seriousViolations } from './browser';

const base = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  context = await browser.newContext({ locale: 'zh-CN', extraHTTPHeaders: { 'accept-language': 'zh-CN' } });
  page = await context.newPage();
});
afterEach(() => context?.close());

async function api<T>(path: string, locale = 'zh-CN'): Promise<T> {
  const res = await fetch(base + path, { headers: { cookie: `locale=${locale}` } });
  return ((await res.json()) as { result: T }).result;
}

/** Waits until React has hydrated the page (buttons respond). */

async function chooseLanguage(p: Page, name: string) {
  await p.getByRole('combobox', { name: /语言|Language/ }).selectOption({ label: name });
}

describe('server rendering', () => {
  it('puts the news titles into the home page HTML before any script runs', async () => {
    const home = await api<{ news: { title: string }[] }>('/api/home');
    expect(home.news.length).toBeGreaterThan(0);
    const html = await (await fetch(`${base}/`)).text();
    for (const n of home.news) expect(html).toContain(n.title);

    const noJs = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
    const p = await noJs.newPage();
    await p.goto(`${base}/`);
    await expect(p.getByRole('heading', { name: home.news[0]!.title })).toBeTruthy();
    expect(await p.textContent('main')).toContain(home.news[0]!.title);
    await noJs.close();
  });

  it('announces the RSS feed and redirects /index to /', async () => {
    const res = await fetch(`${base}/index`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/');
    await page.goto(`${base}/`);
    expect(await page.getAttribute('link[rel="alternate"][type="application/rss+xml"]', 'href')).toBe(
      '/news/rss.xml',
    );
    const rss = await fetch(`${base}/news/rss.xml`);
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
  });
});

describe('languages', () => {
  it('switches to English and keeps it across a reload', async () => {
    await page.goto(`${base}/`);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await expect.poll(() => page.getByRole('link', { name: '新闻', exact: true }).count()).toBeGreaterThan(0);
    await chooseLanguage(page, 'English');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en-US');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en-US');
    await page.reload();
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).textContent()).toContain('News');
  });

  it('sets dir="rtl" when Arabic is chosen', async () => {
    await page.goto(`${base}/news`);
    await hydrated(page);
    await chooseLanguage(page, 'العربية');
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar-EG');
    await page.reload();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
  });
});

describe('navigation', () => {
  it('shows the 404 page for an unknown path, and its link returns home', async () => {
    const res = await page.goto(`${base}/no/such/page`);
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('页面不存在');
    await hydrated(page);
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(`${base}/`);
    await expect.poll(() => page.getByRole('heading', { name: '最新资讯' }).isVisible()).toBe(true);
  });

  it('goes from the news list to a detail and back', async () => {
    const list = await api<{ items: { id: number; title: string }[]; total: number }>('/api/news');
    await page.goto(`${base}/news`);
    await hydrated(page);
    const first = list.items[0]!;
    await page.getByRole('link', { name: first.title }).click();
    await page.waitForURL(`${base}/new/${first.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(first.title);
    const ld = JSON.parse((await page.textContent('script[type="application/ld+json"]'))!);
    expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: first.title });
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toBe(first.title);
    await page.goBack();
    await page.waitForURL(`${base}/news`);
    await expect.poll(() => page.getByRole('link', { name: first.title }).isVisible()).toBe(true);
  });

  it('pages through the list with page size 10', async () => {
    const total = (await api<{ total: number }>('/api/news')).total;
    expect(total).toBeGreaterThan(10);
    await page.goto(`${base}/news?page=2`);
    const second = await api<{ items: { title: string }[] }>('/api/news?page=2');
    expect(await page.locator('.news-item').count()).toBe(second.items.length);
    expect(await page.textContent('main')).toContain(second.items[0]!.title);
  });

  it('answers a missing news id with the 404 page and the server message', async () => {
    const res = await page.goto(`${base}/new/999999`);
    expect(res?.status()).toBe(404);
    expect(await page.textContent('main')).toContain('该 ID 不存在');
  });

  it('renders the about pages from the footer', async () => {
    await page.goto(`${base}/`);
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: '隐私政策' }).click();
    await page.waitForURL(`${base}/about/privacy`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('隐私');
    for (const slug of ['agreement', 'law', 'brand']) {
      const res = await page.goto(`${base}/about/${slug}`);
      expect(res?.status()).toBe(200);
    }
  });
});

describe('accessibility (axe-core)', () => {
  const pages = [
    ['home', '/'],
    ['news list', '/news'],
    ['news detail', '/new/1'],
    ['404', '/missing-page'],
  ] as const;
  for (const [name, path] of pages) {
    it(`finds no serious or critical violation on ${name}`, async () => {
      await page.goto(base + path);
      await hydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
