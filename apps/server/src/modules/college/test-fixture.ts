import { expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema';
import { createTestApp, requests, type TestContext } from '../../test/harness';
import { seedCollege } from './seed';

export type Headers = Record<string, string>;

/**
 * The set-up of the college API tests: one app per file with the demo college seeded (courses,
 * question bank, exams, study routes), the harness's request helpers and the readers the tests
 * share. Call it at the top of a test file; `setUp` runs after the seed (drafts, extra rows).
 */
export function collegeFixture(setUp?: (ctx: TestContext) => Promise<void>) {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedCollege(ctx.database.db);
    if (setUp) await setUp(ctx);
  }, 180_000);
  afterAll(() => ctx.close());
  const { get, post, send } = requests(() => ctx);

  /** GET /api/college/courses/:slug, expected to answer 200: the course detail. */
  async function course(slug: string, headers: Headers = {}) {
    const res = await get(`/api/college/courses/${slug}`, headers);
    expect(res.statusCode, `course ${slug}`).toBe(200);
    return res.json().result;
  }

  /** The console id of a course by its slug. */
  async function courseId(slug: string): Promise<number> {
    const [row] = await ctx.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, slug));
    return row!.id;
  }

  /** A draft course (never listed or opened by readers). */
  async function draftCourse(slug: string) {
    await ctx.database.db
      .insert(courses)
      .values({ slug, titleZh: '草稿', level: 'beginner', category: 'risc_v' });
  }

  return {
    /** the app and database of this file (after beforeAll) */
    get ctx() {
      return ctx;
    },
    get,
    post,
    send,
    course,
    courseId,
    draftCourse,
  };
}
