import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TEMPLATE_KEYS } from '@occ/shared/pages/templates';
import { seedPages } from '../../db/seed/pages';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// Page templates (templates.list) and the client cache of page configuration (pages.config).

let ctx: TestContext;
let staff: Record<string, string>;
let user: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedPages(ctx.database.db);
  staff = (await signIn(ctx, { roles: ['admin'] })).headers;
  user = (await signIn(ctx)).headers;
});
afterAll(() => ctx.close());

const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

type Template = { key: string; blocksZh: { type: string }[]; blocksEn: { type: string }[] };

describe('page templates', () => {
  it('refuses a visitor (401) and a user without the permission (403)', async () => {
    expect((await inject('GET', '/api/admin/page-templates', visitorHeaders())).statusCode).toBe(401);
    expect((await inject('GET', '/api/admin/page-templates', user)).statusCode).toBe(403);
  });

  it('lists every template; a page created from one has its blocks', async () => {
    const res = await inject('GET', '/api/admin/page-templates', staff);
    expect(res.statusCode).toBe(200);
    const templates = res.json().result as Template[];
    expect(templates.map((t) => t.key)).toEqual([...PAGE_TEMPLATE_KEYS]);
    const event = templates.find((t) => t.key === 'eventLanding')!;
    const created = await inject('POST', '/api/admin/page', staff, {
      slug: 'salon-2027',
      titleZh: '沙龙 2027',
      titleEn: 'Salon 2027',
      blocksZh: event.blocksZh,
      blocksEn: event.blocksEn,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id as number;
    const detail = (await inject('GET', `/api/admin/page/${id}`, staff)).json().result;
    expect(detail.body.blocksZh).toEqual(event.blocksZh);
    expect(detail.body.blocksEn).toEqual(event.blocksEn);
  });
});

describe('the tpl menu entry', () => {
  type MenuNode = { route: string | null; children: MenuNode[] };
  const routes = (menu: MenuNode[]): string[] =>
    menu.flatMap((n) => [...(n.route ? [n.route] : []), ...routes(n.children)]);
  it('shows /admin/tpl to staff who may create pages, not to another user', async () => {
    const menu = async (headers: Record<string, string>) => {
      const res = await inject('GET', '/api/admin/console', headers);
      return res.statusCode === 200 ? routes(res.json().result.menu as MenuNode[]) : [];
    };
    expect(await menu(staff)).toContain('/admin/tpl');
    expect(await menu(user)).not.toContain('/admin/tpl');
  });
});

describe('page configuration', () => {
  type Answer = {
    version: string;
    changed: boolean;
    data?: { pages: { slug: string; path: string; titleEn: string }[] };
  };
  const config = async (version?: string) => {
    const res = await inject(
      'GET',
      `/api/page-config${version ? `?version=${version}` : ''}`,
      visitorHeaders(),
    );
    expect(res.statusCode).toBe(200);
    return res.json().result as Answer;
  };

  it('answers the data with its version, then only "unchanged" for the same version', async () => {
    const first = await config();
    expect(first.changed).toBe(true);
    expect(first.data!.pages.find((p) => p.slug === 'iscas')).toMatchObject({ path: '/iscas' });
    expect(first.data!.pages.find((p) => p.slug === 'building')?.path).toBe('/service/building');
    const again = await config(first.version);
    expect(again).toEqual({ version: first.version, changed: false });
    expect((await config('stale')).changed).toBe(true);
  });

  it('changes its version when a page is published; drafts stay out', async () => {
    const before = await config();
    const created = await inject('POST', '/api/admin/page', staff, {
      slug: 'meetup',
      titleZh: '见面会',
      titleEn: 'Meetup',
      blocksZh: [{ type: 'hero', props: { title: '见面会' } }],
    });
    const id = created.json().result.id as number;
    const draft = await config(before.version);
    expect(draft.changed).toBe(false);
    expect((await inject('POST', `/api/admin/page/${id}/publish`, staff, { confirm: true })).statusCode).toBe(
      200,
    );
    const after = await config(before.version);
    expect(after.changed).toBe(true);
    expect(after.version).not.toBe(before.version);
    expect(after.data!.pages.find((p) => p.slug === 'meetup')?.titleEn).toBe('Meetup');
  });
});
