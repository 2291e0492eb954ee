import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workgroupMeetings, workgroupMembers, workgroups } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext, requests } from '../../test/harness';

let ctx: TestContext;
const { get } = requests(() => ctx);
let groupId: number;
let groupIds: number[];
let maintainer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const rows = await db
    .insert(workgroups)
    .values(
      Array.from({ length: 3 }, (_, i) => ({
        nameZh: `向量扩展 SIG ${i}`,
        nameEn: `Vector SIG ${i}`,
        descriptionZh: '向量化',
        descriptionEn: 'Vectorisation',
        charterZh: '## 目标\n\n<script>alert(1)</script>推动 RVV',
        charterEn: '## Goals\n\n<script>alert(1)</script>Push RVV',
        tag: 'rvv',
        repositories: [
          { name: 'rvv-intrinsic-doc', url: 'https://github.com/riscv-non-isa/rvv-intrinsic-doc' },
        ],
        sort: i,
      })),
    )
    .returning({ id: workgroups.id });
  groupId = rows[0]!.id;
  groupIds = rows.map((r) => r.id);
  await db.insert(workgroups).values({
    nameZh: '隐藏',
    nameEn: 'Hidden',
    descriptionZh: '-',
    descriptionEn: '-',
    tag: 'x',
    enabled: false,
  });
  maintainer = await signIn(ctx);
  await db
    .insert(workgroupMembers)
    .values({ workgroupId: groupId, userId: maintainer.userId, role: 'maintainer', state: 'member' });
});
afterAll(() => ctx.close());

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload ?? {} });

describe('workgroups', () => {
  it('lists enabled groups with paging in the reader’s language', async () => {
    const res = await get('/api/workgroups?page=1&pageSize=2', { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(200);
    const page = res.json().result;
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    expect(page.items[0].name).toBe('Vector SIG 0');
    expect(page.items[0].memberCount).toBe(1);
    const second = (await get('/api/workgroups?page=2&pageSize=2')).json().result;
    expect(second.items).toHaveLength(1);
    expect((await get('/api/workgroups?pageSize=0')).json().result.fields[0].field).toBe('pageSize');
  });

  it('shows a group with sanitised charter, members and repositories; unknown or hidden is 404', async () => {
    const res = await get(`/api/workgroups/${groupId}`, { 'accept-language': 'zh-CN' });
    expect(res.statusCode).toBe(200);
    const wg = res.json().result;
    expect(wg.name).toBe('向量扩展 SIG 0');
    expect(wg.charterHtml).toContain('<h2');
    expect(wg.charterHtml).not.toContain('<script');
    expect(wg.members.map((m: { role: string }) => m.role)).toEqual(['maintainer']);
    expect(wg.repositories[0].name).toBe('rvv-intrinsic-doc');
    expect(wg.mine).toBeNull();
    expect(wg.mayDecide).toBe(false);
    expect((await get('/api/workgroups/999999')).statusCode).toBe(404);
    const hidden = (await get('/api/workgroups?pageSize=50')).json().result.items.length;
    expect(hidden).toBe(3);
    expect((await get('/api/workgroups/abc')).statusCode).toBe(422);
  });

  it('join → pending → approved by a maintainer → member, then leave', async () => {
    const me = await signIn(ctx);
    const join = await post(`/api/workgroups/${groupId}/join`, me.headers, { message: '我在做 RVV 移植' });
    expect(join.statusCode).toBe(200);
    expect(join.json().result).toEqual({ state: 'pending', role: 'member' });
    // the maintainer sees the request
    const seen = (await get(`/api/workgroups/${groupId}`, maintainer.headers)).json().result;
    expect(seen.mayDecide).toBe(true);
    expect(seen.requests.map((r: { userId: string }) => r.userId)).toContain(me.userId);
    // the requester sees their own state, not the queue
    const mine = (await get(`/api/workgroups/${groupId}`, me.headers)).json().result;
    expect(mine.mine).toEqual({ state: 'pending', role: 'member' });
    expect(mine.requests).toEqual([]);
    const ok = await post(`/api/workgroups/${groupId}/requests/${me.userId}/approve`, maintainer.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.state).toBe('member');
    const after = (await get(`/api/workgroups/${groupId}`, me.headers)).json().result;
    expect(after.members.map((m: { userId: string }) => m.userId)).toContain(me.userId);
    // approving again is a 409
    expect(
      (await post(`/api/workgroups/${groupId}/requests/${me.userId}/approve`, maintainer.headers)).statusCode,
    ).toBe(409);
    // a member asking again is a 409
    expect((await post(`/api/workgroups/${groupId}/join`, me.headers)).statusCode).toBe(409);
    const leave = await post(`/api/workgroups/${groupId}/leave`, me.headers);
    expect(leave.statusCode).toBe(200);
    expect((await post(`/api/workgroups/${groupId}/leave`, me.headers)).statusCode).toBe(409);
  });

  it('refuses a duplicate request with 409; a rejected user may ask again', async () => {
    const me = await signIn(ctx);
    expect((await post(`/api/workgroups/${groupId}/join`, me.headers)).statusCode).toBe(200);
    const dup = await post(`/api/workgroups/${groupId}/join`, me.headers);
    expect(dup.statusCode).toBe(409);
    const admin = await signIn(ctx, { roles: ['admin'] });
    const no = await post(`/api/workgroups/${groupId}/requests/${me.userId}/reject`, admin.headers);
    expect(no.statusCode).toBe(200);
    expect(no.json().result.state).toBe('rejected');
    expect((await post(`/api/workgroups/${groupId}/join`, me.headers)).statusCode).toBe(200);
  });

  it('refuses visitors (401), non-maintainers (403) and bad input (422 naming the field)', async () => {
    const me = await signIn(ctx);
    const other = await signIn(ctx);
    await post(`/api/workgroups/${groupId}/join`, me.headers);
    expect((await post(`/api/workgroups/${groupId}/join`, visitorHeaders())).statusCode).toBe(401);
    expect((await post(`/api/workgroups/${groupId}/leave`, visitorHeaders())).statusCode).toBe(401);
    expect(
      (await post(`/api/workgroups/${groupId}/requests/${me.userId}/approve`, visitorHeaders())).statusCode,
    ).toBe(401);
    // a visitor's bad input is still a 401
    expect((await post(`/api/workgroups/x/join`, visitorHeaders())).statusCode).toBe(401);
    expect(
      (await post(`/api/workgroups/${groupId}/requests/${me.userId}/approve`, other.headers)).statusCode,
    ).toBe(403);
    // a maintainer of one group cannot decide for another
    const otherGroup = groupId + 1;
    await post(`/api/workgroups/${otherGroup}/join`, other.headers);
    expect(
      (await post(`/api/workgroups/${otherGroup}/requests/${other.userId}/approve`, maintainer.headers))
        .statusCode,
    ).toBe(403);
    const long = await post(`/api/workgroups/${groupId}/join`, other.headers, { message: 'x'.repeat(301) });
    expect(long.statusCode).toBe(422);
    expect(long.json().result.fields[0].field).toBe('message');
    const badUser = await post(`/api/workgroups/${groupId}/requests/nope/approve`, maintainer.headers);
    expect(badUser.statusCode).toBe(422);
    expect(badUser.json().result.fields[0].field).toBe('userId');
    expect((await post(`/api/workgroups/999999/join`, other.headers)).statusCode).toBe(404);
    expect(
      (await post(`/api/workgroups/999999/requests/${me.userId}/approve`, maintainer.headers)).statusCode,
    ).toBe(404);
  });

  it('console: staff create a group and decide a request; users without the permission are refused', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const user = await signIn(ctx);
    const body = {
      nameZh: '工具链 SIG',
      nameEn: 'Toolchain SIG',
      descriptionZh: 'GCC 与 LLVM',
      descriptionEn: 'GCC and LLVM',
      tag: 'Toolchain',
      repositories: [{ name: 'ruyi', url: 'https://github.com/ruyisdk/ruyi' }],
    };
    expect((await post('/api/admin/workgroups', user.headers, body)).statusCode).toBe(403);
    expect((await post('/api/admin/workgroups', visitorHeaders(), body)).statusCode).toBe(401);
    const bad = await post('/api/admin/workgroups', admin.headers, { ...body, nameEn: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe('nameEn');
    const made = await post('/api/admin/workgroups', admin.headers, body);
    expect(made.statusCode).toBe(200);
    const id = made.json().result.id;
    const wg = (await get(`/api/workgroups/${id}`)).json().result;
    expect(wg.tag).toBe('toolchain');
    await post(`/api/workgroups/${id}/join`, user.headers);
    const list = (
      await get(`/api/admin/workgroupMembers?workgroupId=${id}&state=pending`, admin.headers)
    ).json().result;
    expect(list.items).toHaveLength(1);
    const moved = await post(`/api/admin/workgroupMembers/${list.items[0].id}/transition`, admin.headers, {
      event: 'approve',
    });
    expect(moved.statusCode).toBe(200);
    const again = await post(`/api/admin/workgroupMembers/${list.items[0].id}/transition`, admin.headers, {
      event: 'approve',
    });
    expect(again.statusCode).toBe(409);
    const meeting = await post('/api/admin/workgroupMeetings', admin.headers, {
      workgroupId: id,
      startsAt: '2026-12-01T13:00:00Z',
      titleZh: '发布计划',
      titleEn: 'Release plan',
      agendaZh: '1. GCC 15',
      agendaEn: '1. GCC 15',
    });
    expect(meeting.statusCode).toBe(200);
    const shown = (await get(`/api/workgroups/${id}`, { 'accept-language': 'en-US' })).json().result;
    expect(shown.meetings[0].title).toBe('Release plan');
    expect(shown.members).toHaveLength(1);
  });

  it('counts and dates each group by its own rows (the subqueries name the outer group)', async () => {
    // group 1 gets three members and a pending request, group 2 none; their next meetings differ.
    // A subquery comparing the member's or meeting's own id with its group id would give every
    // group the same number and date.
    const db = ctx.database.db;
    const [g1, g2] = [groupIds[1]!, groupIds[2]!];
    const people = await Promise.all(Array.from({ length: 4 }, () => signIn(ctx)));
    await db.insert(workgroupMembers).values(
      people.map((p, i) => ({
        workgroupId: g1,
        userId: p.userId,
        state: i < 3 ? 'member' : 'pending',
      })),
    );
    const day = 24 * 3600 * 1000;
    const soon = new Date(Date.now() + 20 * day);
    const later = new Date(Date.now() + 40 * day);
    await db.insert(workgroupMeetings).values([
      { workgroupId: g1, startsAt: later, titleZh: '晚', titleEn: 'Later' },
      { workgroupId: g2, startsAt: soon, titleZh: '早', titleEn: 'Soon' },
      { workgroupId: g2, startsAt: new Date(Date.now() - day), titleZh: '过去', titleEn: 'Past' },
    ]);
    const items = (await get('/api/workgroups?pageSize=50')).json().result.items as Array<{
      id: number;
      memberCount: number;
      nextMeetingAt: string | null;
    }>;
    const byId = new Map(items.map((w) => [w.id, w]));
    expect(byId.get(g1)).toMatchObject({ memberCount: 3, nextMeetingAt: later.toISOString() });
    expect(byId.get(g2)).toMatchObject({ memberCount: 0, nextMeetingAt: soon.toISOString() });
    expect(byId.get(groupId)).toMatchObject({ memberCount: 1, nextMeetingAt: null });
    const one = (await get(`/api/workgroups/${g1}`)).json().result;
    expect(one).toMatchObject({ memberCount: 3, nextMeetingAt: later.toISOString() });
    // the console's list (a join-less area query) shows the same counts
    const admin = await signIn(ctx, { roles: ['admin'] });
    const listed = (await get('/api/admin/workgroups?pageSize=50', admin.headers)).json().result
      .items as Array<{
      id: number;
      memberCount: number;
    }>;
    const counts = new Map(listed.map((w) => [w.id, w.memberCount]));
    expect([counts.get(groupId), counts.get(g1), counts.get(g2)]).toEqual([1, 3, 0]);
  });
});
