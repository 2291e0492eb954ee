import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseEnrolments, courses } from '../../db/schema';
import { signIn, visitorHeaders } from '../../test/harness';
import { collegeFixture } from './test-fixture';

// Enrolment (issue 20): one click, idempotent, one row under concurrency, implicit on completion.

const fx = collegeFixture(async () => fx.draftCourse('draft-enrol'));
const { get, course } = fx;
const enroll = (slug: string, headers: Record<string, string>) =>
  fx.post(`/api/college/courses/${slug}/enroll`, headers);

async function rowsOf(userId: string, slug: string) {
  const [c] = await fx.ctx.database.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
  return fx.ctx.database.db
    .select()
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, c!.id)));
}

describe('college: enrolment', () => {
  it('refuses a visitor (401) and answers 404 for unknown or draft courses', async () => {
    expect((await enroll('riscv-isa-basics', visitorHeaders())).statusCode).toBe(401);
    const me = await signIn(fx.ctx);
    expect((await enroll('no-such-course', me.headers)).statusCode).toBe(404);
    expect((await enroll('draft-enrol', me.headers)).statusCode).toBe(404);
  });

  it('enrols once: twice answers 200 with the same enrolment', async () => {
    const me = await signIn(fx.ctx);
    const before = (await course('riscv-gnu-toolchain')).learners as number;
    const first = await enroll('riscv-gnu-toolchain', me.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ enrolled: true, learners: before + 1 });
    const again = await enroll('riscv-gnu-toolchain', me.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual(first.json().result);
    expect(await rowsOf(me.userId, 'riscv-gnu-toolchain')).toHaveLength(1);
  });

  it('makes one row of 10 concurrent enrols, and learners grows by one', async () => {
    const me = await signIn(fx.ctx);
    const before = (await course('riscv-vector-ai')).learners as number;
    const all = await Promise.all(Array.from({ length: 10 }, () => enroll('riscv-vector-ai', me.headers)));
    expect(all.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(all.map((r) => r.json().result.enrolledAt)).size).toBe(1);
    expect(await rowsOf(me.userId, 'riscv-vector-ai')).toHaveLength(1);
    expect((await course('riscv-vector-ai')).learners).toBe(before + 1);
  });

  it('enrols implicitly when a lesson is completed', async () => {
    const me = await signIn(fx.ctx);
    const c = await course('riscv-isa-basics', me.headers);
    expect(c).toMatchObject({ enrolled: false, enrolledAt: null });
    const res = await fx.ctx.app.inject({
      method: 'POST',
      url: `/api/college/lessons/${c.lessons[0].id}/complete`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(me.userId, 'riscv-isa-basics')).toHaveLength(1);
    const after = await course('riscv-isa-basics', me.headers);
    expect(after.enrolled).toBe(true);
    expect(after.learners).toBe(c.learners + 1);
  });

  it('enrols implicitly when an exam is started', async () => {
    const me = await signIn(fx.ctx);
    const c = await course('riscv-privileged-basics', me.headers);
    const quiz = c.lessons.find((l: { examId: number | null }) => l.examId !== null);
    expect(c.enrolled).toBe(false);
    const res = await fx.ctx.app.inject({
      method: 'POST',
      url: `/api/college/exams/${quiz.examId}/start`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(me.userId, 'riscv-privileged-basics')).toHaveLength(1);
  });

  it('lists an enrolled course with no progress in my courses, and shows enrolment only to its learner', async () => {
    const me = await signIn(fx.ctx);
    const other = await signIn(fx.ctx);
    const enrolled = (await enroll('xuantie-c906-bringup', me.headers)).json().result;
    const mine = (await get('/api/college/my/courses', me.headers)).json().result;
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({
      slug: 'xuantie-c906-bringup',
      progress: { completedLessons: 0, percent: 0 },
    });
    const done = (await get('/api/college/my/courses?state=completed', me.headers)).json().result;
    expect(done.total).toBe(0);
    expect(await course('xuantie-c906-bringup', me.headers)).toMatchObject({
      enrolled: true,
      enrolledAt: enrolled.enrolledAt,
    });
    expect(await course('xuantie-c906-bringup', other.headers)).toMatchObject({
      enrolled: false,
      enrolledAt: null,
    });
    expect(await course('xuantie-c906-bringup')).toMatchObject({ enrolled: false, enrolledAt: null });
  });

  it("lists learners with the lessons they finished in the console's course area, for course staff only", async () => {
    const me = await signIn(fx.ctx);
    const c = await course('riscv-gnu-toolchain', me.headers);
    expect((await enroll('riscv-gnu-toolchain', me.headers)).statusCode).toBe(200);
    const lesson = c.lessons.find(
      (l: { examId: number | null; hasVideo: boolean }) => !l.examId && !l.hasVideo,
    );
    expect(lesson).toBeDefined();
    const r = await fx.ctx.app.inject({
      method: 'POST',
      url: `/api/college/lessons/${lesson!.id}/complete`,
      headers: me.headers,
    });
    expect(r.statusCode).toBe(200);
    const manager = await signIn(fx.ctx, { roles: ['course_manager'] });
    const [row] = await rowsOf(me.userId, 'riscv-gnu-toolchain');
    const list = await get(`/api/admin/courseEnrolments?q=${encodeURIComponent(c.title)}`, manager.headers);
    expect(list.statusCode).toBe(200);
    const item = list.json().result.items.find((i: { id: number }) => i.id === row!.id);
    expect(item).toMatchObject({
      courseTitle: c.title,
      lessonsDone: 1,
      lessonCount: c.lessons.length,
    });
    expect(item.lastStudiedAt).not.toBeNull();
    const csv = await get('/api/admin/courseEnrolments/export', manager.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(c.title);
    expect((await get('/api/admin/courseEnrolments', me.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/courseEnrolments', visitorHeaders())).statusCode).toBe(401);
    expect((await get(`/api/admin/courseEnrolments/${row!.id}`, manager.headers)).statusCode).toBe(200);
    expect((await get('/api/admin/courseEnrolments/99999999', manager.headers)).statusCode).toBe(404);
  });
});
