import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseLessons } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { seedLessonVideos } from './lesson-video';
import { seedCollege } from './seed';

// Video lessons (issue 20): progress from watched segments, resume, no completion by skipping.

let ctx: TestContext;
let videoLesson: number;
let textLesson: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCollege(ctx.database.db);
  const course = (
    await ctx.app.inject({ method: 'GET', url: '/api/college/courses/riscv-isa-basics' })
  ).json().result;
  videoLesson = course.lessons[0].id;
  textLesson = course.lessons[1].id;
  await ctx.database.db
    .update(courseLessons)
    .set({ videoUrl: '/media/lessons/isa-intro.mp4' })
    .where(eq(courseLessons.id, videoLesson));
});
afterAll(() => ctx.close());

const watch = (id: number, headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/college/lessons/${id}/watch`, headers, payload });
const lesson = async (id: number, headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/college/lessons/${id}`, headers })).json().result;
const seg = (from: number, to: number, duration = 100) => ({ from, to, duration, position: to });

describe('college: video lessons', () => {
  it('refuses visitors, lessons without video and marking a video lesson complete', async () => {
    expect((await watch(videoLesson, visitorHeaders(), seg(0, 10))).statusCode).toBe(401);
    const me = await signIn(ctx);
    const noVideo = await watch(textLesson, me.headers, seg(0, 10));
    expect(noVideo.statusCode).toBe(409);
    const mark = await ctx.app.inject({
      method: 'POST',
      url: `/api/college/lessons/${videoLesson}/complete`,
      headers: me.headers,
    });
    expect(mark.statusCode).toBe(409);
    expect(mark.json().message).toMatch(/90%/);
    expect((await watch(99999999, me.headers, seg(0, 10))).statusCode).toBe(404);
  });

  it('refuses bad segments with the field named, never a 500', async () => {
    const me = await signIn(ctx, {});
    for (const bad of [
      seg(10, 10),
      seg(0, 61),
      seg(95, 120),
      { from: -1, to: 5, duration: 100, position: 0 },
      { from: 'x', to: 5, duration: 100, position: 0 },
      { from: 0, to: 5, duration: 0, position: 0 },
      { from: 0, to: 5, duration: 1e12, position: 0 },
      {},
    ]) {
      const res = await watch(videoLesson, me.headers, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const res = await watch(videoLesson, me.headers, seg(0, 61));
    expect(JSON.stringify(res.json())).toContain('to');
  });

  it('does not complete a lesson when only the end was reported', async () => {
    const me = await signIn(ctx);
    const res = await watch(videoLesson, me.headers, seg(50, 100));
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ completed: false, watch: { percent: 50, position: 100 } });
    // the same end again, and a shorter length claimed afterwards, change nothing
    await watch(videoLesson, me.headers, seg(50, 100));
    const short = await watch(videoLesson, me.headers, { from: 0, to: 5, duration: 5, position: 5 });
    expect(short.json().result).toMatchObject({ completed: false, watch: { percent: 55 } });
    const l = await lesson(videoLesson, me.headers);
    expect(l.completed).toBe(false);
    expect(l.watch).toEqual({ position: 5, percent: 55 });
  });

  it('completes the lesson at 90% watched, resumes where the learner left off, and keeps learners apart', async () => {
    const me = await signIn(ctx);
    const other = await signIn(ctx);
    let last;
    for (let t = 0; t < 80; t += 10)
      last = (await watch(videoLesson, me.headers, seg(t, t + 10))).json().result;
    expect(last).toMatchObject({ completed: false, watch: { percent: 80, position: 80 } });
    expect((await lesson(videoLesson, me.headers)).watch).toEqual({ position: 80, percent: 80 });
    const done = (await watch(videoLesson, me.headers, seg(80, 90))).json().result;
    expect(done).toMatchObject({ completed: true, watch: { percent: 90 } });
    expect(done.progress).toMatchObject({ completedLessons: 1, totalLessons: 5 });
    expect((await lesson(videoLesson, me.headers)).completed).toBe(true);
    const theirs = await lesson(videoLesson, other.headers);
    expect(theirs).toMatchObject({ completed: false, watch: null });
    expect((await lesson(videoLesson, visitorHeaders())).watch).toBeNull();
  });

  it('counts both of two reports sent at once', async () => {
    const me = await signIn(ctx);
    const reports = [];
    for (let t = 0; t < 100; t += 10) reports.push(watch(videoLesson, me.headers, seg(t, t + 10)));
    const all = await Promise.all(reports);
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    expect((await lesson(videoLesson, me.headers)).watch.percent).toBe(100);
  });

  it('serves the demo lesson video with ranges, generated once', async () => {
    const db = ctx.database.db;
    // the video lesson above already has a URL: the demo clip is only added to a course without any
    expect(await seedLessonVideos(db, ctx.app.storage)).toBe(0);
    await db.update(courseLessons).set({ videoUrl: null });
    const added = await seedLessonVideos(db, ctx.app.storage);
    expect(added).toBeGreaterThan(0);
    // not every course's first lesson gets the clip (documents keep theirs): take one that did
    const [row] = await db.select().from(courseLessons).where(isNotNull(courseLessons.videoUrl)).limit(1);
    const url = row!.videoUrl!;
    expect(url).toMatch(/^\/uploads\/lessons\/[a-f0-9]{32}\.mp4$/);
    const part = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    expect((await ctx.app.inject({ method: 'GET', url: '/uploads/lessons/nope.mp4' })).statusCode).toBe(404);
    const missing = `/uploads/lessons/${'0'.repeat(32)}.mp4`;
    expect((await ctx.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    expect(await seedLessonVideos(db, ctx.app.storage)).toBe(0);
  });
});
