import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// Issue 19: events go through draft → preview → publish in the console. Staff see the working
// copy (a never-published event, or the draft of a live one) as the public page will show it,
// while visitors keep seeing the published version.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
type H = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: H, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload });

describe('events: the console preview', () => {
  it('shows the working copy to staff only; visitors keep the published version', async () => {
    const mgr = await signIn(ctx, { roles: ['event_manager'] });
    const user = await signIn(ctx);
    const [video] = await ctx.database.db
      .insert(videos)
      .values({ authorId: mgr.userId, name: '开幕回放', sourceKey: 'videos/p.mp4', state: 'published' })
      .returning({ id: videos.id });
    const now = Date.now();
    const body = {
      slug: 'preview-summit',
      kind: 'summit',
      titleZh: '预览峰会',
      titleEn: 'Preview summit',
      bodyZh: '## 介绍\n\n<script>alert(1)</script>正文',
      place: '北京国家会议中心',
      city: '北京',
      startsAt: new Date(now + 5 * DAY).toISOString(),
      endsAt: new Date(now + 5 * DAY + 8 * 3_600_000).toISOString(),
      signupOpensAt: new Date(now - DAY).toISOString(),
      signupClosesAt: new Date(now + 4 * DAY).toISOString(),
      capacity: 20,
      agenda: [
        {
          startsAt: new Date(now + 5 * DAY + 3_600_000).toISOString(),
          themeZh: '开幕演讲',
          themeEn: 'Opening keynote',
          speaker: '陈博士',
          enterprise: '平头哥',
          speakerTitle: '首席架构师',
          speakerBioZh: '玄铁处理器负责人',
          videoId: video!.id,
        },
      ],
    };
    const created = await call('POST', '/api/admin/activity', mgr.headers, body);
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id as number;
    const preview = (h: H) => call('GET', `/api/admin/activity/${id}/preview`, h);

    // refusals: visitors 401, plain users 403, unknown 404 with the spec's words, bad id 422
    expect((await preview(visitorHeaders())).statusCode).toBe(401);
    expect((await preview(user.headers)).statusCode).toBe(403);
    const unknown = await call('GET', '/api/admin/activity/999999/preview', mgr.headers);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, '该活动 ID 不存在']);
    expect((await call('GET', '/api/admin/activity/x/preview', mgr.headers)).statusCode).toBe(422);

    // a never-published event is its own draft: staff see it, the public page does not exist yet
    const draft = (await preview(mgr.headers)).json().result;
    expect(draft).toMatchObject({
      slug: 'preview-summit',
      kind: 'summit',
      title: '预览峰会',
      state: 'draft',
      phase: 'signingUp',
      seatsLeft: 20,
      mySignup: null,
      prefill: null,
    });
    expect(draft.html).toContain('正文');
    expect(draft.html).not.toContain('<script');
    expect(draft.agenda[0]).toMatchObject({
      theme: '开幕演讲',
      speakerCard: { name: '陈博士', title: '首席架构师', bio: '玄铁处理器负责人' },
      video: { id: video!.id, name: '开幕回放' },
    });
    expect((await call('GET', '/api/events/preview-summit', {})).statusCode).toBe(404);

    // published, then edited: the edit waits as a draft; the preview shows it, visitors do not
    const pub = await call('POST', `/api/admin/activity/${id}/publish`, mgr.headers, { confirm: true });
    expect(pub.statusCode).toBe(200);
    const edit = await call('PUT', `/api/admin/activity/${id}`, mgr.headers, {
      ...body,
      titleZh: '预览峰会（新版）',
      titleEn: 'Preview summit, new edition',
      agenda: [{ ...body.agenda[0], themeZh: '新的开幕演讲', themeEn: 'A new keynote', videoId: null }],
    });
    expect(edit.statusCode).toBe(200);
    const live = (await call('GET', '/api/events/preview-summit', {})).json().result;
    expect([live.title, live.agenda[0].theme]).toEqual(['预览峰会', '开幕演讲']);
    const next = (
      await call('GET', `/api/admin/activity/${id}/preview`, { ...mgr.headers, 'accept-language': 'en-US' })
    ).json().result;
    expect(next).toMatchObject({ title: 'Preview summit, new edition', state: 'published', locale: 'en-US' });
    expect(next.agenda[0]).toMatchObject({ theme: 'A new keynote', video: null });
  });
});
