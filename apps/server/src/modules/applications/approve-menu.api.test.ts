import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode, MenuRow } from '@occ/shared/admin';
import { roles } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';

// The approval queue's menu entry (`approve`, 0028 migration) shows to a holder of any kind's
// review permission, as the queue itself (GET /api/admin/applications) answers them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db.insert(roles).values([
    { key: 'lab_reviewer', nameEn: 'Lab reviewer', nameZh: '实验室审核', permissions: ['lab.review'] },
    {
      key: 'ent_reviewer',
      nameEn: 'Enterprise reviewer',
      nameZh: '企业审核',
      permissions: ['enterprise.review'],
    },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
const entries = (menu: MenuNode[]): MenuNode[] =>
  menu.flatMap((n) => [...(n.route ? [n] : []), ...entries(n.children)]);
const menuRoutes = async (headers: Record<string, string>) =>
  entries((await get('/api/admin/console', headers)).json().result.menu).map((e) => e.route);

describe('the approve menu entry', () => {
  it('shows to a reviewer of lab permissions only, whose queue lists the lab kind', async () => {
    const reviewer = await signIn(ctx, { roles: ['lab_reviewer'] });
    expect(await menuRoutes(reviewer.headers)).toContain('/admin/approve');
    const queue = await get('/api/admin/applications', reviewer.headers);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().result.kinds).toEqual(['lab']);
  });

  it('shows to a reviewer of enterprise certification only, and to support staff (lab.review)', async () => {
    for (const role of ['ent_reviewer', 'support']) {
      const who = await signIn(ctx, { roles: [role] });
      expect(await menuRoutes(who.headers), role).toContain('/admin/approve');
      expect((await get('/api/admin/applications', who.headers)).statusCode, role).toBe(200);
    }
  });

  it('stays hidden from a plain user, whom the queue refuses', async () => {
    const user = await signIn(ctx);
    expect(await menuRoutes(user.headers)).not.toContain('/admin/approve');
    expect((await get('/api/admin/applications', user.headers)).statusCode).toBe(403);
  });
});

describe('a menu row naming several permissions', () => {
  it('is stored as `a|b`; an unknown key among them is refused with 422 naming the field', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const rows = (await get('/api/admin/menus', admin.headers)).json().result as MenuRow[];
    const approve = rows.findIndex((r) => r.key === 'approve');
    expect(rows[approve]!.permission).toBe(
      'enterprise.review|lab.review|products.publish|vendors.update|devices.manage|resources.update',
    );

    const put = (permission: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/menus',
        headers: { ...admin.headers, cookie: `${admin.headers.cookie}; locale=en-US` },
        payload: { items: rows.map((r, i) => (i === approve ? { ...r, permission } : r)) },
      });
    const bad = await put('lab.review|rockets.launch');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe(`items.${approve}.permission`);

    const good = await put('lab.review|moderation.review');
    expect(good.statusCode, good.body).toBe(200);
    const moderator = await signIn(ctx, { roles: ['moderator'] });
    expect(await menuRoutes(moderator.headers)).toContain('/admin/approve');
    const ent = await signIn(ctx, { roles: ['ent_reviewer'] });
    expect(await menuRoutes(ent.headers)).not.toContain('/admin/approve');
  });
});
