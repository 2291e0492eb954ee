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
