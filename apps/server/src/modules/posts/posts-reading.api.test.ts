import { describe, expect, it } from 'vitest';
import { POST_CONTENT_MAX, type PostState } from '@occ/shared';
import { signIn, visitorHeaders } from '../../test/harness';
import { IMAGE } from './test-kit';
import { usePostsApp, ctx, api, author, other, moderator, ids, list } from './posts-api-setup';

// Posts: lists, related posts, views, my posts, covers and the preview.

usePostsApp();

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
