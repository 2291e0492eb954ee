import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// Issue 15: signed, expiring preview links of a page's working copy.

let ctx: TestContext;
let staff: Record<string, string>;
let user: Record<string, string>;
let pageId = 0;

const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
const hero = (title: string) => [{ type: 'hero', props: { title } }];
const page = { slug: 'preview-day', titleZh: '预览日', titleEn: 'Preview day', blocksZh: hero('预览日') };

beforeAll(async () => {
  ctx = await createTestApp();
  staff = (await signIn(ctx, { roles: ['admin'] })).headers;
  user = (await signIn(ctx)).headers;
  const created = await inject('POST', '/api/admin/page', staff, page);
  expect(created.statusCode, created.body).toBe(200);
  pageId = created.json().result.id as number;
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const createLink = (hours: unknown, headers = staff, slug = 'preview-day') =>
  inject('POST', `/api/content-pages/${slug}/preview-links`, headers, { hours });
const openLink = (token: string, slug = 'preview-day') =>
  inject(
    'GET',
    `/api/content-pages/${slug}/shared-preview?token=${encodeURIComponent(token)}`,
    visitorHeaders(),
  );

describe('preview links', () => {
  it('show an unpublished page to a visitor holding the link, never without it', async () => {
    expect((await inject('GET', '/api/content-pages/preview-day', visitorHeaders())).statusCode).toBe(404);
    const res = await createLink(2);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json().result as { token: string; url: string; expiresAt: string };
    expect(link.url).toBe(`/service/preview-day?preview_token=${encodeURIComponent(link.token)}`);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(7_100_000);
    const seen = await openLink(link.token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.json().result.blocks[0].props.title).toBe('预览日');
  });

  it('show the draft of a live page while visitors see the published version', async () => {
    expect(
      (await inject('POST', `/api/admin/page/${pageId}/publish`, staff, { confirm: true })).statusCode,
    ).toBe(200);
    const edited = { ...page, blocksZh: hero('预览日（修改稿）') };
    expect((await inject('PUT', `/api/admin/page/${pageId}`, staff, edited)).statusCode).toBe(200);
    const token = (await createLink(1)).json().result.token as string;
    expect((await openLink(token)).json().result.blocks[0].props.title).toBe('预览日（修改稿）');
    const live = await inject('GET', '/api/content-pages/preview-day', { 'x-no-cache': '1' });
    expect(live.json().result.blocks[0].props.title).toBe('预览日');
  });

  it('answer 410 once expired, 403 when forged or for another page', async () => {
    const token = (await createLink(1)).json().result.token as string;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
    const late = await openLink(token);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBeTruthy();
    vi.useRealTimers();
    const fresh = (await createLink(1)).json().result.token as string;
    const forged = fresh.slice(0, -2) + (fresh.endsWith('AA') ? 'BB' : 'AA');
    expect((await openLink(forged)).statusCode).toBe(403);
    expect((await openLink('nonsense')).statusCode).toBe(403);
    expect((await openLink(fresh, 'building')).statusCode).toBe(403);
    // a signed link of another kind (a download) opens no page
    const other = ctx.app.linkSigner.sign(
      JSON.stringify({ k: 'r', id: 1, w: 'x' }),
      new Date(Date.now() + 60_000),
    );
    expect((await openLink(other)).statusCode).toBe(403);
  });

  it('are created only by staff who may edit pages, for 1 to 168 hours of an existing page', async () => {
    expect((await createLink(1, visitorHeaders())).statusCode).toBe(401);
    expect((await createLink(1, user)).statusCode).toBe(403);
    for (const hours of [0, 169, 'x', 1.5])
      expect((await createLink(hours)).statusCode, String(hours)).toBe(422);
    expect((await createLink(1, staff, 'no-such-page')).statusCode).toBe(404);
  });
});
