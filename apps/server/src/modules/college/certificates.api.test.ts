import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankQuestions, certificates, courseProgress } from '../../db/schema';
import { signIn, visitorHeaders } from '../../test/harness';
import { issueIfComplete } from './certificates';
import { collegeFixture, type Headers } from './test-fixture';

const fx = collegeFixture();
const { get, post, course } = fx;

/** Passes the quiz of the privileged course with the right answers (read from the bank). */
async function passQuiz(h: Headers, examId: number) {
  const s = (await post(`/api/college/exams/${examId}/start`, h)).json().result;
  const answers = [];
  for (const q of s.questions as { id: number }[]) {
    const [row] = await fx.ctx.database.db.select().from(bankQuestions).where(eq(bankQuestions.id, q.id));
    answers.push(
      row!.type === 'fill_in'
        ? { questionId: q.id, text: row!.accepted[0] }
        : { questionId: q.id, choices: row!.options.flatMap((o, i) => (o.correct ? [i] : [])) },
    );
  }
  const res = await post(`/api/college/exam-attempts/${s.attemptId}/submit`, h, { answers });
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

/** A learner who finished the privileged course by passing its quiz: their certificate id. */
async function certified() {
  const me = await signIn(fx.ctx);
  const c = await course('riscv-privileged-basics', me.headers);
  for (const l of c.lessons.slice(0, 2)) {
    const r = (await post(`/api/college/lessons/${l.id}/complete`, me.headers)).json().result;
    expect(r.certificateId).toBeNull();
  }
  const result = await passQuiz(me.headers, c.lessons[2].examId);
  expect(result.passed).toBe(true);
  expect(result.certificateId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  return { me, id: result.certificateId as string, course: c };
}

describe('certificates', () => {
  it("is issued when the quiz completes the course, and is the holder's to read and download", async () => {
    const { me, id } = await certified();
    const other = await signIn(fx.ctx);
    const mine = (await get('/api/college/certificates/mine', me.headers)).json().result;
    expect(mine.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await get('/api/college/certificates/mine')).statusCode).toBe(401);
    expect((await get(`/api/college/certificates/${id}`, me.headers)).json().result).toMatchObject({
      status: 'valid',
      subject: { slug: 'riscv-privileged-basics', titleZh: 'RISC-V 特权架构入门' },
    });
    expect((await get(`/api/college/certificates/${id}`)).statusCode).toBe(401);
    expect((await get(`/api/college/certificates/${id}`, other.headers)).statusCode).toBe(403);
    const pdf = await get(`/api/college/certificates/${id}/pdf`, me.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('FontFile');
    expect((await get(`/api/college/certificates/${id}/pdf`)).statusCode).toBe(401);
    expect((await get(`/api/college/certificates/${id}/pdf`, other.headers)).statusCode).toBe(403);
  }, 60_000);

  it('verifies publicly with a QR code; unknown ids are 404 and malformed ones 422', async () => {
    const { id } = await certified();
    const v = await get(`/api/college/certificates/${id}/verify`);
    expect(v.statusCode).toBe(200);
    expect(v.json().result).toMatchObject({ id, status: 'valid', revokedReason: null });
    expect(v.json().result.userId).toBeUndefined();
    const qr = await get(`/api/college/certificates/${id}/qr`);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('<svg');
    expect((await get(`/api/college/certificates/${'A'.repeat(22)}/verify`)).statusCode).toBe(404);
    expect((await get('/api/college/certificates/short/verify')).statusCode).toBe(422);
  });

  it('is revoked by staff with a reason and then verifies as revoked', async () => {
    const { me, id } = await certified();
    const url = `/api/admin/certificates/${id}/revoke`;
    expect((await post(url, visitorHeaders(), { reason: 'x' })).statusCode).toBe(401);
    expect((await post(url, me.headers, { reason: 'x' })).statusCode).toBe(403);
    const staff = await signIn(fx.ctx, { roles: ['admin'] });
    expect((await post(url, staff.headers, { reason: '' })).statusCode).toBe(422);
    const res = await post(url, staff.headers, { reason: '考试作弊' });
    expect(res.statusCode).toBe(200);
    const v = (await get(`/api/college/certificates/${id}/verify`)).json().result;
    expect(v).toMatchObject({ status: 'revoked', revokedReason: '考试作弊' });
    expect((await post(url, staff.headers, { reason: 'again' })).statusCode).toBe(409);
    // the console's certificates list shows it revoked, with the reason; course staff read it
    const list = await get(`/api/admin/certificates?status=revoked&q=${id}`, staff.headers);
    expect(list.json().result.items).toEqual([
      expect.objectContaining({ id, status: 'revoked', revokedReason: '考试作弊' }),
    ]);
    expect((await get('/api/admin/certificates', me.headers)).statusCode).toBe(403);
    const manager = await signIn(fx.ctx, { roles: ['course_manager'] });
    expect((await get('/api/admin/certificates', manager.headers)).statusCode).toBe(200);
    const results = await get('/api/admin/examResults?passed=true', manager.headers);
    expect(results.statusCode).toBe(200);
    expect((await get('/api/admin/examResults', me.headers)).statusCode).toBe(403);
    expect(
      (await post(`/api/admin/certificates/${'B'.repeat(22)}/revoke`, staff.headers, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('is issued exactly once under concurrent completion', async () => {
    const me = await signIn(fx.ctx);
    const c = await course('riscv-gnu-toolchain', me.headers);
    await Promise.all(
      c.lessons.map((l: { id: number }) => post(`/api/college/lessons/${l.id}/complete`, me.headers)),
    );
    const ids = await Promise.all(
      Array.from({ length: 6 }, () => issueIfComplete(fx.ctx.database.db, me.userId, c.id)),
    );
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeTruthy();
    const rows = await fx.ctx.database.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, me.userId), eq(certificates.courseId, c.id)));
    expect(rows).toHaveLength(1);
  });

  it('waits for the final exam where the course has one', async () => {
    const me = await signIn(fx.ctx);
    const c = await course('riscv-isa-basics', me.headers);
    expect(c.finalExamId).toBeTypeOf('number');
    for (const l of c.lessons) {
      const r = (await post(`/api/college/lessons/${l.id}/complete`, me.headers)).json().result;
      expect(r.certificateId).toBeNull();
    }
    const done = await fx.ctx.database.db
      .select()
      .from(courseProgress)
      .where(eq(courseProgress.userId, me.userId));
    expect(done).toHaveLength(c.lessons.length);
    const result = await passQuiz(me.headers, c.finalExamId);
    expect(result.total).toBe(10);
    expect(result.certificateId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
