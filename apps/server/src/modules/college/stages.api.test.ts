import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, exams } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

// Stages that require the previous one, and document lessons (issue 20).

let ctx: TestContext;
let publishedDoc = 0;
let draftDoc = 0;
const lessonIds: number[] = [];
let examId = 0;

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

const body = () => ({
  slug: 'staged-course',
  titleZh: '分阶段课程',
  titleEn: 'A staged course',
  level: 'beginner',
  category: 'risc_v',
  stages: [
    { titleZh: '入门', titleEn: 'Start' },
    { titleZh: '进阶', titleEn: 'Next', requiresPrevious: true },
  ],
  lessons: [
    { titleZh: '文档课', stage: 1, documentId: publishedDoc, durationMinutes: 5 },
    { titleZh: '正文课', stage: 1, bodyZh: '正文', durationMinutes: 5 },
    { titleZh: '进阶课', stage: 2, bodyZh: '进阶', durationMinutes: 5 },
    { titleZh: '进阶测验', stage: 2, durationMinutes: 5 },
  ],
});

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  const docs = await db
    .insert(documents)
    .values([
      { category: 'guide', series: 'lesson-doc', version: '1.0', publishedAt: new Date() },
      { category: 'guide', series: 'lesson-draft', version: '1.0' },
    ])
    .returning({ id: documents.id });
  publishedDoc = docs[0]!.id;
  draftDoc = docs[1]!.id;
  const staff = await signIn(ctx, { roles: ['admin'] });
  const created = await post('/api/admin/courses', staff.headers, body());
  expect(created.statusCode).toBe(200);
  const id = created.json().result.id;
  const pub = await post(`/api/admin/courses/${id}/publish`, staff.headers, { confirm: true });
  expect(pub.statusCode).toBe(200);
  const course = (await get('/api/college/courses/staged-course')).json().result;
  lessonIds.push(...course.lessons.map((l: { id: number }) => l.id));
  const [exam] = await db
    .insert(exams)
    .values({
      courseId: id,
      lessonId: lessonIds[3]!,
      titleZh: '进阶测验',
      draw: 'fixed',
      questionIds: [],
      timeLimitMinutes: 10,
      passPercent: 50,
      attemptsAllowed: 5,
    })
    .returning({ id: exams.id });
  examId = exam!.id;
});
afterAll(() => ctx.close());

describe('college: stages that require the previous one', () => {
  it('shows the stages and the lock in the catalog', async () => {
    const me = await signIn(ctx);
    const c = (
      await get('/api/college/courses/staged-course', { ...me.headers, 'accept-language': 'en-US' })
    ).json().result;
    expect(c.stages).toEqual([
      {
        number: 1,
        title: 'Start',
        requiresPrevious: false,
        completedLessons: 0,
        totalLessons: 2,
        locked: false,
      },
      {
        number: 2,
        title: 'Next',
        requiresPrevious: true,
        completedLessons: 0,
        totalLessons: 2,
        locked: true,
      },
    ]);
    expect(c.lessons.map((l: { stage: number; locked: boolean }) => [l.stage, l.locked])).toEqual([
      [1, false],
      [1, false],
      [2, true],
      [2, true],
    ]);
    expect(c.lessons[0].hasDocument).toBe(true);
  });

  it('refuses to open or complete a locked lesson with a localised message, then opens it', async () => {
    const me = await signIn(ctx);
    const locked = await get(`/api/college/lessons/${lessonIds[2]}`, {
      ...me.headers,
      'accept-language': 'en-US',
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toContain('stage 1');
    // what the lesson page needs to show the locked state: the course and the stage to finish
    expect(locked.json().result.locked).toMatchObject({ stage: 2, previous: 1 });
    expect(locked.json().result.locked.courseSlug).toEqual(expect.any(String));
    const zh = await post(`/api/college/lessons/${lessonIds[2]}/complete`, {
      ...me.headers,
      'accept-language': 'zh-CN',
    });
    expect(zh.statusCode).toBe(403);
    expect(zh.json().message).toContain('第 1 阶段');
    expect((await post(`/api/college/exams/${examId}/start`, me.headers)).statusCode).toBe(403);

    for (const id of lessonIds.slice(0, 2))
      expect((await post(`/api/college/lessons/${id}/complete`, me.headers)).statusCode).toBe(200);
    expect((await get(`/api/college/lessons/${lessonIds[2]}`, me.headers)).statusCode).toBe(200);
    const done = await post(`/api/college/lessons/${lessonIds[2]}/complete`, me.headers);
    expect(done.statusCode).toBe(200);
    expect(done.json().result.progress).toMatchObject({ completedLessons: 3, percent: 75 });
  });

  it("does not open another learner's locked stage, nor a visitor's", async () => {
    const other = await signIn(ctx);
    expect((await get(`/api/college/lessons/${lessonIds[2]}`, other.headers)).statusCode).toBe(403);
    expect((await post(`/api/college/lessons/${lessonIds[2]}/complete`, other.headers)).statusCode).toBe(403);
    expect((await get(`/api/college/lessons/${lessonIds[2]}`, visitorHeaders())).statusCode).toBe(403);
    expect((await post(`/api/college/lessons/${lessonIds[2]}/complete`, visitorHeaders())).statusCode).toBe(
      401,
    );
    const c = (await get('/api/college/courses/staged-course', other.headers)).json().result;
    expect(c.stages[1].locked).toBe(true);
  });
});

describe('college: document lessons', () => {
  it('shows the published document of a lesson and completes it when marked', async () => {
    const me = await signIn(ctx);
    const lesson = (await get(`/api/college/lessons/${lessonIds[0]}`, me.headers)).json().result;
    expect(lesson.document).toEqual({ id: publishedDoc, format: 'markdown' });
    const done = await post(`/api/college/lessons/${lessonIds[0]}/complete`, me.headers);
    expect(done.statusCode).toBe(200);
  });

  it('refuses a lesson row naming an unknown or unpublished document, or a missing stage', async () => {
    const staff = await signIn(ctx, { roles: ['admin'] });
    const b = body();
    for (const documentId of [draftDoc, 99999999]) {
      const res = await post('/api/admin/courses', staff.headers, {
        ...b,
        slug: `bad-doc-${documentId}`,
        lessons: [b.lessons[1], { ...b.lessons[0], documentId }],
      });
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toContain('lessons.1.documentId');
    }
    const stage = await post('/api/admin/courses', staff.headers, {
      ...b,
      slug: 'bad-stage',
      lessons: [{ ...b.lessons[1], stage: 3 }],
    });
    expect(stage.statusCode).toBe(422);
    expect(JSON.stringify(stage.json())).toContain('lessons.0.stage');
  });

  it('refuses the course console to a user without the course permissions', async () => {
    const user = await signIn(ctx);
    const res = await post('/api/admin/courses', user.headers, { ...body(), slug: 'not-mine' });
    expect(res.statusCode).toBe(403);
  });
});
