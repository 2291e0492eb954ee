import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nextState,
  POST_EVENT_ACTOR,
  POST_EVENTS,
  POST_STATES,
  POST_TRANSITIONS,
  POST_CONTENT_MAX,
  type PostState,
} from '@occ/shared';
import { comments, moderationLog, posts, sensitiveWords } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { en, IMAGE, postApi, validFields, type Who } from './test-kit';

let ctx: TestContext;
let api: ReturnType<typeof postApi>;
let author: Who;
let other: Who;
let moderator: Who;

beforeAll(async () => {
  ctx = await createTestApp();
  api = postApi(ctx);
  author = await signIn(ctx);
  other = await signIn(ctx);
  moderator = await signIn(ctx, { roles: ['admin'] });
});
afterAll(() => ctx.close());

const ids = (items: { id: string }[]) => items.map((i) => i.id);
const list = async (query = '') => (await api.inject('GET', `/api/posts?pageSize=100${query}`)).json().result;

describe('the writing flow (issue 5)', () => {
  it('create → auto-save → submit → reject with a reason → the author sees it → edit → resubmit → approve → a visitor reads', async () => {
    // the editor starts a post from whatever it holds, then auto-saves
    const created = await api.inject('POST', '/api/posts', author.headers, { title: 'RISC-V on a budget' });
    expect(created.statusCode, created.body).toBe(200);
    const { id, draftVersion: v1, draftSavedAt: t1 } = created.json().result;
    expect(v1).toBe(1);
    expect(Date.parse(t1)).not.toBeNaN();

    const fields = validFields({ title: 'RISC-V on a budget', tags: ['riscv', 'budget'] });
    const saved = await api.saveDraft(author, id, { ...fields, disclaimer: false, draftVersion: v1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.draftVersion).toBe(2);
    expect(Date.parse(saved.json().result.draftSavedAt)).toBeGreaterThanOrEqual(Date.parse(t1));

    // a reload finds everything that was saved
    const reloaded = (await api.get(id, author.headers)).json().result;
    expect(reloaded).toMatchObject({ state: 'drafts', draftVersion: 2, events: ['submit'] });
    expect(reloaded.draft).toMatchObject({
      title: 'RISC-V on a budget',
      content: fields.content,
      tags: fields.tags,
    });
    expect(reloaded.draftSavedAt).toBe(saved.json().result.draftSavedAt);
    expect(reloaded.can).toMatchObject({ edit: true, delete: true, submit: true, withdraw: false });

    // the disclaimer must be accepted before the post goes to review
    const noDisclaimer = await api.submit(author, id);
    expect(noDisclaimer.statusCode).toBe(422);
    expect(noDisclaimer.json().result.fields.map((f: { field: string }) => f.field)).toEqual(['disclaimer']);
    expect((await api.saveDraft(author, id, { ...fields, draftVersion: 2 })).statusCode).toBe(200);

    const submitted = await api.submit(author, id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().result).toEqual({ id, state: 'audit', events: ['withdraw'] });
    // in review: nobody else sees it yet
    expect((await api.get(id)).statusCode).toBe(404);
    expect((await api.get(id, other.headers)).statusCode).toBe(404);
    expect((await api.get(id, moderator.headers)).statusCode).toBe(200);

    const rejected = await api.review(moderator, 'reject', 'post', id, 'The image has no caption');
    expect(rejected.statusCode, rejected.body).toBe(200);
    const failed = (await api.get(id, author.headers)).json().result;
    expect(failed).toMatchObject({
      state: 'fail',
      failureCause: 'The image has no caption',
      events: ['submit'],
    });
    expect(failed.reviewedAt).not.toBeNull();
    const failTab = (await api.inject('GET', '/api/posts/mine?state=fail', author.headers)).json().result;
    expect(failTab.items[0]).toMatchObject({ id, failureCause: 'The image has no caption' });

    const edited = await api.update(author, id, {
      title: 'RISC-V on a budget',
      content: `${fields.content}\n\n*Figure 1: the board on the desk*`,
      tags: ['riscv', 'budget'],
      draftVersion: failed.draftVersion,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await api.submit(author, id)).json().result.state).toBe('audit');
    const approved = await api.review(moderator, 'approve', 'post', id);
    expect(approved.json().result).toEqual({ type: 'post', id, state: 'published' });

    const read = await api.get(id);
    expect(read.statusCode).toBe(200);
    const post = read.json().result;
    expect(post).toMatchObject({
      id,
      state: 'published',
      title: 'RISC-V on a budget',
      tags: ['budget', 'riscv'],
      failureCause: null,
      draft: null,
      events: [],
      cover: IMAGE,
    });
    expect(post.contentHtml).toContain('<h1>Booting Debian</h1>');
    expect(post.contentHtml).toContain('hljs language-bash');
    expect(post.contentHtml).toContain('Figure 1: the board on the desk');
    // empty summary → the first 100 characters of the text
    expect(post.summary).toHaveLength(100);
    expect(post.summary.startsWith('Booting Debian The board boots OpenSBI')).toBe(true);
    // release, review and last update times are kept
    for (const key of ['releasedAt', 'reviewedAt', 'updatedAt', 'submittedAt'])
      expect(Date.parse(post[key]), key).not.toBeNaN();
    expect(post.can).toEqual({
      edit: false,
      delete: false,
      submit: false,
      withdraw: false,
      report: false,
      remove: false,
    });
    expect(ids((await list()).items)).toContain(id);
  });

  it('a published post edited keeps its readers on the submitted version until resubmitted', async () => {
    const id = await api.postIn(author, moderator, 'published', { title: 'Version one' });
    const row = (await api.get(id, author.headers)).json().result;
    expect(
      (await api.update(author, id, { title: 'Version two', draftVersion: row.draftVersion })).statusCode,
    ).toBe(200);
    expect((await api.get(id)).json().result.title).toBe('Version one');
    expect((await api.get(id, author.headers)).json().result.draft.title).toBe('Version two');
  });
});

describe('lifecycle (POST_TRANSITIONS through the API)', () => {
  const byEvent = async (event: (typeof POST_EVENTS)[number], id: string) =>
    POST_EVENT_ACTOR[event] === 'author'
      ? event === 'submit'
        ? api.submit(author, id)
        : api.withdraw(author, id)
      : api.review(moderator, event as 'approve' | 'reject' | 'remove', 'post', id, 'A reason');

  for (const state of POST_STATES)
    for (const event of POST_EVENTS) {
      const to = nextState(POST_TRANSITIONS, state, event);
      it(`${state} --${event}--> ${to ?? '409'}`, async () => {
        const id = await api.postIn(author, moderator, state);
        const res = await byEvent(event, id);
        if (to === null) {
          expect(res.statusCode, res.body).toBe(409);
          const [row] = await ctx.database.db.select().from(posts).where(eq(posts.id, id));
          expect(row!.state).toBe(state);
        } else {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().result.state).toBe(to);
        }
      });
    }

  it('two racing submissions: exactly one wins, the other answers 409', async () => {
    const id = await api.postIn(author, moderator, 'drafts');
    const codes = (await Promise.all([api.submit(author, id), api.submit(author, id)])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([200, 409]);
  });

  it('delete is irreversible, from any state, with the comments on the post', async () => {
    const id = await api.postIn(author, moderator, 'published');
    const c = await api.inject('POST', '/api/community/comments', other.headers, {
      targetType: 'post',
      targetId: id,
      body: 'Nice write-up',
    });
    expect(c.statusCode, c.body).toBe(200);
    expect((await api.remove(author, id)).statusCode).toBe(200);
    expect((await api.get(id, author.headers)).statusCode).toBe(404);
    expect((await api.remove(author, id)).statusCode).toBe(404);
    const left = await ctx.database.db
      .select()
      .from(comments)
      .where(and(eq(comments.targetType, 'post'), eq(comments.targetId, id)));
    expect(left).toHaveLength(0);
  });
});

describe('authorisation', () => {
  it('a visitor gets 401 on every mutation', async () => {
    const id = await api.postIn(author, moderator, 'drafts');
    const visitor = visitorHeaders();
    const body = { ...validFields(), draftVersion: 1 };
    for (const [method, url] of [
      ['POST', '/api/posts'],
      ['PUT', `/api/posts/${id}`],
      ['PUT', `/api/posts/${id}/draft`],
      ['POST', `/api/posts/${id}/submit`],
      ['POST', `/api/posts/${id}/withdraw`],
      ['DELETE', `/api/posts/${id}`],
      ['POST', '/api/posts/preview'],
    ] as const) {
      const res = await api.inject(method, url, visitor, method === 'DELETE' ? undefined : body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await api.inject('GET', '/api/posts/mine')).statusCode).toBe(401);
  });

  it('a non-owner touching a draft gets 403 "You are not authorized to operate the draft."', async () => {
    const id = await api.postIn(author, moderator, 'drafts');
    const attempts = [
      () => api.update(other, id),
      () => api.saveDraft(other, id, { ...validFields(), draftVersion: 1 }),
      () => api.submit(other, id),
      () => api.withdraw(other, id),
      () => api.remove(other, id),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('您无权操作该草稿');
    }
    const enRes = await api.inject('PUT', `/api/posts/${id}/draft`, en(other.headers), {
      ...validFields(),
      draftVersion: 1,
    });
    expect(enRes.json().message).toBe('You are not authorized to operate the draft.');
    // nor can they read it; the post is untouched
    expect((await api.get(id, other.headers)).statusCode).toBe(404);
    expect((await api.get(id, moderator.headers)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(posts).where(eq(posts.id, id));
    expect(row).toMatchObject({ state: 'drafts', draftVersion: 1 });
  });

  it('a non-owner cannot withdraw or delete a published post (403)', async () => {
    const id = await api.postIn(author, moderator, 'published');
    expect((await api.withdraw(other, id)).statusCode).toBe(403);
    expect((await api.remove(other, id)).statusCode).toBe(403);
    expect((await api.remove(moderator, id)).statusCode).toBe(403);
    expect((await api.get(id)).json().result.state).toBe('published');
  });
});

describe('private posts', () => {
  it('are visible to their author only: never in lists, related posts, RSS or the sitemap', async () => {
    const tag = 'privacy-check';
    const secret = await api.postIn(author, moderator, 'published', {
      title: 'Only for me',
      permission: 'private',
      tags: [tag],
    });
    const open = await api.postIn(author, moderator, 'published', { title: 'For everyone', tags: [tag] });

    expect((await api.get(secret, author.headers)).json().result).toMatchObject({ permission: 'private' });
    expect((await api.get(secret)).statusCode).toBe(404);
    expect((await api.get(secret, other.headers)).statusCode).toBe(404);

    const listed = ids((await list(`&tag=${tag}`)).items);
    expect(listed).toEqual([open]);
    expect(ids((await list(`&author=${author.userId}`)).items)).not.toContain(secret);
    const related = (await api.inject('GET', `/api/posts/${open}/related`)).json().result;
    expect(ids(related)).not.toContain(secret);

    const rss = await api.inject('GET', '/community/post/rss.xml');
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('For everyone');
    expect(rss.body).not.toContain('Only for me');
    const sitemap = (await api.inject('GET', '/sitemap.xml')).body;
    expect(sitemap).toContain(`/community/post/detail?id=${open}`);
    expect(sitemap).not.toContain(secret);

    // no audience: others cannot like or comment on it
    const like = await api.inject('POST', '/api/community/likes/toggle', other.headers, {
      targetType: 'post',
      targetId: secret,
    });
    expect(like.statusCode).toBe(404);
  });
});

describe('field rules (422 naming the field)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['title', { title: 't'.repeat(101) }, 'The title must be at most 100 characters'],
    [
      'content',
      { content: 'c'.repeat(POST_CONTENT_MAX + 1) },
      `The content must be at most ${POST_CONTENT_MAX} characters`,
    ],
    ['summary', { summary: 's'.repeat(201) }, 'The summary must be at most 200 characters'],
    ['tags', { tags: ['a', 'b', 'c', 'd'] }, 'At most 3 tags'],
    ['tags.0', { tags: ['t'.repeat(21)] }, 'A tag must be at most 20 characters'],
    [
      'cover',
      { cover: 'https://evil.example/cover.png' },
      'Please upload the cover here or choose a default cover',
    ],
    ['property', { property: 'stolen' }, 'Please choose original or reprint'],
    ['permission', { permission: 'friends' }, 'Please choose public or only visible to yourself'],
  ];
  for (const [field, over, message] of cases)
    it(`auto-save and create refuse an over-limit ${field}`, async () => {
      const created = await api.inject('POST', '/api/posts', en(author.headers), validFields(over));
      expect(created.statusCode).toBe(422);
      expect(created.json().result.fields[0]).toEqual({ field, message });
      const id = await api.postIn(author, moderator, 'drafts');
      const saved = await api.inject('PUT', `/api/posts/${id}/draft`, en(author.headers), {
        ...validFields(over),
        draftVersion: 1,
      });
      expect(saved.statusCode).toBe(422);
      expect(saved.json().result.fields[0].field).toBe(field);
      // nothing overwrote the stored working copy
      expect((await api.get(id, author.headers)).json().result.draftVersion).toBe(1);
    });

  it('the full save requires title, content, 1-3 tags and a reprint source', async () => {
    const id = await api.postIn(author, moderator, 'drafts');
    const save = (over: Record<string, unknown>) =>
      api.inject('PUT', `/api/posts/${id}`, en(author.headers), validFields(over));
    const first = async (over: Record<string, unknown>) => (await save(over)).json().result.fields[0];
    expect(await first({ title: '  ' })).toEqual({ field: 'title', message: 'Please enter a title' });
    expect(await first({ content: '\n  ' })).toEqual({
      field: 'content',
      message: 'Please enter the content',
    });
    expect(await first({ tags: [] })).toEqual({ field: 'tags', message: 'Please add 1 to 3 tags' });
    expect(await first({ property: 'reprint' })).toEqual({
      field: 'sourceUrl',
      message: 'Please enter the address of the original article',
    });
    expect(await first({ property: 'reprint', sourceUrl: 'javascript:alert(1)' })).toEqual({
      field: 'sourceUrl',
      message: 'The source address must be an http or https link',
    });
    const ok = await save({ property: 'reprint', sourceUrl: 'https://example.org/original' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('submit validates the stored working copy and names its fields', async () => {
    const created = await api.inject('POST', '/api/posts', author.headers, { content: 'only a body' });
    const id = created.json().result.id;
    const res = await api.inject('POST', `/api/posts/${id}/submit`, en(author.headers));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please enter a title');
    expect(res.json().result.fields.map((f: { field: string }) => f.field)).toEqual([
      'title',
      'tags',
      'disclaimer',
    ]);
    expect((await api.get(id, author.headers)).json().result.state).toBe('drafts');
  });

  it('an auto-save based on an older version answers 409 instead of overwriting', async () => {
    const id = await api.postIn(author, moderator, 'drafts');
    expect((await api.saveDraft(author, id, { title: 'window A', draftVersion: 1 })).statusCode).toBe(200);
    const stale = await api.inject('PUT', `/api/posts/${id}/draft`, en(author.headers), {
      title: 'window B',
      draftVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('another window');
    expect((await api.get(id, author.headers)).json().result.draft.title).toBe('window A');
  });
});

describe('sensitive words at submit', () => {
  beforeAll(async () => {
    await ctx.database.db.insert(sensitiveWords).values([
      { word: 'postblockword', action: 'block' },
      { word: 'postmaskword', action: 'replace' },
      { word: 'postholdword', action: 'review' },
    ]);
  });
  const logOf = (id: string) =>
    ctx.database.db.select().from(moderationLog).where(eq(moderationLog.targetId, id));

  it('block → 422 naming the field, logged as auto_block', async () => {
    const id = await api.postIn(author, moderator, 'drafts', { content: 'this has postblockword inside' });
    const res = await api.inject('POST', `/api/posts/${id}/submit`, en(author.headers));
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields[0].field).toBe('content');
    expect(res.json().message).toContain('postblockword');
    expect((await api.get(id, author.headers)).json().result.state).toBe('drafts');
    expect(await logOf(id)).toMatchObject([{ action: 'auto_block', actorId: null, targetType: 'post' }]);
  });

  it('replace → masked by asterisks, logged as auto_replace', async () => {
    const id = await api.postIn(author, moderator, 'audit', { title: 'about postmaskword here' });
    const post = (await api.get(id, author.headers)).json().result;
    expect(post.title).toBe('about ************ here');
    expect(post.draft.title).toBe('about ************ here');
    expect(await logOf(id)).toMatchObject([{ action: 'auto_replace', reason: 'title' }]);
  });

  it('review → stays in audit with an auto_hold line the reviewers see', async () => {
    const id = await api.postIn(author, moderator, 'audit', { content: 'please postholdword check' });
    expect(await logOf(id)).toMatchObject([{ action: 'auto_hold', reason: 'content' }]);
    const queue = (
      await api.inject('GET', '/api/admin/reviews?type=post&pageSize=100', moderator.headers)
    ).json().result;
    expect(queue.items.find((i: { id: string }) => i.id === id)).toMatchObject({
      autoHeld: true,
      reason: 'content',
    });
  });
});

describe('reading', () => {
  it('lists by tag and author, sorts latest and hottest, pages, and shows badges', async () => {
    const star = await signIn(ctx, { roles: ['official', 'expert'] });
    const tag = 'sort-check';
    const older = await api.postIn(star, moderator, 'published', { title: 'Older', tags: [tag] });
    const newer = await api.postIn(star, moderator, 'published', { title: 'Newer', tags: [tag] });
    expect(ids((await list(`&tag=${tag}`)).items)).toEqual([newer, older]);
    // likes make the older one hotter
    for (const who of [author, other, moderator])
      await api.inject('POST', '/api/community/likes/toggle', who.headers, {
        targetType: 'post',
        targetId: older,
      });
    const hottest = (await list(`&tag=${tag}&sort=hottest`)).items;
    expect(ids(hottest)).toEqual([older, newer]);
    expect(hottest[0]).toMatchObject({
      likes: 3,
      author: { id: star.userId, badges: ['official', 'expert'] },
    });
    const paged = (await api.inject('GET', `/api/posts?tag=${tag}&page=2&pageSize=1`)).json().result;
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(ids(paged.items)).toEqual([older]);
    expect(ids((await list(`&author=${star.userId}`)).items)).toEqual([newer, older]);
    // the profile card shows the badges and counts the published public posts
    await api.postIn(star, moderator, 'published', { permission: 'private' });
    await api.postIn(star, moderator, 'audit');
    const card = (await api.inject('GET', `/api/users/${star.userId}/profile-card`)).json().result;
    expect(card).toMatchObject({ badges: ['official', 'expert'], counts: { posts: 2 } });
  });

  it('related posts share tags (most shared first), without the post itself', async () => {
    const base = await api.postIn(author, moderator, 'published', { tags: ['rel-a', 'rel-b'] });
    const both = await api.postIn(other, moderator, 'published', { tags: ['rel-a', 'rel-b'] });
    const one = await api.postIn(other, moderator, 'published', { tags: ['rel-b'] });
    await api.postIn(other, moderator, 'published', { tags: ['rel-unrelated'] });
    const related = (await api.inject('GET', `/api/posts/${base}/related`)).json().result;
    expect(ids(related).slice(0, 2)).toEqual([both, one]);
    expect(ids(related)).not.toContain(base);
  });

  it('counts a view once per viewer per day', async () => {
    const id = await api.postIn(author, moderator, 'published');
    const view = (headers: Record<string, string>) => api.inject('POST', `/api/posts/${id}/view`, headers);
    expect((await view(other.headers)).json().result).toEqual({ counted: true, views: 1 });
    expect((await view(other.headers)).json().result).toEqual({ counted: false, views: 1 });
    expect((await view({ ...visitorHeaders(), 'user-agent': 'reader-1' })).json().result.views).toBe(2);
    expect((await api.get(id)).json().result.views).toBe(2);
  });

  it('my posts: one tab at a time with the count of every tab', async () => {
    const me = await signIn(ctx);
    for (const state of ['drafts', 'drafts', 'audit', 'published', 'fail', 'been_removed'] as PostState[])
      await api.postIn(me, moderator, state, { title: `mine ${state}` });
    const drafts = (await api.inject('GET', '/api/posts/mine?state=drafts', me.headers)).json().result;
    expect(drafts.counts).toEqual({ published: 1, audit: 1, fail: 1, been_removed: 1, drafts: 2 });
    expect(drafts.total).toBe(2);
    expect(drafts.items[0]).toMatchObject({ state: 'drafts', title: 'mine drafts', events: ['submit'] });
    expect(drafts.items[0].cover).toBe(IMAGE);
    const removed = (await api.inject('GET', '/api/posts/mine?state=been_removed', me.headers)).json().result;
    expect(removed.items[0]).toMatchObject({ events: ['submit'] });
    expect(removed.items[0].releasedAt).not.toBeNull();
  });

  it('a post without any image gets one of the three default covers', async () => {
    const id = await api.postIn(author, moderator, 'published', { content: 'No pictures here.' });
    expect((await api.get(id)).json().result.cover).toMatch(/^default:[123]$/);
  });

  it('the editor preview renders long posts with the publishing pipeline', async () => {
    const res = await api.inject('POST', '/api/posts/preview', author.headers, {
      markdown: `# Title\n\n${'x'.repeat(POST_CONTENT_MAX - 60)}<script>alert(1)</script>`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.html).toContain('<h1>Title</h1>');
    expect(res.json().result.html).not.toContain('<script');
    const tooLong = await api.inject('POST', '/api/posts/preview', author.headers, {
      markdown: 'x'.repeat(POST_CONTENT_MAX + 1),
    });
    expect(tooLong.statusCode).toBe(422);
  });
});
