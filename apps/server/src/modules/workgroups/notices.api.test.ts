import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workgroupMembers, workgroups } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext, requests } from '../../test/harness';

// Workgroup notices in the message centre: the applicant of a decided join request, and every
// member of a group with a new meeting (not outsiders, not pending applicants).
let ctx: TestContext;
const { get } = requests(() => ctx);
type Who = Awaited<ReturnType<typeof signIn>>;
let groupId: number;
let maintainer: Who;
let admin: Who;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const [g] = await db
    .insert(workgroups)
    .values({
      nameZh: '编译器 SIG',
      nameEn: 'Compiler SIG',
      descriptionZh: '编译器',
      descriptionEn: 'Compilers',
      tag: 'compiler',
    })
    .returning({ id: workgroups.id });
  groupId = g!.id;
  maintainer = await signIn(ctx);
  admin = await signIn(ctx, { roles: ['admin'] });
  await db
    .insert(workgroupMembers)
    .values({ workgroupId: groupId, userId: maintainer.userId, role: 'maintainer', state: 'member' });
});
afterAll(() => ctx.close());

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload ?? {} });
type Notice = { kind: string; category: string; summary: string; link: string | null; targetType: string };
const systemNotices = async (who: Who): Promise<Notice[]> => {
  const res = await get('/api/notifications?category=system', who.headers);
  expect(res.statusCode).toBe(200);
  return res.json().result.items;
};

describe('workgroup notices', () => {
  it('tells the applicant when a maintainer approves or rejects a join request', async () => {
    const yes = await signIn(ctx);
    const no = await signIn(ctx);
    const outsider = await signIn(ctx);
    await post(`/api/workgroups/${groupId}/join`, yes.headers);
    await post(`/api/workgroups/${groupId}/join`, no.headers);
    expect(await systemNotices(yes)).toHaveLength(0);
    // the wrong users cannot decide (and nobody is told anything)
    expect(
      (await post(`/api/workgroups/${groupId}/requests/${yes.userId}/approve`, outsider.headers)).statusCode,
    ).toBe(403);
    expect(
      (await post(`/api/workgroups/${groupId}/requests/${yes.userId}/approve`, visitorHeaders())).statusCode,
    ).toBe(401);
    expect(await systemNotices(yes)).toHaveLength(0);

    expect(
      (await post(`/api/workgroups/${groupId}/requests/${yes.userId}/approve`, maintainer.headers))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/workgroups/${groupId}/requests/${no.userId}/reject`, maintainer.headers)).statusCode,
    ).toBe(200);
    const [approved] = await systemNotices(yes);
    expect(approved).toMatchObject({ targetType: 'workgroup', link: `/community/workgroup/${groupId}` });
    expect(approved!.summary).toContain('编译器 SIG');
    expect(approved!.summary).toContain('Compiler SIG');
    const [rejected] = await systemNotices(no);
    expect(rejected!.summary).toContain('declined');
    expect(await systemNotices(outsider)).toHaveLength(0);
    // a decided request is not decided again (409), so no second notice
    expect(
      (await post(`/api/workgroups/${groupId}/requests/${yes.userId}/approve`, maintainer.headers))
        .statusCode,
    ).toBe(409);
    expect(await systemNotices(yes)).toHaveLength(1);
  });

  it('tells the applicant of a decision made in the console', async () => {
    const me = await signIn(ctx);
    await post(`/api/workgroups/${groupId}/join`, me.headers);
    const list = (
      await get(`/api/admin/workgroupMembers?workgroupId=${groupId}&state=pending`, admin.headers)
    ).json().result;
    const row =
      list.items.find((i: { nickname: string; id: number }) => i.nickname === me.username) ?? list.items[0];
    const moved = await post(`/api/admin/workgroupMembers/${row.id}/transition`, admin.headers, {
      event: 'approve',
    });
    expect(moved.statusCode).toBe(200);
    expect((await systemNotices(me)).map((n) => n.targetType)).toContain('workgroup');
  });

  it('tells every member of a new meeting, not pending applicants or outsiders; only staff create one', async () => {
    const member = await signIn(ctx);
    const pending = await signIn(ctx);
    await post(`/api/workgroups/${groupId}/join`, member.headers);
    await post(`/api/workgroups/${groupId}/requests/${member.userId}/approve`, maintainer.headers);
    await post(`/api/workgroups/${groupId}/join`, pending.headers);
    const body = {
      workgroupId: groupId,
      startsAt: '2026-12-03T12:30:00Z',
      titleZh: '月度例会',
      titleEn: 'Monthly meeting',
      agendaZh: '1. LLVM 20',
      agendaEn: '1. LLVM 20',
    };
    expect((await post('/api/admin/workgroupMeetings', member.headers, body)).statusCode).toBe(403);
    expect((await post('/api/admin/workgroupMeetings', visitorHeaders(), body)).statusCode).toBe(401);
    expect((await post('/api/admin/workgroupMeetings', admin.headers, body)).statusCode).toBe(200);
    const meetingNotice = (who: Who) =>
      systemNotices(who).then((ns) => ns.filter((n) => n.targetType === 'workgroupMeeting'));
    const [m] = await meetingNotice(member);
    expect(m!.summary).toContain('Monthly meeting');
    expect(m!.summary).toContain('2026-12-03 12:30');
    expect(m!.link).toBe(`/community/workgroup/${groupId}`);
    expect(await meetingNotice(maintainer)).toHaveLength(1);
    expect(await meetingNotice(pending)).toHaveLength(0);
  });
});
