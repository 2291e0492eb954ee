import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PLACES, SERVICE_SLUGS } from '@occ/shared/pages/blocks';
import { seedPages } from '../../db/seed/pages';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

let ctx: TestContext;
let staff: Record<string, string>;
let user: Record<string, string>;
let staffCookie = '';
beforeAll(async () => {
  ctx = await createTestApp();
  expect(await seedPages(ctx.database.db)).toBe(13);
  // idempotent: a second run adds nothing and keeps staff's edits
  expect(await seedPages(ctx.database.db)).toBe(0);
  const admin = await signIn(ctx, { roles: ['admin'] });
  staffCookie = admin.headers.cookie;
  staff = { ...admin.headers, cookie: `${admin.headers.cookie}; locale=en-US` };
  user = (await signIn(ctx)).headers;
});
afterAll(() => ctx.close());

const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

const page = {
  slug: 'openday',
  titleZh: '开放日',
  titleEn: 'Open day',
  blocksZh: [
    { type: 'hero', props: { title: '开放日', subtitle: '欢迎' } },
    { type: 'richText', props: { markdown: '**加粗**<script>alert(1)</script>' } },
  ],
  blocksEn: [{ type: 'hero', props: { title: 'Open day' } }],
};

describe('pages of typed blocks', () => {
  it('serves every seeded page, in the reader’s language, rich text sanitised', async () => {
    for (const slug of [...SERVICE_SLUGS, ...Object.keys(PAGE_PLACES)]) {
      const res = await inject('GET', `/api/content-pages/${slug}`, visitorHeaders());
      expect(res.statusCode, slug).toBe(200);
      expect(res.json().result.blocks.length).toBeGreaterThan(1);
    }
    const en = (await inject('GET', '/api/content-pages/building', { cookie: 'locale=en-US' })).json().result;
    expect(en).toMatchObject({ title: 'Ecosystem building', locale: 'en-US' });
    expect((await inject('GET', '/api/content-pages/nothing-here', visitorHeaders())).statusCode).toBe(404);
    expect((await inject('GET', `/api/content-pages/${'x'.repeat(60)}`, visitorHeaders())).statusCode).toBe(
      422,
    );
  });

  it('refuses console writes to a visitor (401) and a user without the permission (403)', async () => {
    expect((await inject('POST', '/api/admin/page', visitorHeaders(), page)).statusCode).toBe(401);
    expect((await inject('POST', '/api/admin/page', user, page)).statusCode).toBe(403);
    expect((await inject('GET', '/api/content-pages/building/preview', visitorHeaders())).statusCode).toBe(
      401,
    );
    expect((await inject('GET', '/api/content-pages/building/preview', user)).statusCode).toBe(403);
  });

  it('refuses invalid block props naming the field, and an unknown block type', async () => {
    const bad = await inject('POST', '/api/admin/page', staff, {
      ...page,
      blocksZh: [
        { type: 'hero', props: { title: 'ok' } },
        { type: 'cta', props: { title: 'x', buttonLink: 'ftp://x' } },
      ],
    });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json().result.fields.map((f: { field: string }) => f.field);
    expect(fields).toContain('blocksZh.1.props.buttonLabel');
    expect(fields).toContain('blocksZh.1.props.buttonLink');
    const unknown = await inject('POST', '/api/admin/page', staff, {
      ...page,
      blocksZh: [{ type: 'marquee', props: {} }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().result.fields[0].field).toBe('blocksZh.0.type');
  });

  it('shows a draft only in the staff preview until it is published; versions restore', async () => {
    const created = await inject('POST', '/api/admin/page', staff, page);
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id as number;
    expect((await inject('GET', '/api/content-pages/openday', visitorHeaders())).statusCode).toBe(404);
    const preview = (
      await inject('GET', '/api/content-pages/openday/preview', {
        ...staff,
        cookie: `${staffCookie}; locale=zh-CN`,
      })
    ).json().result;
    expect(preview.blocks[1].props.html).toContain('<strong>加粗</strong>');
    expect(preview.blocks[1].props.html).not.toContain('<script');

    const publish = (extra: object = {}) =>
      inject('POST', `/api/admin/page/${id}/publish`, staff, { confirm: true, ...extra });
    expect((await inject('POST', `/api/admin/page/${id}/publish`, staff, {})).statusCode).toBe(422);
    expect((await publish()).statusCode).toBe(200);
    expect(
      (await inject('GET', '/api/content-pages/openday', { cookie: 'locale=en-US' })).json().result.title,
    ).toBe('Open day');

    // a live page keeps edits as a draft: visitors still see version 1, staff preview the edit
    const edited = { ...page, blocksEn: [{ type: 'hero', props: { title: 'Open day 2026' } }] };
    expect((await inject('PUT', `/api/admin/page/${id}`, staff, edited)).statusCode).toBe(200);
    const live = async () =>
      (
        await inject('GET', '/api/content-pages/openday', {
          cookie: 'locale=en-US',
          'x-no-cache': String(Math.random()),
        })
      ).json().result.blocks[0].props.title;
    expect(await live()).toBe('Open day');
    expect(
      (await inject('GET', '/api/content-pages/openday/preview', staff)).json().result.blocks[0].props.title,
    ).toBe('Open day 2026');
    expect((await publish()).statusCode).toBe(200);
    await expect.poll(live).toBe('Open day 2026');

    const versions = (await inject('GET', `/api/admin/page/${id}/versions`, staff)).json().result;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await inject('POST', `/api/admin/page/${id}/versions/1/restore`, staff)).statusCode).toBe(200);
    expect(
      (await inject('GET', '/api/content-pages/openday/preview', staff)).json().result.blocks[0].props.title,
    ).toBe('Open day');
  });

  it('saves, publishes and serves the agenda, media, figures, logos, timeline and downloads blocks', async () => {
    const blocks = [
      {
        type: 'agenda',
        props: { items: [{ time: '09:00', theme: 'Keynote', videoUrl: '/community/video/detail?id=7' }] },
      },
      { type: 'gallery', props: { items: [{ image: '/files/a.jpg', alt: 'Stage' }] } },
      { type: 'video', props: { title: 'Clip', videoUrl: '/files/v/clip.mp4' } },
      { type: 'statistics', props: { items: [{ value: '120', label: 'Partners', suffix: '+' }] } },
      { type: 'partnerLogos', props: { items: [{ image: '/files/l.png', name: 'ISCAS' }] } },
      { type: 'timeline', props: { items: [{ date: '2024-05', title: 'Launch' }] } },
      { type: 'downloads', props: { items: [{ name: 'Brochure', url: '/files/b.pdf', size: '2 MB' }] } },
    ];
    const created = await inject('POST', '/api/admin/page', staff, {
      slug: 'summit',
      titleZh: '峰会',
      blocksZh: blocks,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id as number;
    expect((await inject('POST', `/api/admin/page/${id}/publish`, staff, { confirm: true })).statusCode).toBe(
      200,
    );
    const shown = (await inject('GET', '/api/content-pages/summit', visitorHeaders())).json().result.blocks;
    expect(shown.map((b: { type: string }) => b.type)).toEqual(blocks.map((b) => b.type));
    expect(shown[0].props.items[0]).toMatchObject({
      theme: 'Keynote',
      speaker: '',
      videoUrl: '/community/video/detail?id=7',
    });
    expect(shown[2].props).toMatchObject({ videoUrl: '/files/v/clip.mp4', poster: '' });

    const bad = await inject('POST', '/api/admin/page', staff, {
      slug: 'summit-bad',
      titleZh: '峰会',
      blocksZh: [{ type: 'video', props: { title: 'x', videoUrl: 'javascript:alert(1)//.mp4' } }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields.map((f: { field: string }) => f.field)).toContain(
      'blocksZh.0.props.videoUrl',
    );
  });

  it('refuses a second page with the same address name', async () => {
    expect((await inject('POST', '/api/admin/page', staff, { ...page, slug: 'building' })).statusCode).toBe(
      409,
    );
  });
});
