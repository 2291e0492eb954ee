import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST_CONTENT_MAX } from '@occ/shared';
import { moderationLog, sensitiveWords } from '../../db/schema';
import { en, validFields } from './test-kit';
import { usePostsApp, ctx, api, author, moderator } from './posts-api-setup';

// Posts: field rules and sensitive words.

usePostsApp();

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
