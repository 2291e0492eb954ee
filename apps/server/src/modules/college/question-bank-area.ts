import { eq, sql } from 'drizzle-orm';
import { questionBankArea, type QuestionAreaBody } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { bankQuestions, questionVersions } from '../../db/schema';
import {
  bodyOf,
  plainWrites,
  readById,
  type AreaBinding,
  type AreaRow,
} from '../../platform/admin-area/binding';
import { idNotExist } from '../../platform/errors';

const decl = questionBankArea as unknown as AreaBinding['decl'];
const writes = plainWrites(bankQuestions, bankQuestions.id);

/**
 * The question bank in the console. An edit keeps the content it replaces as a version
 * (question_versions) and bumps `version`, so an attempt that drew the earlier text still grades
 * and explains against what the learner saw.
 */
export const questionBankBinding: AreaBinding = {
  decl,
  table: bankQuestions,
  id: bankQuestions.id,
  columns: {
    stemZh: bankQuestions.stemZh,
    category: bankQuestions.category,
    type: bankQuestions.type,
    difficulty: bankQuestions.difficulty,
    version: bankQuestions.version,
    updatedAt: bankQuestions.updatedAt,
    id: bankQuestions.id,
  },
  searchColumns: [bankQuestions.stemZh, bankQuestions.stemEn],
  opNames: { list: 'questionBank.list', get: 'questionBank.get' },
  read: readById(bankQuestions, bankQuestions.id, decl),
  create: writes.create,
  async update(tx: Db, id, body) {
    const [old] = await tx
      .select()
      .from(bankQuestions)
      .where(eq(bankQuestions.id, Number(id)))
      .for('update')
      .limit(1);
    if (!old) throw idNotExist();
    await tx.insert(questionVersions).values({
      questionId: old.id,
      version: old.version,
      content: bodyOf(decl, old as unknown as AreaRow) as Record<string, unknown>,
    });
    const b = body as QuestionAreaBody;
    await tx
      .update(bankQuestions)
      .set({ ...b, version: sql`${bankQuestions.version} + 1`, updatedAt: new Date() })
      .where(eq(bankQuestions.id, old.id));
  },
  remove: writes.remove,
};
