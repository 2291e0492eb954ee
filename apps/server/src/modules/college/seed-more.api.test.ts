import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import { bankQuestions, courseLessons } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { createTestApp, signIn, type TestContext } from '../../test/harness';

// The college's demo data (issue 20): 12 courses in both languages, 3 study routes, 150 bank
// questions, staged courses whose later stages require the earlier ones, and document lessons.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database.db);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('college demo data', () => {
  it('has 12 courses, 3 study routes and at least 150 bank questions, in both languages', async () => {
    const zh = (await get('/api/college/courses?pageSize=50')).json().result;
    const en = (await get('/api/college/courses?pageSize=50', { 'accept-language': 'en-US' })).json().result;
    expect(zh.total).toBe(12);
    expect(en.items.every((c: { title: string }, i: number) => c.title !== zh.items[i].title)).toBe(true);
    // every course has its teachers (named in each language) and tags
    for (const [i, c] of (en.items as { teachers: { name: string }[]; tags: string[] }[]).entries()) {
      expect(c.teachers.length).toBeGreaterThan(0);
      expect(c.tags.length).toBeGreaterThan(0);
      expect(c.teachers[0]!.name).not.toBe(zh.items[i].teachers[0].name);
    }
    expect((await get('/api/college/routes')).json().result).toHaveLength(3);
    const questions = await ctx.database.db.select({ stem: bankQuestions.stemZh }).from(bankQuestions);
    expect(questions.length).toBeGreaterThanOrEqual(150);
    // no two questions read the same
    expect(new Set(questions.map((q) => q.stem)).size).toBe(questions.length);
  });

  it('has staged courses with locks and document lessons from the document centre', async () => {
    const me = await signIn(ctx);
    const c = (await get('/api/college/courses/opensbi-uboot-boot-flow', me.headers)).json().result;
    expect(c.stages.map((s: { locked: boolean }) => s.locked)).toEqual([false, true, true]);
    const docLessons = await ctx.database.db
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(isNotNull(courseLessons.documentId));
    expect(docLessons.length).toBe(9);
    const docLesson = c.lessons.find((l: { hasDocument: boolean }) => l.hasDocument);
    const lesson = (await get(`/api/college/lessons/${docLesson.id}`, me.headers)).json().result;
    expect(lesson.document).toMatchObject({ format: 'markdown' });
    const doc = await get(`/api/documents/${lesson.document.id}`);
    expect(doc.statusCode).toBe(200);
  });

  it('gives every demo course a catalog: stages, video, document and quiz lessons', async () => {
    const list = (await get('/api/college/courses?pageSize=50')).json().result.items;
    const kinds = { document: 0, quiz: 0 };
    for (const item of list as { slug: string }[]) {
      const c = (await get(`/api/college/courses/${item.slug}`)).json().result;
      expect(c.stages.length, item.slug).toBeGreaterThanOrEqual(2);
      expect(c.lessons.length, item.slug).toBeGreaterThanOrEqual(3);
      for (const s of c.stages) expect(s.totalLessons, item.slug).toBeGreaterThan(0);
      if (c.lessons.some((l: { hasDocument: boolean }) => l.hasDocument)) kinds.document++;
      if (c.lessons.some((l: { examId: number | null }) => l.examId !== null)) kinds.quiz++;
    }
    expect(kinds.document).toBeGreaterThanOrEqual(8);
    expect(kinds.quiz).toBe(3);
  });
});
