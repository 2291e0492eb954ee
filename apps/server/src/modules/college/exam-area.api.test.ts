import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankQuestions } from '../../db/schema';
import { signIn, visitorHeaders } from '../../test/harness';
import { collegeFixture, type Headers } from './test-fixture';

// Quizzes and final exams in the console (issue 20): a tab of the course entry. A course manager
// makes a lesson a quiz and gives a course its final exam; learners then take them.

const fx = collegeFixture();
const { get, post, send } = fx;

const course = {
  slug: 'exam-console-course',
  titleZh: '考试配置课程',
  titleEn: 'Exam console course',
  level: 'beginner',
  category: 'embedded',
  lessons: [
    { titleZh: '第一课', bodyZh: '正文', durationMinutes: 5 },
    { titleZh: '小测验', bodyZh: '检验第一课', durationMinutes: 5 },
    { titleZh: '视频课', videoUrl: '/media/x.mp4', durationMinutes: 5 },
  ],
};

/** A published course made in the console; its id. */
async function publishedCourse(staff: Headers, slug: string): Promise<number> {
  const created = await post('/api/admin/courses', staff, { ...course, slug });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().result.id as number;
  expect((await post(`/api/admin/courses/${id}/publish`, staff, { confirm: true })).statusCode).toBe(200);
  fx.ctx.app.publicCache.clear();
  return id;
}

async function bankIds(category: string, n: number): Promise<number[]> {
  const rows = await fx.ctx.database.db
    .select({ id: bankQuestions.id })
    .from(bankQuestions)
    .where(eq(bankQuestions.category, category))
    .orderBy(bankQuestions.id)
    .limit(n);
  return rows.map((r) => r.id);
}

const quiz = (courseId: number, questionIds: number[]) => ({
  courseId,
  lessonNumber: 2,
  titleZh: '第一课测验',
  titleEn: 'Lesson one quiz',
  draw: 'fixed',
  questionIds,
  timeLimitMinutes: 10,
  passPercent: 60,
  attemptsAllowed: 2,
});

describe('console: quizzes and exams', () => {
  it('refuses visitors and users without the course permissions', async () => {
    const body = quiz(1, [1]);
    expect((await post('/api/admin/exams', visitorHeaders(), body)).statusCode).toBe(401);
    expect((await get('/api/admin/exams', visitorHeaders())).statusCode).toBe(401);
    const user = await signIn(fx.ctx);
    expect((await post('/api/admin/exams', user.headers, body)).statusCode).toBe(403);
    expect((await get('/api/admin/exams', user.headers)).statusCode).toBe(403);
  });

  it('makes a lesson a quiz and gives the course a random final exam, which learners take', async () => {
    const staff = (await signIn(fx.ctx, { roles: ['admin'] })).headers;
    const courseId = await publishedCourse(staff, 'exam-console-a');
    const ids = await bankIds('isa', 4);
    const made = await post('/api/admin/exams', staff, quiz(courseId, ids));
    expect(made.statusCode, made.body).toBe(200);
    const quizId = made.json().result.id as number;
    const final = await post('/api/admin/exams', staff, {
      ...quiz(courseId, []),
      lessonNumber: null,
      titleZh: '结课考试',
      draw: 'random',
      categories: ['vector', 'linux'],
      drawCount: 6,
    });
    expect(final.statusCode, final.body).toBe(200);
    const finalId = final.json().result.id as number;

    // the form reads back what it saved; the list names the course and the lesson
    const item = (await get(`/api/admin/exams/${quizId}`, staff)).json().result.body;
    expect(item).toMatchObject({ courseId, lessonNumber: 2, draw: 'fixed', questionIds: ids });
    const list = (await get(`/api/admin/exams?courseId=${courseId}`, staff)).json().result;
    expect(list.total).toBe(2);
    expect(list.items).toContainEqual(
      expect.objectContaining({ id: quizId, courseTitle: '考试配置课程', lessonNumber: 2, draw: 'fixed' }),
    );
    expect(list.items).toContainEqual(expect.objectContaining({ id: finalId, lessonNumber: null }));

    // the learner's catalog shows the quiz lesson and the final exam
    const me = await signIn(fx.ctx);
    const c = (await get('/api/college/courses/exam-console-a', me.headers)).json().result;
    expect(c.lessons.map((l: { examId: number | null }) => l.examId)).toEqual([null, quizId, null]);
    expect(c.finalExamId).toBe(finalId);
    const q = (await post(`/api/college/exams/${quizId}/start`, me.headers)).json().result;
    expect(q.questions.map((x: { id: number }) => x.id)).toEqual(ids);
    const f = await post(`/api/college/exams/${finalId}/start`, me.headers);
    expect(f.statusCode).toBe(200);
    const drawn: number[] = f.json().result.questions.map((x: { id: number }) => x.id);
    expect(drawn).toHaveLength(6);
    const cats = await fx.ctx.database.db
      .select({ category: bankQuestions.category })
      .from(bankQuestions)
      .where(inArray(bankQuestions.id, drawn));
    expect(cats.every((r) => r.category === 'vector' || r.category === 'linux')).toBe(true);

    // an exam learners have taken stays with their results
    const del = await send('DELETE', `/api/admin/exams/${quizId}`, { ...staff, 'accept-language': 'en-US' });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Learners have taken this exam: it is kept with their results');
  });

  it('names the field of what the course, the bank or the form does not allow, in the reader language', async () => {
    const staff = (await signIn(fx.ctx, { roles: ['admin'] })).headers;
    const en = { ...staff, 'accept-language': 'en-US' };
    const courseId = await publishedCourse(staff, 'exam-console-b');
    const ids = await bankIds('isa', 2);
    const cases: [Record<string, unknown>, string, string | null][] = [
      [{ courseId: 99999999 }, 'courseId', 'Course 99999999 does not exist'],
      [{ lessonNumber: 9 }, 'lessonNumber', 'The course has no lesson 9'],
      [{ lessonNumber: 3 }, 'lessonNumber', 'Lesson 3 is a video or document lesson and cannot be a quiz'],
      [{ questionIds: [99999999] }, 'questionIds', 'Question 99999999 is not in the question bank'],
      [{ questionIds: [ids[0], ids[0]] }, 'questionIds', 'A question can be in an exam only once'],
      [{ questionIds: [] }, 'questionIds', 'A fixed exam needs at least one question of the bank'],
      [{ draw: 'random', categories: [], drawCount: 3 }, 'categories', null],
      [{ draw: 'random', categories: ['isa'], drawCount: 0 }, 'drawCount', null],
      [{ draw: 'random', categories: ['isa'], drawCount: 100 }, 'drawCount', null],
      [{ passPercent: 0 }, 'passPercent', null],
      [{ attemptsAllowed: 'x' }, 'attemptsAllowed', null],
    ];
    for (const [over, field, message] of cases) {
      const res = await post('/api/admin/exams', en, { ...quiz(courseId, ids), ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().result.fields[0].field, JSON.stringify(over)).toBe(field);
      if (message) expect(res.json().result.fields[0].message).toBe(message);
    }
    const zh = await post('/api/admin/exams', staff, { ...quiz(courseId, ids), lessonNumber: 9 });
    expect(zh.json().result.fields[0].message).toBe('该课程没有第 9 课');

    // one quiz a lesson: a second is refused, the first edited in place
    const first = await post('/api/admin/exams', staff, quiz(courseId, ids));
    expect(first.statusCode).toBe(200);
    const id = first.json().result.id as number;
    const second = await post('/api/admin/exams', en, quiz(courseId, ids));
    expect(second.json().result.fields[0]).toEqual({
      field: 'lessonNumber',
      message: 'Lesson 2 already has a quiz',
    });
    const edited = await send('PUT', `/api/admin/exams/${id}`, staff, {
      ...quiz(courseId, ids),
      passPercent: 80,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await get(`/api/admin/exams/${id}`, staff)).json().result.body.passPercent).toBe(80);
    // not yet taken: it can go
    expect((await send('DELETE', `/api/admin/exams/${id}`, staff)).statusCode).toBe(200);
  });
});
