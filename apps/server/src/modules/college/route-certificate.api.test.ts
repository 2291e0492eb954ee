import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  courseLessons,
  courseProgress,
  courses,
  exams,
  studyRouteCourses,
  studyRoutes,
} from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { issueIfComplete, newCertificateId } from './certificates';
import { seedCollege } from './seed';

let ctx: TestContext;
type Headers = Record<string, string>;
let courseIds: number[] = [];
let routeSeq = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCollege(ctx.database.db);
  // published courses with lessons and no exam at all: complete when every lesson is
  const rows = await ctx.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        sql`${courses.publishedAt} is not null`,
        notExists(ctx.database.db.select().from(exams).where(eq(exams.courseId, courses.id))),
        sql`exists (select 1 from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})`,
      ),
    )
    .limit(3);
  courseIds = rows.map((r) => r.id);
}, 180_000);
afterAll(() => ctx.close());

const get = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

/** A published route of the given courses: its id and slug. */
async function route(ids: number[]) {
  const slug = `rc-route-${++routeSeq}`;
  const [r] = await ctx.database.db
    .insert(studyRoutes)
    .values({
      slug,
      titleZh: `证书路线${routeSeq}`,
      titleEn: `Cert route ${routeSeq}`,
      publishedAt: new Date(),
    })
    .returning({ id: studyRoutes.id });
  await ctx.database.db
    .insert(studyRouteCourses)
    .values(ids.map((courseId, i) => ({ routeId: r!.id, courseId, position: i + 1 })));
  return { id: r!.id, slug };
}

/** Records every lesson of the course complete for the user, but the last when `butLast`. */
async function progress(userId: string, courseId: number, butLast = false) {
  const lessons = await ctx.database.db
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(courseLessons.position);
  const list = butLast ? lessons.slice(0, -1) : lessons;
  if (list.length)
    await ctx.database.db
      .insert(courseProgress)
      .values(list.map((l) => ({ userId, lessonId: l.id, courseId })))
      .onConflictDoNothing();
}

const routeCerts = (userId: string, routeId: number) =>
  ctx.database.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.routeId, routeId)));

describe('route certificates', () => {
  it('has exam-free courses to build routes of', () => {
    expect(courseIds.length).toBeGreaterThanOrEqual(2);
  });

  it('is issued once when the last course completes, verifies, downloads and revokes', async () => {
    const me = await signIn(ctx);
    const r = await route(courseIds.slice(0, 2));
    await progress(me.userId, courseIds[0]!);
    expect(await issueIfComplete(ctx.database.db, me.userId, courseIds[0]!)).toBeTruthy();
    expect(await routeCerts(me.userId, r.id)).toHaveLength(0);
    let detail = (await get(`/api/college/routes/${r.slug}`, me.headers)).json().result;
    expect(detail.certificateId).toBeNull();
    await progress(me.userId, courseIds[1]!);
    expect(await issueIfComplete(ctx.database.db, me.userId, courseIds[1]!)).toBeTruthy();
    const certs = await routeCerts(me.userId, r.id);
    expect(certs).toHaveLength(1);
    const id = certs[0]!.id;
    detail = (await get(`/api/college/routes/${r.slug}`, me.headers)).json().result;
    expect(detail.certificateId).toBe(id);
    expect((await get(`/api/college/routes/${r.slug}`)).json().result.certificateId).toBeNull();

    const v = (await get(`/api/college/certificates/${id}/verify`)).json().result;
    expect(v).toMatchObject({
      id,
      kind: 'route',
      status: 'valid',
      subject: { slug: r.slug, titleZh: `证书路线${routeSeq}`, titleEn: `Cert route ${routeSeq}` },
    });
    expect((await get(`/api/college/certificates/${id}`, me.headers)).json().result.kind).toBe('route');
    const mine = (await get('/api/college/certificates/mine', me.headers)).json().result;
    expect(mine.map((c: { kind: string }) => c.kind).sort()).toEqual(['course', 'course', 'route']);
    const pdf = await get(`/api/college/certificates/${id}/pdf`, me.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // completing again issues nothing more
    await issueIfComplete(ctx.database.db, me.userId, courseIds[0]!);
    expect(await routeCerts(me.userId, r.id)).toHaveLength(1);

    const staff = await signIn(ctx, { roles: ['admin'] });
    // the console's certificates list names the route where a course certificate names its course
    const listed = (await get(`/api/admin/certificates?q=${id}`, staff.headers)).json().result.items;
    expect(listed).toMatchObject([{ id, courseTitle: `证书路线${routeSeq}`, status: 'valid' }]);
    const rv = await post(`/api/admin/certificates/${id}/revoke`, staff.headers, { reason: 'fraud' });
    expect(rv.statusCode).toBe(200);
    const after = (await get(`/api/college/certificates/${id}/verify`)).json().result;
    expect(after).toMatchObject({ kind: 'route', status: 'revoked', revokedReason: 'fraud' });
  }, 60_000);

  it('is issued exactly once when the final lessons of two courses complete concurrently', async () => {
    const me = await signIn(ctx);
    const r = await route(courseIds.slice(0, 2));
    await Promise.all([progress(me.userId, courseIds[0]!), progress(me.userId, courseIds[1]!)]);
    await Promise.all([
      issueIfComplete(ctx.database.db, me.userId, courseIds[0]!),
      issueIfComplete(ctx.database.db, me.userId, courseIds[1]!),
      issueIfComplete(ctx.database.db, me.userId, courseIds[1]!),
    ]);
    expect(await routeCerts(me.userId, r.id)).toHaveLength(1);
  }, 60_000);

  it('is not issued while a course of the route is incomplete', async () => {
    const me = await signIn(ctx);
    const r = await route(courseIds.slice(0, 2));
    await progress(me.userId, courseIds[0]!);
    await progress(me.userId, courseIds[1]!, true);
    await issueIfComplete(ctx.database.db, me.userId, courseIds[0]!);
    expect(await issueIfComplete(ctx.database.db, me.userId, courseIds[1]!)).toBeNull();
    expect(await routeCerts(me.userId, r.id)).toHaveLength(0);
    expect(
      await ctx.database.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, me.userId), isNull(certificates.courseId))),
    ).toHaveLength(0);
  }, 60_000);

  it('refuses a row with both or neither of course and route', async () => {
    const me = await signIn(ctx);
    const r = await route(courseIds.slice(0, 1));
    const row = { userId: me.userId, holderName: 'x' };
    await expect(
      ctx.database.db
        .insert(certificates)
        .values({ ...row, id: newCertificateId(), courseId: courseIds[0]!, routeId: r.id }),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.insert(certificates).values({ ...row, id: newCertificateId() }),
    ).rejects.toThrow();
  });
});
