import { describe, expect, it } from 'vitest';
import { sensitiveWords } from '../../db/schema';
import { signIn, visitorHeaders } from '../../test/harness';
import { createVideoFrom, en, uploadAll, videoFields, type Headers } from './test-support';
import { useVideosApp, ctx, clip, get, post, detail, publishedVideo } from './videos-api-setup';

// Videos: who may see and change what, and field rules.

useVideosApp();

describe('video authorisation', () => {
  it('refuses visitors (401), hides unpublished videos from others (404), forbids others on published ones (403)', async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const v = visitorHeaders();
    const draft = await createVideoFrom(ctx, owner.headers, clip);
    const published = await publishedVideo(owner.headers);
    const fields = videoFields();
    const calls = (id: string) => [
      (h: Headers) =>
        ctx.app.inject({ method: 'PUT', url: `/api/videos/${id}`, headers: h, payload: fields }),
      (h: Headers) => post(`/api/videos/${id}/submit`, h),
      (h: Headers) => post(`/api/videos/${id}/withdraw`, h),
      (h: Headers) => ctx.app.inject({ method: 'DELETE', url: `/api/videos/${id}`, headers: h }),
    ];
    expect((await post('/api/videos', v, { uploadId: draft, ...fields })).statusCode).toBe(401);
    for (const call of calls(draft)) {
      expect((await call(v)).statusCode).toBe(401);
      expect((await call(other.headers)).statusCode).toBe(404);
    }
    for (const call of calls(published)) {
      expect((await call(v)).statusCode).toBe(401);
      expect((await call(other.headers)).statusCode).toBe(403);
    }
    expect((await get(`/api/videos/${draft}`)).statusCode).toBe(404);
    expect((await get(`/api/videos/${draft}`, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/videos/${draft}`, owner.headers)).statusCode).toBe(200);
    // a moderator sees the draft (the review queue plays videos) and may delete
    const mod = await signIn(ctx, { roles: ['admin'] });
    expect((await detail(draft, mod.headers)).can).toMatchObject({
      edit: false,
      submit: false,
      delete: true,
    });
    // another user's upload cannot become my video
    const theirs = await uploadAll(ctx, owner.headers, clip, 'theirs.mp4');
    expect((await post('/api/videos', other.headers, { uploadId: theirs, ...fields })).statusCode).toBe(422);
    // likes need a published video
    expect(
      (await post('/api/community/likes/toggle', other.headers, { targetType: 'video', targetId: draft }))
        .statusCode,
    ).toBe(404);
  });

  it('validates fields with 422 naming them, and screens sensitive words', async () => {
    const me = await signIn(ctx);
    const h = en(me.headers);
    const uploadId = await uploadAll(ctx, h, clip, 'fields.mp4');
    const bad = await post('/api/videos', h, {
      uploadId,
      name: 'n'.repeat(101),
      tags: [],
      introduction: 'i'.repeat(1001),
    });
    expect(bad.statusCode).toBe(422);
    const fields = Object.fromEntries(
      (bad.json().result.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]),
    );
    expect(fields).toMatchObject({
      name: 'The video name must be at most 100 characters',
      tags: 'Please add 1 to 3 tags',
      introduction: 'The introduction must be at most 1000 characters',
    });
    const tooMany = await post('/api/videos', h, {
      uploadId,
      ...videoFields({ tags: ['a', 'b', 'c', 'd'] }),
    });
    expect(tooMany.json().result.fields[0]).toEqual({ field: 'tags', message: 'At most 3 tags' });
    const noFile = await post('/api/videos', h, { ...videoFields() });
    expect(noFile.json().result.fields[0]).toEqual({
      field: 'uploadId',
      message: 'Please upload a video file',
    });

    await ctx.database.db.insert(sensitiveWords).values([
      { word: 'forbiddenword', action: 'block' },
      { word: 'maskme', action: 'replace' },
    ]);
    const blocked = await post('/api/videos', h, {
      uploadId,
      ...videoFields({ name: 'a forbiddenword here' }),
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().result.fields[0].field).toBe('name');
    const masked = await post('/api/videos', h, {
      uploadId,
      ...videoFields({ introduction: 'please maskme' }),
    });
    expect(masked.statusCode).toBe(200);
    expect((await detail(masked.json().result.id, h)).introduction).toBe('please ******');
  });
});
