import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { visitorHeaders } from '../../test/harness';
import { en, validFields } from './test-kit';
import { usePostsApp, ctx, api, author, other, moderator, ids, list } from './posts-api-setup';

// Posts: who may touch what, and private posts.

usePostsApp();

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
