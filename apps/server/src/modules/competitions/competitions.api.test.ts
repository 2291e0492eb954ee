import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionPhases, events } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// Teams, one submission per team and phase until the deadline (409 after), judges scoring (never
// their own team), winners published; refusals of visitors and wrong users on every mutation.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
type H = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: H = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const criteria = [
  { key: 'innovation', titleZh: '创新性', titleEn: 'Innovation', max: 30 },
  { key: 'technical', titleZh: '技术实现', titleEn: 'Technical', max: 70 },
];
const work = {
  phase: 'first',
  title: 'RISC-V 智能家居网关',
  repoUrl: 'https://github.com/x/gw',
  videoUrl: '',
};

async function makeCompetition(slug: string) {
  const now = Date.now();
  const [ev] = await ctx.database.db
    .insert(events)
    .values({
      slug,
      kind: 'competition',
      titleZh: `竞赛 ${slug}`,
      rulesZh: '## 规则\n\n<script>x</script>每队一份作品',
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 30 * DAY),
      signupOpensAt: new Date(now - DAY),
      signupClosesAt: new Date(now + 20 * DAY),
      capacity: 100,
      state: 'published',
      publishedAt: new Date(now - DAY),
    })
    .returning();
  return ev!;
}

describe('competitions', () => {
  it('teams, submissions until the deadline, judging and winners', async () => {
    const ev = await makeCompetition('comp-a');
    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    const captain = await signIn(ctx);
    const mate = await signIn(ctx);
    const stranger = await signIn(ctx);
    const judge = await signIn(ctx, { roles: ['judge'] });
    const phases = {
      phases: [
        { key: 'first', titleZh: '初赛', deadline: new Date(Date.now() + 5 * DAY).toISOString(), criteria },
        { key: 'closed', titleZh: '已截止', deadline: new Date(Date.now() - DAY).toISOString(), criteria },
      ],
    };
    // phases: managers only
    expect(
      (await call('PUT', `/api/admin/competitions/comp-a/phases`, visitorHeaders(), phases)).statusCode,
    ).toBe(401);
    expect(
      (await call('PUT', `/api/admin/competitions/comp-a/phases`, captain.headers, phases)).statusCode,
    ).toBe(403);
    expect((await call('PUT', `/api/admin/competitions/comp-a/phases`, mgr.headers, phases)).statusCode).toBe(
      200,
    );

    const page = await call('GET', '/api/competitions/comp-a');
    expect(page.statusCode).toBe(200);
    expect(page.json().result).toMatchObject({ myTeam: null, winners: [] });
    expect(page.json().result.rulesHtml).not.toContain('<script');
    expect(page.json().result.phases.map((p: { open: boolean }) => p.open)).toEqual([true, false]);
    expect((await call('GET', '/api/competitions/no-such')).statusCode).toBe(404);

    // teams: visitors 401; create, join with the captain's code, one team per person
    const base = '/api/competitions/comp-a';
    expect((await call('POST', `${base}/teams`, visitorHeaders(), { name: 'A' })).statusCode).toBe(401);
    expect((await call('POST', `${base}/teams`, captain.headers, { name: '' })).statusCode).toBe(422);
    const team = await call('POST', `${base}/teams`, captain.headers, { name: '芯火队' });
    expect(team.statusCode).toBe(200);
    const code = team.json().result.inviteCode as string;
    expect(team.json().result).toMatchObject({ captain: true, members: [{ captain: true }] });
    expect((await call('POST', `${base}/teams`, stranger.headers, { name: '芯火队' })).statusCode).toBe(409);
    expect(
      (await call('POST', `${base}/teams/join`, visitorHeaders(), { inviteCode: code })).statusCode,
    ).toBe(401);
    expect((await call('POST', `${base}/teams/join`, mate.headers, { inviteCode: 'WRONG' })).statusCode).toBe(
      404,
    );
    const joined = await call('POST', `${base}/teams/join`, mate.headers, { inviteCode: code.toLowerCase() });
    expect(joined.json().result).toMatchObject({ captain: false, inviteCode: null });
    expect(joined.json().result.members).toHaveLength(2);
    expect((await call('POST', `${base}/teams`, mate.headers, { name: 'Other' })).json().message).toBe(
      '您已加入本竞赛的队伍',
    );

    // submissions: visitor 401, not in a team 403, bad URL 422, closed phase 409
    expect((await call('PUT', `${base}/submission`, visitorHeaders(), work)).statusCode).toBe(401);
    expect((await call('PUT', `${base}/submission`, stranger.headers, work)).statusCode).toBe(403);
    const badUrl = await call('PUT', `${base}/submission`, mate.headers, {
      ...work,
      repoUrl: 'javascript:x',
    });
    expect([badUrl.statusCode, badUrl.json().result.fields[0].field]).toEqual([422, 'repoUrl']);
    const late = await call('PUT', `${base}/submission`, mate.headers, { ...work, phase: 'closed' });
    expect([late.statusCode, late.json().message]).toEqual([409, '该阶段已截止，作品已锁定']);
    expect(
      (await call('PUT', `${base}/submission`, mate.headers, { ...work, phase: 'nope' })).statusCode,
    ).toBe(404);
    const saved = await call('PUT', `${base}/submission`, mate.headers, work);
    expect(saved.statusCode).toBe(200);
    const again = await call('PUT', `${base}/submission`, captain.headers, { ...work, title: '第二版' });
    expect(again.json().result).toMatchObject({
      id: saved.json().result.id,
      title: '第二版',
      videoUrl: null,
    });
    // the deadline passes: the work is locked
    await ctx.database.db
      .update(competitionPhases)
      .set({ deadline: sql`now() - interval '1 second'` })
      .where(eq(competitionPhases.key, 'first'));
    expect((await call('PUT', `${base}/submission`, captain.headers, work)).statusCode).toBe(409);
    const mine = await call('GET', base, captain.headers);
    expect(mine.json().result.myTeam.submissions[0]).toMatchObject({ phase: 'first', title: '第二版' });

    // judging: judges only; a judge in the team is refused; criteria checked
    const subId = saved.json().result.id as number;
    const score = (h: H, body: object) => call('POST', `/api/admin/submissions/${subId}/score`, h, body);
    const good = { scores: { innovation: 25, technical: 60 }, comment: '完成度高' };
    expect((await score(visitorHeaders(), good)).statusCode).toBe(401);
    expect((await score(captain.headers, good)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/admin/competitions/comp-a/submissions`, captain.headers)).statusCode,
    ).toBe(403);
    const over = await score(judge.headers, { scores: { innovation: 31, technical: 60 } });
    expect([over.statusCode, over.json().result.fields[0].field]).toEqual([422, 'scores']);
    expect((await score(judge.headers, { scores: { innovation: 3 } })).statusCode).toBe(422);
    expect((await score(judge.headers, good)).json().result).toEqual({ total: 85 });
    expect((await call('POST', '/api/admin/submissions/999999/score', judge.headers, good)).statusCode).toBe(
      404,
    );
    const insider = await signIn(ctx, { roles: ['judge'] });
    const ev2 = await makeCompetition('comp-b');
    await call('PUT', '/api/admin/competitions/comp-b/phases', mgr.headers, {
      phases: [
        { key: 'first', titleZh: '初赛', deadline: new Date(Date.now() + DAY).toISOString(), criteria },
      ],
    });
    await call('POST', '/api/competitions/comp-b/teams', insider.headers, { name: 'Judges own' });
    const own = await call('PUT', '/api/competitions/comp-b/submission', insider.headers, work);
    const refused = await call(
      'POST',
      `/api/admin/submissions/${own.json().result.id}/score`,
      insider.headers,
      good,
    );
    expect([refused.statusCode, refused.json().message]).toEqual([403, '评委不能为自己的队伍评分']);
    expect(ev2.id).toBeGreaterThan(ev.id);

    const list = await call('GET', `/api/admin/competitions/comp-a/submissions?phase=first`, judge.headers);
    expect(list.json().result[0]).toMatchObject({ totalScore: 85, judges: 1, myScore: good.scores });
    // the console's judging list (declared area): judges read it, with the competition and phase
    const area = await call(
      'GET',
      '/api/admin/competitionSubmissions?q=%E7%AC%AC%E4%BA%8C%E7%89%88',
      judge.headers,
    );
    expect(area.statusCode).toBe(200);
    expect(area.json().result.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: subId,
          competition: 'comp-a',
          phase: 'first',
          totalScore: 85,
          judges: 1,
        }),
      ]),
    );
    expect((await call('GET', '/api/admin/competitionSubmissions', captain.headers)).statusCode).toBe(403);

    // winners: publishers only; a submission of another competition is refused
    const winners = { winners: [{ submissionId: subId, awardZh: '一等奖', awardEn: 'First prize' }] };
    expect(
      (await call('PUT', `/api/admin/competitions/comp-a/winners`, judge.headers, winners)).statusCode,
    ).toBe(403);
    const foreign = await call('PUT', `/api/admin/competitions/comp-a/winners`, mgr.headers, {
      winners: [{ submissionId: own.json().result.id, awardZh: '一等奖' }],
    });
    expect([foreign.statusCode, foreign.json().result.fields[0].field]).toEqual([
      422,
      'winners.0.submissionId',
    ]);
    expect(
      (await call('PUT', `/api/admin/competitions/comp-a/winners`, mgr.headers, winners)).statusCode,
    ).toBe(200);
    const published = await call('GET', base, { 'accept-language': 'en-US' });
    expect(published.json().result.winners).toEqual([
      {
        award: 'First prize',
        teamName: '芯火队',
        title: '第二版',
        repoUrl: 'https://github.com/x/gw',
        videoUrl: null,
      },
    ]);
  });

  it('serves the seeded app2025 with its phases and rules', async () => {
    const res = await call('GET', '/api/competitions/app2025');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.phases.map((p: { key: string }) => p.key)).toEqual(['preliminary', 'final']);
    expect(res.json().result.rulesHtml).toContain('评审标准');
  });

  it('uploads a team file checked by its bytes', async () => {
    const user = await signIn(ctx);
    const boundary = '----occ';
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = (h: H) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/competitions/comp-a/files',
        headers: { ...h, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    expect((await up(visitorHeaders())).statusCode).toBe(401);
    expect((await up(user.headers)).statusCode).toBe(403); // not in a team
    await call('POST', '/api/competitions/comp-a/teams', user.headers, { name: 'Uploaders' });
    const res = await up(user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.name).toBe('plan.pdf');
    const file = await ctx.app.inject({ url: res.json().result.url });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
  });
});
