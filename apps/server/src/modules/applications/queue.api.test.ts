import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// The console's one approval queue: every kind of application, filtered by kind and state,
// decided through one endpoint, each kind only by those who review it.

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
let enterpriseId: string;
let labId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx, { roles: ['admin'] });
  const company = await signIn(ctx);
  await ctx.database.db
    .update(users)
    .set({
      realName: '王小明',
      unit: '示例科技',
      position: '工程师',
      email: `q${company.username}@example.com`,
    })
    .where(eq(users.id, company.userId));
  const ent = await post('/api/base/user/enterprise', company.headers, {
    companyName: '队列测试科技有限公司',
    creditCode: '913301061234567890',
    contactName: '王小明',
    contactMobile: '13812345678',
  });
  enterpriseId = ent.json().result.id;
  const tester = await signIn(ctx);
  const lab = await post('/api/lab/permissions', tester.headers, {
    kind: 'evaluation',
    realName: '李雷',
    mobile: `139${String(crypto.randomInt(1e7, 1e8))}`,
    company: '示例科技有限公司',
    salesName: '韩梅梅',
    hasReferrer: false,
    purpose: '评估 C910 的编译性能',
  });
  labId = lab.json().result.id;
});
afterAll(() => ctx.close());

const post = (url: string, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const queue = (headers: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/applications${query}`, headers });
const idsOf = (res: Awaited<ReturnType<typeof queue>>) =>
  (res.json().result.items as { id: string }[]).map((i) => i.id);

describe('approval queue (applications.list / applications.review)', () => {
  it('lists every kind for an admin, filters by kind and state, and shows each kind’s own fields', async () => {
    const all = await queue(admin.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().result.kinds).toEqual([
      'enterprise',
      'lab',
      'product',
      'vendor',
      'chipCertification',
      'resource',
    ]);
    expect(idsOf(all)).toEqual(expect.arrayContaining([enterpriseId, labId]));
    const ent = all.json().result.items.find((i: { id: string }) => i.id === enterpriseId);
    expect(ent).toMatchObject({ kind: 'enterprise', state: 'pending', title: '队列测试科技有限公司' });
    expect(ent.details).toContainEqual({ field: 'creditCode', value: '913301061234567890' });

    const labOnly = await queue(admin.headers, '?kind=lab');
    expect(idsOf(labOnly)).toContain(labId);
    expect(idsOf(labOnly)).not.toContain(enterpriseId);
    const lab = labOnly.json().result.items.find((i: { id: string }) => i.id === labId);
    expect(lab.details).toContainEqual({ field: 'purpose', value: '评估 C910 的编译性能' });

    const english = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/applications?kind=lab',
      headers: { ...admin.headers, 'accept-language': 'en-US' },
    });
    expect(english.json().result.items.find((i: { id: string }) => i.id === labId).title).toMatch(
      /evaluation/i,
    );
    expect(idsOf(await queue(admin.headers, '?state=approved'))).not.toContain(labId);
    // the total counts the union, the page holds at most pageSize
    const small = await queue(admin.headers, '?pageSize=1');
    expect(small.json().result.items).toHaveLength(1);
    expect(small.json().result.total).toBeGreaterThanOrEqual(2);
  });

  it('decides any kind through one endpoint, reason required to reject, twice is 409', async () => {
    const noReason = await post(`/api/admin/applications/lab/${labId}/review`, admin.headers, {
      approve: false,
    });
    expect(noReason.statusCode).toBe(422);
    const rejected = await post(`/api/admin/applications/lab/${labId}/review`, admin.headers, {
      approve: false,
      comment: '用途说明不足',
    });
    expect(rejected.statusCode).toBe(200);
    // lab stores "failed": the queue speaks one language of states
    expect(rejected.json().result).toEqual({ kind: 'lab', id: labId, state: 'rejected' });
    const listed = await queue(admin.headers, '?state=rejected&kind=lab');
    const row = listed.json().result.items.find((i: { id: string }) => i.id === labId);
    expect(row).toMatchObject({ state: 'rejected', reviewComment: '用途说明不足' });
    expect(
      (await post(`/api/admin/applications/lab/${labId}/review`, admin.headers, { approve: true }))
        .statusCode,
    ).toBe(409);
    // the id of another kind is not found under this kind
    expect(
      (await post(`/api/admin/applications/lab/${enterpriseId}/review`, admin.headers, { approve: true }))
        .statusCode,
    ).toBe(404);
  });

  it('shows a reviewer only the kinds they decide, and refuses the rest', async () => {
    // support reviews lab permissions, not enterprise certification
    const support = await signIn(ctx, { roles: ['support'] });
    const mine = await queue(support.headers, '?state=rejected');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result.kinds).toEqual(['lab']);
    expect(idsOf(await queue(support.headers))).not.toContain(enterpriseId);
    expect((await queue(support.headers, '?kind=enterprise')).statusCode).toBe(403);
    expect(
      (
        await post(`/api/admin/applications/enterprise/${enterpriseId}/review`, support.headers, {
          approve: true,
        })
      ).statusCode,
    ).toBe(403);

    const user = await signIn(ctx);
    expect((await queue(user.headers)).statusCode).toBe(403);
    expect((await queue(visitorHeaders())).statusCode).toBe(401);
    expect(
      (
        await post(`/api/admin/applications/enterprise/${enterpriseId}/review`, visitorHeaders(), {
          approve: true,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await post(`/api/admin/applications/enterprise/${enterpriseId}/review`, user.headers, {
          approve: true,
        })
      ).statusCode,
    ).toBe(403);
    // unknown kinds and bad filters are named, never a 500
    expect(
      (await post(`/api/admin/applications/nope/${enterpriseId}/review`, admin.headers, {})).statusCode,
    ).toBe(422);
    const bad = await queue(admin.headers, '?kind=nope&state=%00');
    expect(bad.statusCode).toBe(422);
  });
});
