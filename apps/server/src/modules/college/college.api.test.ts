import { describe, expect, it } from 'vitest';
import { signIn, visitorHeaders } from '../../test/harness';
import { collegeFixture } from './test-fixture';

// a draft that must never be listed or opened
const fx = collegeFixture(async () => fx.draftCourse('draft-course'));
const { get, post } = fx;
const firstCourse = (headers: Record<string, string> = {}) => fx.course('riscv-isa-basics', headers);

describe('college: reading', () => {
  it('lists published courses to a visitor, filtered and paged', async () => {
    const all = (await get('/api/college/courses?pageSize=50')).json().result;
    expect(all.total).toBe(6);
    expect(all.items.map((c: { slug: string }) => c.slug)).not.toContain('draft-course');
    expect(all.items[0]).toMatchObject({ slug: 'riscv-isa-basics', lessonCount: 5, totalMinutes: 75 });
    const linux = (await get('/api/college/courses?category=linux')).json().result;
    expect(linux.items.map((c: { slug: string }) => c.slug)).toEqual(['riscv-linux-porting']);
    const adv = (await get('/api/college/courses?level=advanced&pageSize=1&page=2')).json().result;
    expect(adv).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(adv.items).toHaveLength(1);
  });

  it('answers 422 for unknown filters and 404 for unknown or draft courses', async () => {
    expect((await get('/api/college/courses?level=expert')).statusCode).toBe(422);
    expect((await get(`/api/college/courses?category=${'x'.repeat(5000)}`)).statusCode).toBe(422);
    expect((await get('/api/college/courses/draft-course')).statusCode).toBe(404);
    expect((await get('/api/college/courses/nope')).statusCode).toBe(404);
    expect((await get(`/api/college/courses/${'a'.repeat(70)}`)).statusCode).toBe(422);
    expect((await get('/api/college/lessons/0')).statusCode).toBe(422);
    expect((await get('/api/college/lessons/99999999')).statusCode).toBe(404);
  });

  it('shows a course outline without progress to a visitor, in English when asked', async () => {
    const c = await firstCourse({ 'accept-language': 'en-US' });
    expect(c.title).toBe('RISC-V ISA fundamentals');
    expect(c.progress).toBeNull();
    expect(c.lessons.map((l: { position: number }) => l.position)).toEqual([1, 2, 3, 4, 5]);
    expect(c.lessons[0].completed).toBeNull();
    const lesson = (await get(`/api/college/lessons/${c.lessons[1].id}`)).json().result;
    expect(lesson).toMatchObject({ prevLessonId: c.lessons[0].id, nextLessonId: c.lessons[2].id });
    expect(lesson.html).toContain('<code>');
  });

  it('lists study routes and shows one with its courses in order', async () => {
    const routes = (await get('/api/college/routes')).json().result;
    expect(routes).toHaveLength(2);
    expect(routes[0]).toMatchObject({ slug: 'riscv-embedded-developer', courseCount: 3 });
    const r = (await get('/api/college/routes/riscv-linux-porting')).json().result;
    expect(r.courses.map((c: { slug: string }) => c.slug)).toEqual([
      'riscv-isa-basics',
      'riscv-gnu-toolchain',
      'riscv-linux-porting',
    ]);
    expect(r.progress).toBeNull();
    expect((await get('/api/college/routes/none')).statusCode).toBe(404);
  });
});

describe('college: progress', () => {
  it('needs a login to mark a lesson or read my courses', async () => {
    const c = await firstCourse();
    expect(
      (await post(`/api/college/lessons/${c.lessons[0].id}/complete`, visitorHeaders())).statusCode,
    ).toBe(401);
    expect((await get('/api/college/my/courses')).statusCode).toBe(401);
  });

  it('marks lessons idempotently and shows progress only to its owner', async () => {
    const me = await signIn(fx.ctx);
    const other = await signIn(fx.ctx);
    const c = await firstCourse(me.headers);
    expect(c.progress).toMatchObject({ completedLessons: 0, percent: 0, nextLessonId: c.lessons[0].id });

    for (let i = 0; i < 2; i++) {
      const res = await post(`/api/college/lessons/${c.lessons[0].id}/complete`, me.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.progress).toMatchObject({ completedLessons: 1, totalLessons: 5, percent: 20 });
    }
    const mine = await firstCourse(me.headers);
    expect(mine.lessons[0].completed).toBe(true);
    expect(mine.progress.nextLessonId).toBe(c.lessons[1].id);
    expect(mine.learners).toBe(1);

    // another user sees their own (empty) progress, never mine
    const theirs = await firstCourse(other.headers);
    expect(theirs.progress.completedLessons).toBe(0);
    expect(theirs.lessons[0].completed).toBe(false);
    const theirCourses = (await get('/api/college/my/courses', other.headers)).json().result;
    expect(theirCourses.total).toBe(0);

    const inProgress = (await get('/api/college/my/courses', me.headers)).json().result;
    expect(inProgress.items.map((x: { slug: string }) => x.slug)).toEqual(['riscv-isa-basics']);
    for (const l of c.lessons) await post(`/api/college/lessons/${l.id}/complete`, me.headers);
    const done = (await get('/api/college/my/courses?state=completed', me.headers)).json().result;
    expect(done.items[0]).toMatchObject({
      slug: 'riscv-isa-basics',
      progress: { percent: 100, nextLessonId: null },
    });
    expect((await get('/api/college/my/courses', me.headers)).json().result.total).toBe(0);

    // the route counts the finished course and points at the next course's first lesson
    const route = (await get('/api/college/routes/riscv-embedded-developer', me.headers)).json().result;
    expect(route.progress).toMatchObject({ completedLessons: 5, totalLessons: 15 });
    expect(route.nextCourseSlug).toBe('xuantie-c906-bringup');
  });

  it('answers 404 when marking a lesson that does not exist', async () => {
    const me = await signIn(fx.ctx);
    expect((await post('/api/college/lessons/99999999/complete', me.headers)).statusCode).toBe(404);
    expect((await post('/api/college/lessons/abc/complete', me.headers)).statusCode).toBe(422);
  });
});

describe('college: console course area', () => {
  const body = {
    slug: 'new-course',
    titleZh: '新课程',
    level: 'beginner',
    category: 'embedded',
    lessons: [{ titleZh: '第一课', bodyZh: '正文 <script>alert(1)</script>', durationMinutes: 5 }],
  };

  it('refuses visitors and users without the course permissions', async () => {
    expect((await post('/api/admin/courses', visitorHeaders(), body)).statusCode).toBe(401);
    const user = await signIn(fx.ctx);
    expect((await post('/api/admin/courses', user.headers, body)).statusCode).toBe(403);
  });

  it('creates a course with lesson rows, validates the rows and keeps progress when a lesson is edited', async () => {
    const staff = await signIn(fx.ctx, { roles: ['admin'] });
    const bad = await post('/api/admin/courses', staff.headers, { ...body, lessons: [{ titleZh: '' }] });
    expect(bad.statusCode).toBe(422);
    const none = await post('/api/admin/courses', staff.headers, { ...body, lessons: [] });
    expect(none.statusCode).toBe(422);
    const created = await post('/api/admin/courses', staff.headers, body);
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id;
    const item = (await get(`/api/admin/courses/${id}`, staff.headers)).json().result;
    expect(JSON.stringify(item)).toContain('第一课');
    // not public before it is published
    expect((await get('/api/college/courses/new-course')).statusCode).toBe(404);
  });

  it("keeps a learner's progress when the published course's lessons are rewritten", async () => {
    const staff = await signIn(fx.ctx, { roles: ['admin'] });
    const learner = await signIn(fx.ctx);
    const c = await firstCourse();
    await post(`/api/college/lessons/${c.lessons[0].id}/complete`, learner.headers);
    const current = (await get(`/api/admin/courses/${c.id}`, staff.headers)).json().result.body;
    const lessons = [{ ...current.lessons[0], titleZh: '为什么选择 RISC-V' }, ...current.lessons.slice(1, 3)];
    const put = await fx.ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/courses/${c.id}`,
      headers: staff.headers,
      payload: { ...current, lessons },
    });
    expect(put.statusCode).toBe(200);
    // a published course keeps its live lessons until the draft is published
    expect((await firstCourse()).lessonCount).toBe(5);
    const pub = await post(`/api/admin/courses/${c.id}/publish`, staff.headers, { confirm: true });
    expect(pub.statusCode).toBe(200);
    fx.ctx.app.publicCache.clear();
    const after = await firstCourse(learner.headers);
    expect(after.lessonCount).toBe(3);
    expect(after.lessons[0]).toMatchObject({
      id: c.lessons[0].id,
      title: '为什么选择 RISC-V',
      completed: true,
    });
    expect(after.progress).toMatchObject({ completedLessons: 1, totalLessons: 3, percent: 33 });
  });
});
