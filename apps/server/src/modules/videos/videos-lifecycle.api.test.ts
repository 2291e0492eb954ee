import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { signIn, visitorHeaders } from '../../test/harness';
import { mediaPath } from '../media-uploads/storage';
import { applyVideoReview } from './review';
import { createVideoFrom, en, processAll, videoFields } from './test-support';
import { useVideosApp, ctx, clip, get, post, detail, rowOf, publishedVideo } from './videos-api-setup';

// Videos: the lifecycle, my videos and deletion.

useVideosApp();

describe('video lifecycle (VIDEO_TRANSITIONS)', () => {
  it('goes draft → review → published → removed → review → failed, refusing every illegal step with 409', async () => {
    const me = await signIn(ctx);
    const h = en(me.headers);
    const id = await createVideoFrom(ctx, h, clip);
    // not processed yet: submit waits
    expect((await post(`/api/videos/${id}/submit`, h)).json().message).toBe(
      'The video is still being processed; submit it when processing has finished',
    );
    await processAll(ctx);
    // nothing to withdraw from a draft
    const w = await post(`/api/videos/${id}/withdraw`, h);
    expect(w.statusCode).toBe(409);
    expect(w.json().message).toBe('The video cannot do this in its current state');

    const sub = await post(`/api/videos/${id}/submit`, h);
    expect(sub.statusCode).toBe(200);
    expect(sub.json().result).toMatchObject({
      state: 'review',
      can: { edit: false, submit: false, withdraw: true },
    });
    expect(sub.json().result.submittedAt).not.toBeNull();
    expect((await post(`/api/videos/${id}/submit`, h)).statusCode).toBe(409);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/videos/${id}`,
      headers: h,
      payload: videoFields(),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Withdraw the video before editing it');

    // withdraw under review → draft, then submit again
    expect((await post(`/api/videos/${id}/withdraw`, h)).json().result.state).toBe('draft');
    expect((await post(`/api/videos/${id}/submit`, h)).json().result.state).toBe('review');

    // a moderator's decisions go through the same table
    expect(await applyVideoReview(ctx.database.db, id, 'remove', 'not published yet')).toBeNull();
    const approved = await applyVideoReview(ctx.database.db, id, 'approve');
    expect(approved).toMatchObject({ state: 'published' });
    expect(approved!.releasedAt).not.toBeNull();
    expect(approved!.reviewedAt).not.toBeNull();
    expect(await applyVideoReview(ctx.database.db, id, 'approve')).toBeNull();
    expect((await post(`/api/videos/${id}/submit`, h)).statusCode).toBe(409);

    // a visitor now sees it, in the list too
    const pub = await detail(id);
    expect(pub).toMatchObject({
      state: 'published',
      can: { edit: false, delete: false, submit: false, withdraw: false },
    });
    expect((await get(pub.playUrl, { range: 'bytes=0-9' })).statusCode).toBe(206);
    expect((await get(pub.coverUrl)).headers['cache-control']).toBe('public, max-age=3600');
    const list = (await get('/api/videos?tag=boot&pageSize=100')).json().result;
    expect(list.items.map((i: { id: string }) => i.id)).toContain(id);

    // views: once per viewer per day (visitors by IP + user agent), shown on the detail
    const view = (headers: Record<string, string>) => post(`/api/videos/${id}/view`, headers);
    expect((await view({ ...visitorHeaders(), 'user-agent': 'A' })).json().result).toEqual({
      counted: true,
      views: 1,
    });
    expect((await view({ ...visitorHeaders(), 'user-agent': 'A' })).json().result).toEqual({
      counted: false,
      views: 1,
    });
    expect((await view(h)).json().result).toEqual({ counted: true, views: 2 });
    expect((await detail(id)).views).toBe(2);

    // the author takes it off the shelf; it disappears for everyone else
    const off = await post(`/api/videos/${id}/withdraw`, h);
    expect(off.json().result).toMatchObject({
      state: 'removed',
      removalReason: null,
      can: { edit: true, submit: true },
    });
    expect((await get(`/api/videos/${id}`)).statusCode).toBe(404);
    expect((await get(pub.playUrl)).statusCode).toBe(404);
    expect((await view(visitorHeaders())).statusCode).toBe(404);
    expect(
      (await get('/api/videos?pageSize=100')).json().result.items.map((i: { id: string }) => i.id),
    ).not.toContain(id);

    // edited and resubmitted, then rejected with a cause the author sees
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/videos/${id}`,
      headers: h,
      payload: videoFields({ name: 'Boot walkthrough, second cut' }),
    });
    expect(edited.json().result.name).toBe('Boot walkthrough, second cut');
    expect((await post(`/api/videos/${id}/submit`, h)).json().result.state).toBe('review');
    expect(await applyVideoReview(ctx.database.db, id, 'reject', 'The audio is missing')).toMatchObject({
      state: 'failed',
      failureCause: 'The audio is missing',
    });
    expect(await detail(id, h)).toMatchObject({ state: 'failed', failureCause: 'The audio is missing' });

    // and a moderator can take a published one down with a reason
    expect((await post(`/api/videos/${id}/submit`, h)).statusCode).toBe(200);
    await applyVideoReview(ctx.database.db, id, 'approve');
    expect(await applyVideoReview(ctx.database.db, id, 'remove', 'Copyright claim')).toMatchObject({
      state: 'removed',
      removalReason: 'Copyright claim',
    });
  });

  it('lists my videos by tab with the count of every tab', async () => {
    const me = await signIn(ctx);
    const draft = await createVideoFrom(ctx, me.headers, clip);
    const published = await publishedVideo(me.headers);
    const mine = (await get('/api/videos/mine?state=draft', me.headers)).json().result;
    expect(mine.items.map((i: { id: string }) => i.id)).toEqual([draft]);
    expect(mine.counts).toEqual({ draft: 1, review: 0, published: 1, failed: 0, removed: 0 });
    const tab = (await get('/api/videos/mine?state=published', me.headers)).json().result;
    expect(tab.items.map((i: { id: string }) => i.id)).toEqual([published]);
    expect((await get('/api/videos/mine')).statusCode).toBe(401);
    // the profile card counts published videos only
    const card = (await get(`/api/users/${me.userId}/profile-card`)).json().result;
    expect(card.counts.videos).toBe(1);
  });

  it('deletes a video with its files, comments and likes (irreversible)', async () => {
    const me = await signIn(ctx);
    const fan = await signIn(ctx);
    const id = await publishedVideo(me.headers);
    const row = await rowOf(id);
    const liked = await post('/api/community/likes/toggle', fan.headers, {
      targetType: 'video',
      targetId: id,
    });
    expect(liked.json().result).toEqual({ liked: true, likes: 1 });
    const commented = await post('/api/community/comments', fan.headers, {
      targetType: 'video',
      targetId: id,
      body: 'Nice boot log',
    });
    expect(commented.statusCode).toBe(200);
    const seen = await detail(id, fan.headers);
    expect(seen).toMatchObject({ likes: 1, viewer: { liked: true, collected: false, canReport: true } });
    expect(seen.comments.map((c: { body: string }) => c.body)).toEqual(['Nice boot log']);

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/videos/${id}`, headers: me.headers })).statusCode,
    ).toBe(200);
    expect((await get(`/api/videos/${id}`, me.headers)).statusCode).toBe(404);
    for (const [folder, key] of [
      ['source', row.sourceKey],
      ['play', row.playableKey],
      ['covers', row.coverKey],
    ] as const)
      await expect(fs.access(mediaPath(ctx.config, folder, key!))).rejects.toThrow();
  });
});
