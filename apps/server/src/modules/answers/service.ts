import { and, eq, or, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answers, comments, notifications, questions } from '../../db/schema';
import { idNotExist } from '../../platform/errors';
import { recountAnswers } from '../questions/service';

export type AnswerRow = typeof answers.$inferSelect;

/** The answer (not deleted) or 404. */
export async function answerRow(db: Db, id: string): Promise<AnswerRow> {
  const [row] = await db
    .select()
    .from(answers)
    .where(and(eq(answers.id, id), sql`${answers.status} <> 'deleted'`))
    .limit(1);
  if (!row) throw idNotExist();
  return row;
}

export async function createAnswer(
  db: Db,
  questionId: string,
  authorId: string,
  body: string,
  held: boolean,
): Promise<AnswerRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(answers)
      .values({ questionId, authorId, body, status: held ? 'held' : 'published' })
      .returning();
    await recountAnswers(tx as unknown as Db, questionId);
    return row!;
  });
}

export async function updateAnswer(db: Db, a: AnswerRow, body: string, held: boolean): Promise<AnswerRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(answers)
      .set({ body, status: held ? 'held' : 'published', updatedAt: new Date() })
      .where(eq(answers.id, a.id))
      .returning();
    // a held answer cannot stay adopted
    if (held)
      await tx
        .update(questions)
        .set({ adoptedAnswerId: null })
        .where(and(eq(questions.id, a.questionId), eq(questions.adoptedAnswerId, a.id)));
    await recountAnswers(tx as unknown as Db, a.questionId);
    return row!;
  });
}

/** Deletes the answer (status 'deleted'), drops its adoption and the notifications about it. */
export async function deleteAnswer(db: Db, a: AnswerRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(answers).set({ status: 'deleted', updatedAt: new Date() }).where(eq(answers.id, a.id));
    await tx
      .update(questions)
      .set({ adoptedAnswerId: null })
      .where(and(eq(questions.id, a.questionId), eq(questions.adoptedAnswerId, a.id)));
    const commentIds = tx
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.targetType, 'answer'), eq(comments.targetId, a.id)));
    await tx
      .delete(notifications)
      .where(or(eq(notifications.targetId, a.id), inArray(notifications.targetId, commentIds)));
    await recountAnswers(tx as unknown as Db, a.questionId);
  });
}

/** Sets the adopted answer (one per question: a new adoption replaces the previous one). */
export async function adopt(db: Db, questionId: string, answerId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [q] = await tx
      .select({ previous: questions.adoptedAnswerId })
      .from(questions)
      .where(eq(questions.id, questionId))
      .for('update');
    await tx.update(questions).set({ adoptedAnswerId: answerId }).where(eq(questions.id, questionId));
    return q?.previous ?? null;
  });
}
