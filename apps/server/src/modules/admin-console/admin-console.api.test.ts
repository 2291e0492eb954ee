import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, roles, users } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const FOUNDATION = [
  'roles',
  'menus',
  'users',
  'console',
  'dicts',
  'faqs',
  'carousel',
  'news',
  'business',
  'clients',
  'audit',
  'page',
];
type Op = { method: string; url: string; operationId: string };

/** Every console operation of the OpenAPI document (paths under /api/admin/), with sample ids. */
async function consoleOperations(): Promise<Op[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const ops: Op[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/admin/') || path.startsWith('/api/admin/lab')) continue;
    for (const [method, op] of Object.entries(methods)) {
      // the console foundation's operations (the lab, review and enterprise queues have their own tests)
      if (!FOUNDATION.includes((op.operationId ?? '').split('.')[0]!)) continue;
      const url = path
        .replace('{id}', path.startsWith('/api/admin/users') ? '00000000-0000-4000-8000-000000000000' : '1')
        .replace('{key}', 'user')
        .replace('{version}', '1');
      ops.push({ method: method.toUpperCase(), url, operationId: op.operationId ?? '' });
    }
  }
  return ops;
}

const call = (op: { method: string; url: string }, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: op.method as 'GET', url: op.url, headers, ...(payload ? { payload } : {}) });

describe('console operations and the permission table', () => {
  it('lists the operation ids of the issue', async () => {
    const ids = (await consoleOperations()).map((o) => o.operationId);
    for (const id of [
      'roles.list',
      'roles.create',
      'roles.update',
      'menus.list',
      'menus.update',
      'users.adminList',
      'users.disable',
      'dicts.list',
      'faqs.list',
      'carousel.publish',
      'news.publish',
      'audit.list',
    ])
      expect(ids).toContain(id);
  });

  it('refuses every console operation to a visitor (401) and to a user without the permission (403)', async () => {
    const user = await signIn(ctx);
    const ops = await consoleOperations();
    expect(ops.length).toBeGreaterThan(40);
    for (const op of ops) {
      if (op.operationId === 'console.get') continue;
      const visitor = await call(op, visitorHeaders(), op.method === 'GET' ? undefined : {});
      expect([op.operationId, visitor.statusCode]).toEqual([op.operationId, 401]);
      const wrong = await call(op, user.headers, op.method === 'GET' ? undefined : {});
      expect([op.operationId, wrong.statusCode]).toEqual([op.operationId, 403]);
    }
  });

  it('opens exactly the granted operation, and closes it on the next request once revoked', async () => {
    await ctx.database.db.insert(roles).values({
      key: 'dict_reader',
      nameEn: 'Dict reader',
      nameZh: '字典读者',
      permissions: ['dicts.read'],
      builtin: 0,
    });
    const user = await signIn(ctx, { roles: ['dict_reader'] });
    expect((await call({ method: 'GET', url: '/api/admin/dicts' }, user.headers)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/admin/faqs' }, user.headers)).statusCode).toBe(403);
    const create = { type: 'industry', value: 'space', labelZh: '航天', labelEn: 'Space' };
    expect((await call({ method: 'POST', url: '/api/admin/dicts' }, user.headers, create)).statusCode).toBe(
      403,
    );
    const info = (await call({ method: 'GET', url: '/api/admin/console' }, user.headers)).json().result;
    expect(info.menu.flatMap((g: { children: { key: string }[] }) => g.children.map((c) => c.key))).toEqual([
      'dict',
    ]);

    await ctx.database.db.update(roles).set({ permissions: [] }).where(eq(roles.key, 'dict_reader'));
    expect((await call({ method: 'GET', url: '/api/admin/dicts' }, user.headers)).statusCode).toBe(403);
    expect(
      (await call({ method: 'GET', url: '/api/admin/console' }, user.headers)).json().result.menu,
    ).toEqual([]);
  });

  it('refuses the open session of a disabled user, and lets nobody disable the last administrator', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const user = await signIn(ctx);
    expect(
      (await call({ method: 'GET', url: '/api/base/user/getCurrentUserInfo' }, user.headers)).json().success,
    ).toBe(true);
    const off = await call({ method: 'POST', url: `/api/admin/users/${user.userId}/disable` }, admin.headers);
    expect(off.statusCode).toBe(200);
    expect(off.json().result.disabled).toBe(true);
    const after = await call({ method: 'GET', url: '/api/admin/dicts' }, user.headers);
    expect(after.statusCode).toBe(401);
    expect(
      (await call({ method: 'POST', url: `/api/admin/users/${admin.userId}/disable` }, admin.headers))
        .statusCode,
    ).toBe(409);
  });
});

describe('roles', () => {
  it('names the field of a bad role and refuses an unknown permission', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const headers = { ...admin.headers, cookie: `${admin.headers.cookie}; locale=en-US` };
    const noName = await call({ method: 'POST', url: '/api/admin/roles' }, headers, {
      key: 'ops',
      nameZh: '',
      nameEn: 'Ops',
      permissions: [],
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().result.fields[0].field).toBe('nameZh');
    const unknown = await call({ method: 'POST', url: '/api/admin/roles' }, headers, {
      key: 'ops',
      nameZh: '运维',
      nameEn: 'Ops',
      permissions: ['rockets.launch'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().result.fields[0]).toEqual({
      field: 'permissions.0',
      message: 'Permissions 1 names an unknown permission',
    });
  });

  it('asks before deleting a role still held, saying how many hold it', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    await call({ method: 'POST', url: '/api/admin/roles' }, admin.headers, {
      key: 'editors',
      nameZh: '编辑',
      nameEn: 'Editors',
      permissions: ['faqs.read'],
    });
    await signIn(ctx, { roles: ['editors'] });
    await signIn(ctx, { roles: ['editors'] });
    const ask = await call({ method: 'DELETE', url: '/api/admin/roles/editors' }, admin.headers);
    expect(ask.statusCode).toBe(409);
    expect(ask.json().result).toEqual({ holders: 2 });
    const done = await call(
      { method: 'DELETE', url: '/api/admin/roles/editors?confirm=true' },
      admin.headers,
    );
    expect(done.json().result).toEqual({ key: 'editors', holders: 2 });
    const left = await ctx.database.db.select({ roles: users.roles }).from(users);
    expect(left.some((u) => u.roles.includes('editors'))).toBe(false);
    expect(
      (await call({ method: 'DELETE', url: '/api/admin/roles/admin?confirm=true' }, admin.headers))
        .statusCode,
    ).toBe(409);
  });
});

describe('users', () => {
  it('assigns known roles and refuses an unknown one by field', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const user = await signIn(ctx);
    const url = `/api/admin/users/${user.userId}/roles`;
    const set = await call({ method: 'PUT', url }, admin.headers, { roles: ['official', 'support'] });
    expect(set.statusCode).toBe(200);
    expect(set.json().result).toMatchObject({ roles: ['official', 'support'], badges: ['official'] });
    const bad = await call({ method: 'PUT', url }, admin.headers, { roles: ['pilots'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe('roles');
    const found = await call({ method: 'GET', url: `/api/admin/users?q=${user.username}` }, admin.headers);
    expect(found.json().result.items.map((u: { id: string }) => u.id)).toEqual([user.userId]);
  });
});

describe('carousel and fixed fields', () => {
  it('lists slides by their Chinese title and keeps fixed fields as stored', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const slide = { titleZh: '新品发布', imageUrl: '/demo/slide-1.svg', linkUrl: '/news' };
    const created = await call({ method: 'POST', url: '/api/admin/carousel' }, admin.headers, slide);
    expect(created.statusCode).toBe(200);
    const list = await call({ method: 'GET', url: '/api/admin/carousel?q=新品' }, admin.headers);
    expect(list.json().result.items.map((i: { titleZh: string }) => i.titleZh)).toEqual(['新品发布']);
    expect(list.json().result.items[0].status).toBe('draft');

    const dict = { type: 'industry', value: 'marine', labelZh: '海洋', labelEn: 'Marine' };
    const id = (await call({ method: 'POST', url: '/api/admin/dicts' }, admin.headers, dict)).json().result
      .id;
    const moved = await call({ method: 'PUT', url: `/api/admin/dicts/${id}` }, admin.headers, {
      ...dict,
      value: 'ocean',
    });
    expect(moved.json().result.value).toBe('marine');
  });
});

describe('audit log', () => {
  const auditCount = async () => (await ctx.database.db.select({ id: auditLog.id }).from(auditLog)).length;

  it('writes one row per write with the changed fields, and none for a failed write', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const before = await auditCount();
    const created = await call({ method: 'POST', url: '/api/admin/dicts' }, admin.headers, {
      type: 'industry',
      value: 'robotics',
      labelZh: '机器人',
      labelEn: 'Robotics',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id as number;
    expect(await auditCount()).toBe(before + 1);
    // the same key again: 409, and the failed write leaves no audit row
    const clash = await call({ method: 'POST', url: '/api/admin/dicts' }, admin.headers, {
      type: 'industry',
      value: 'robotics',
      labelZh: '重复',
      labelEn: 'Again',
    });
    expect(clash.statusCode).toBe(409);
    expect(await auditCount()).toBe(before + 1);
    await call({ method: 'PUT', url: `/api/admin/dicts/${id}` }, admin.headers, {
      type: 'industry',
      value: 'robotics',
      labelZh: '机器人',
      labelEn: 'Robots',
    });
    const rows = (
      await call({ method: 'GET', url: '/api/admin/audit?resource=dicts&sort=-createdAt' }, admin.headers)
    ).json().result.items;
    expect(rows[0]).toMatchObject({ action: 'update', recordId: String(id), actorName: admin.username });
    expect(rows[0].changes).toEqual({ labelEn: { before: 'Robotics', after: 'Robots' } });
    expect(await auditCount()).toBe(before + 2);
  });
});
