import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../db/schema';
import { createTestApp, signIn, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const current = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/base/user/getCurrentUserInfo', headers })).json().result;

describe('roles and permissions', () => {
  it('seeds the builtin roles of spec §6', async () => {
    const keys = (await ctx.database.db.select({ key: roles.key }).from(roles)).map((r) => r.key);
    expect(keys.sort()).toEqual([
      'admin',
      'course_manager',
      'enterprise',
      'event_manager',
      'expert',
      'judge',
      'moderator',
      'official',
      'official_blogger',
      'support',
      'user',
      'vendor',
      'visitor',
    ]);
  });

  it("gives every user the 'user' role's permissions, without the admin console", async () => {
    const me = await signIn(ctx);
    const u = await current(me.headers);
    expect(u.roles).toEqual([]);
    expect(u.permissions).toEqual(expect.arrayContaining(['content.read', 'content.write']));
    expect(u.permissions).not.toContain('admin.console');
  });

  it('unions the permissions of several roles, each once', async () => {
    const admin = await current((await signIn(ctx, { roles: ['admin'] })).headers);
    expect(admin.permissions).toEqual(
      expect.arrayContaining(['admin.console', 'enterprise.review', 'users.manage']),
    );
    const both = await current((await signIn(ctx, { roles: ['official', 'support'] })).headers);
    expect(both.permissions).toEqual(
      expect.arrayContaining(['content.official', 'tickets.handle', 'admin.console']),
    );
    expect(new Set(both.permissions).size).toBe(both.permissions.length);
    // unknown role keys simply add nothing
    const odd = await current((await signIn(ctx, { roles: ['no-such-role'] })).headers);
    expect(odd.permissions).not.toContain('admin.console');
  });
});
