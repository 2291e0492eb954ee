import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// Issue 19, the console's side of a competition: its rules and materials tabs written in the
// activity form (both languages, sanitised on the page).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
type H = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: H = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

function competitionBody(slug: string, extra: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    slug,
    kind: 'competition',
    titleZh: `竞赛 ${slug}`,
    titleEn: `Competition ${slug}`,
    startsAt: new Date(now - DAY).toISOString(),
    endsAt: new Date(now + 30 * DAY).toISOString(),
    signupOpensAt: new Date(now - DAY).toISOString(),
    signupClosesAt: new Date(now + 20 * DAY).toISOString(),
    capacity: 100,
    ...extra,
  };
}

async function createAndPublish(h: H, payload: object) {
  const r = await call('POST', '/api/admin/activity', h, payload);
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json().result.id as number;
  const p = await call('POST', `/api/admin/activity/${id}/publish`, h, { confirm: true });
  expect(p.statusCode, p.body).toBe(200);
  return id;
}

describe('competitions in the console: rules and materials', () => {
  it('are written in the activity form and shown in the tabs in each language, sanitised', async () => {
    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    const texts = {
      rulesZh: '## 参赛规则\n\n每队一份作品。<script>alert(1)</script>',
      rulesEn: '## Rules\n\nOne work per team.',
      materialsZh: '[参赛手册](/resources/download/1)',
      materialsEn: '[Handbook](/resources/download/1)',
    };
    const id = await createAndPublish(mgr.headers, competitionBody('cc-rules', texts));
    // the form reads back what it wrote
    const read = await call('GET', `/api/admin/activity/${id}`, mgr.headers);
    expect(read.json().result.body).toMatchObject(texts);

    const zh = (await call('GET', '/api/competitions/cc-rules')).json().result;
    expect(zh.rulesHtml).toContain('参赛规则');
    expect(zh.rulesHtml).not.toContain('<script');
    expect(zh.materialsHtml).toContain('href="/resources/download/1"');
    const en = (await call('GET', '/api/competitions/cc-rules', { cookie: 'locale=en-US' })).json().result;
    expect(en.rulesHtml).toContain('One work per team.');
    expect(en.materialsHtml).toContain('Handbook');

    // too long a text is refused naming the field; nothing changes
    const long = await call(
      'PUT',
      `/api/admin/activity/${id}`,
      mgr.headers,
      competitionBody('cc-rules', { ...texts, rulesEn: 'x'.repeat(200_001) }),
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().result.fields.map((f: { field: string }) => f.field)).toContain('rulesEn');
    // a visitor and a plain user cannot write them
    const user = await signIn(ctx);
    const body = competitionBody('cc-rules', { ...texts, rulesZh: '改' });
    expect((await call('PUT', `/api/admin/activity/${id}`, visitorHeaders(), body)).statusCode).toBe(401);
    expect((await call('PUT', `/api/admin/activity/${id}`, user.headers, body)).statusCode).toBe(403);
    expect((await call('GET', '/api/competitions/cc-rules')).json().result.rulesHtml).toContain('参赛规则');
  });
});

describe('competitions in the console: phases', () => {
  it('are read back for the editor in both languages, in order; staff only', async () => {
    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    await createAndPublish(mgr.headers, competitionBody('cc-phases'));
    const url = '/api/admin/competitions/cc-phases/phases';
    expect((await call('GET', url, mgr.headers)).json().result).toEqual([]);
    const deadline = new Date(Date.now() + 10 * DAY).toISOString();
    const phases = [
      {
        key: 'first',
        titleZh: '初赛',
        titleEn: 'First round',
        deadline,
        criteria: [{ key: 'innovation', titleZh: '创新性', titleEn: 'Innovation', max: 40 }],
      },
      {
        key: 'final',
        titleZh: '决赛',
        titleEn: '',
        deadline: new Date(Date.now() + 20 * DAY).toISOString(),
        criteria: [{ key: 'demo', titleZh: '现场演示', titleEn: 'Demo', max: 60 }],
      },
    ];
    const bad = await call('PUT', url, mgr.headers, {
      phases: [{ ...phases[0], criteria: [{ key: 'x', titleZh: '', max: 0 }] }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['phases.0.criteria.0.titleZh', 'phases.0.criteria.0.max']),
    );
    expect((await call('PUT', url, mgr.headers, { phases })).statusCode).toBe(200);
    expect((await call('GET', url, mgr.headers)).json().result).toEqual(phases);
    // the competition page shows the phase in the reader's language
    const en = (await call('GET', '/api/competitions/cc-phases', { cookie: 'locale=en-US' })).json().result;
    expect(en.phases.map((p: { title: string }) => p.title)).toEqual(['First round', '决赛']);

    const user = await signIn(ctx);
    expect((await call('GET', url, visitorHeaders())).statusCode).toBe(401);
    expect((await call('GET', url, user.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/competitions/no-such/phases', mgr.headers)).statusCode).toBe(404);
  });
});
