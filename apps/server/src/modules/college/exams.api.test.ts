import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankQuestions, examAttempts, exams, questionVersions } from '../../db/schema';
import { signIn, visitorHeaders } from '../../test/harness';
import { collegeFixture, type Headers } from './test-fixture';

const fx = collegeFixture();
const { get, post, course } = fx;

const quizCourse = (h: Headers = {}) => course('riscv-privileged-basics', h);

/** The right answer of a bank question, read from the database as only the server can. */
async function rightAnswer(id: number) {
  const [q] = await fx.ctx.database.db.select().from(bankQuestions).where(eq(bankQuestions.id, id));
  return q!.type === 'fill_in'
    ? { questionId: id, text: `  ${q!.accepted[0]!.toUpperCase()} ` }
    : { questionId: id, choices: q!.options.flatMap((o, i) => (o.correct ? [i] : [])) };
}

/** An exam over the given bank questions, fixed, for the privileged course's final exam slot. */
async function makeExam(questionIds: number[], over: Partial<typeof exams.$inferInsert> = {}) {
  const c = await quizCourse();
  const [row] = await fx.ctx.database.db
    .insert(exams)
    .values({
      courseId: c.id,
      titleZh: '测试考试',
      draw: 'fixed',
      questionIds,
      timeLimitMinutes: 10,
      passPercent: 50,
      attemptsAllowed: 5,
      lessonId: null,
      ...over,
    })
    .returning({ id: exams.id });
  return row!.id;
}

async function questionsOfEachType() {
  const all = await fx.ctx.database.db.select().from(bankQuestions);
  const of = (t: string) => all.find((q) => q.type === t)!;
  return [of('single'), of('multiple'), of('true_false'), of('fill_in')];
}

describe('question bank (console)', () => {
  it('refuses visitors and plain users, and lists 150 seeded questions to staff as questionBank.list', async () => {
    expect((await get('/api/admin/questionBank', visitorHeaders())).statusCode).toBe(401);
    const user = await signIn(fx.ctx);
    expect((await get('/api/admin/questionBank', user.headers)).statusCode).toBe(403);
    const staff = await signIn(fx.ctx, { roles: ['admin'] });
    const all = (await get('/api/admin/questionBank?pageSize=10', staff.headers)).json().result;
    expect(all.total).toBe(150);
    const vector = (await get('/api/admin/questionBank?category=vector&type=fill_in', staff.headers)).json();
    expect(vector.result.total).toBeGreaterThan(0);
    const spec = (await get('/api/docs/json')).json();
    expect(JSON.stringify(spec)).toContain('"questionBank.list"');
  });

  it('refuses options that do not fit the type and keeps the earlier version on edit', async () => {
    const staff = await signIn(fx.ctx, { roles: ['admin'] });
    const body = {
      category: 'isa',
      type: 'single',
      difficulty: 'easy',
      stemZh: 'x0 的值恒为？',
      options: [
        { textZh: '0', correct: true },
        { textZh: '1', correct: true },
      ],
    };
    const bad = await post('/api/admin/questionBank', staff.headers, body);
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('options');
    const fixed = { ...body, options: [body.options[0], { textZh: '1', correct: false }] };
    const created = await post('/api/admin/questionBank', staff.headers, fixed);
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id;
    const put = await fx.send('PUT', `/api/admin/questionBank/${id}`, staff.headers, {
      ...fixed,
      stemZh: '寄存器 x0 的值恒为？',
    });
    expect(put.statusCode).toBe(200);
    const [row] = await fx.ctx.database.db.select().from(bankQuestions).where(eq(bankQuestions.id, id));
    expect(row).toMatchObject({ version: 2, stemZh: '寄存器 x0 的值恒为？' });
    const versions = await fx.ctx.database.db
      .select()
      .from(questionVersions)
      .where(eq(questionVersions.questionId, id));
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, content: { stemZh: 'x0 的值恒为？' } });
  });
});

describe('exams', () => {
  it('never sends the answer key before submitting; a quiz lesson cannot be marked complete', async () => {
    const me = await signIn(fx.ctx);
    const c = await quizCourse(me.headers);
    const quiz = c.lessons[2];
    expect(quiz.examId).toBeTypeOf('number');
    expect((await post(`/api/college/exams/${quiz.examId}/start`, visitorHeaders())).statusCode).toBe(401);
    expect((await post(`/api/college/lessons/${quiz.id}/complete`, me.headers)).statusCode).toBe(409);
    const started = await post(`/api/college/exams/${quiz.examId}/start`, me.headers);
    expect(started.statusCode).toBe(200);
    const raw = started.body;
    expect(raw).not.toMatch(/"correct"|"accepted"|"explanation"/);
    const s = started.json().result;
    expect(s.questions).toHaveLength(5);
    for (const q of s.questions) {
      const [row] = await fx.ctx.database.db.select().from(bankQuestions).where(eq(bankQuestions.id, q.id));
      for (const a of row!.accepted) expect(raw).not.toContain(`"${a}"`);
      expect(row!.explanationZh && raw.includes(row!.explanationZh)).toBeFalsy();
    }
    // starting again resumes the open attempt
    const again = (await post(`/api/college/exams/${quiz.examId}/start`, me.headers)).json().result;
    expect(again.attemptId).toBe(s.attemptId);
    const detail = (await get(`/api/college/exams/${quiz.examId}`, me.headers)).json().result;
    expect(detail).toMatchObject({ questionCount: 5, passPercent: 60, attemptsAllowed: 3, passed: false });
    expect(JSON.stringify(detail)).not.toContain('"questions"');
  });

  it('grades each question type on the server', async () => {
    const qs = await questionsOfEachType();
    const examId = await makeExam(qs.map((q) => q.id));
    const me = await signIn(fx.ctx);
    const s1 = (await post(`/api/college/exams/${examId}/start`, me.headers)).json().result;
    const right = await Promise.all(qs.map((q) => rightAnswer(q.id)));
    const r1 = await post(`/api/college/exam-attempts/${s1.attemptId}/submit`, me.headers, {
      answers: right,
    });
    expect(r1.statusCode).toBe(200);
    expect(r1.json().result).toMatchObject({ score: 100, passed: true, correctCount: 4, total: 4 });
    expect(r1.json().result.questions.every((q: { correct: boolean }) => q.correct)).toBe(true);
    // after submitting, the key and explanations come back
    expect(r1.json().result.questions[3].accepted.length).toBeGreaterThan(0);

    // wrong in every type: the other single option, only part of the multiple set, the other
    // true/false option, a wrong fill-in
    const s2 = (await post(`/api/college/exams/${examId}/start`, me.headers)).json().result;
    const single = right[0]!.choices![0] === 0 ? 1 : 0;
    const multipleRight = right[1]!.choices!;
    const multiple =
      multipleRight.length > 1
        ? multipleRight.slice(1)
        : [...multipleRight, (multipleRight[0]! + 1) % qs[1]!.options.length];
    const wrong = [
      { questionId: qs[0]!.id, choices: [single] },
      { questionId: qs[1]!.id, choices: multiple },
      { questionId: qs[2]!.id, choices: [1 - right[2]!.choices![0]!] },
      { questionId: qs[3]!.id, text: 'not-an-answer' },
    ];
    const r2 = (
      await post(`/api/college/exam-attempts/${s2.attemptId}/submit`, me.headers, { answers: wrong })
    ).json();
    expect(r2.result).toMatchObject({ score: 0, passed: false, correctCount: 0 });
    // unanswered counts as wrong; half right is 50 (the pass mark)
    const s3 = (await post(`/api/college/exams/${examId}/start`, me.headers)).json().result;
    const r3 = (
      await post(`/api/college/exam-attempts/${s3.attemptId}/submit`, me.headers, {
        answers: right.slice(0, 2),
      })
    ).json();
    expect(r3.result).toMatchObject({ score: 50, passed: true, attemptsLeft: 2 });
    const kept = await fx.ctx.database.db.select().from(examAttempts).where(eq(examAttempts.examId, examId));
    expect(kept.map((a) => a.score).sort()).toEqual([0, 100, 50].sort());
  });

  it('refuses malformed answers naming the question, a second submission, and another user', async () => {
    const qs = await questionsOfEachType();
    const examId = await makeExam(qs.map((q) => q.id));
    const me = await signIn(fx.ctx);
    const other = await signIn(fx.ctx);
    const s = (await post(`/api/college/exams/${examId}/start`, me.headers)).json().result;
    const url = `/api/college/exam-attempts/${s.attemptId}/submit`;
    const twoForSingle = await post(url, me.headers, {
      answers: [{ questionId: qs[0]!.id, choices: [0, 1] }],
    });
    expect(twoForSingle.statusCode).toBe(422);
    expect(twoForSingle.json().result.fields[0].field).toBe('answers.0');
    expect(twoForSingle.json().message).toMatch(/question 1|第 1 题/);
    const textForChoice = await post(url, me.headers, { answers: [{ questionId: qs[2]!.id, text: 'yes' }] });
    expect(textForChoice.json().message).toMatch(/question 3|第 3 题/);
    const outOfRange = await post(url, me.headers, { answers: [{ questionId: qs[1]!.id, choices: [7] }] });
    expect(outOfRange.statusCode).toBe(422);
    const unknown = await post(url, me.headers, { answers: [{ questionId: 99999999, choices: [0] }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().result.fields[0].field).toBe('answers.0.questionId');
    expect((await post(url, me.headers, { answers: 'all of them' })).statusCode).toBe(422);
    expect((await post(url, visitorHeaders(), { answers: [] })).statusCode).toBe(401);
    expect((await post(url, other.headers, { answers: [] })).statusCode).toBe(404);
    expect((await post(url, me.headers, { answers: [] })).statusCode).toBe(200);
    expect((await post(url, me.headers, { answers: [] })).statusCode).toBe(409);
  });

  it('refuses a submission after the time limit with 409 naming the time', async () => {
    const qs = await questionsOfEachType();
    const examId = await makeExam([qs[0]!.id], { timeLimitMinutes: 7 });
    const me = await signIn(fx.ctx);
    const s = (await post(`/api/college/exams/${examId}/start`, me.headers)).json().result;
    const past = new Date(Date.now() - 60_000);
    await fx.ctx.database.db
      .update(examAttempts)
      .set({ deadlineAt: past })
      .where(eq(examAttempts.id, s.attemptId));
    const late = await post(
      `/api/college/exam-attempts/${s.attemptId}/submit`,
      { ...me.headers, 'accept-language': 'en-US' },
      { answers: [] },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('7 minutes');
    expect(late.json().message).toContain(past.toISOString());
  });

  it('keeps to the attempts allowed, even when two starts race', async () => {
    const qs = await questionsOfEachType();
    const examId = await makeExam([qs[0]!.id], { attemptsAllowed: 1 });
    const me = await signIn(fx.ctx);
    const [a, b] = await Promise.all([
      post(`/api/college/exams/${examId}/start`, me.headers),
      post(`/api/college/exams/${examId}/start`, me.headers),
    ]);
    const ok = [a, b].filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const rows = await fx.ctx.database.db.select().from(examAttempts).where(eq(examAttempts.examId, examId));
    expect(rows).toHaveLength(1);
    await post(`/api/college/exam-attempts/${rows[0]!.id}/submit`, me.headers, { answers: [] });
    const third = await post(`/api/college/exams/${examId}/start`, {
      ...me.headers,
      'accept-language': 'en-US',
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toContain('1 attempts');
  });
});
