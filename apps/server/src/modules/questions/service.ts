import { and, asc, desc, eq, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { offsetOf, type QuestionBody, type QuestionListQuery } from '@occ/shared';
import type { Db } from '../../db/client';
import {
  answers,
  collections,
  comments,
  courses,
  likes,
  notifications,
  plates,
  questions,
  questionTags,
  tags,
  targetCounters,
  users,
} from '../../db/schema';
import { idNotExist } from '../../platform/errors';
import { recordDailyView } from '../interactions/views';
import { QUESTION_TAGS, replaceTags, tagNamesOf } from '../tags/links';
import { countPublishedAndHeld, forgetQuestionCounts, listOrder, mergedPageIds } from './list-held';
import { titleTokens } from './tokens';

export type QuestionRow = typeof questions.$inferSelect;
export type PlateRow = typeof plates.$inferSelect;
export type AuthorRow = { id: string; username: string; nickname: string; avatarUrl: string | null };

const authorCols = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  avatarUrl: users.avatarUrl,
};

/** ARRAY['a','b']::text[] as bound parameters (drizzle would expand a JS array into a list). */
export const textArray = (items: string[]) =>
  items.length === 0
    ? sql`'{}'::text[]`
    : sql`ARRAY[${sql.join(
        items.map((i) => sql`${i}`),
        sql`, `,
      )}]::text[]`;

/**
 * Hotness (documented, issue 4): (views/10 + answers×3 + likes×2 + 1) / (age in hours + 2)^1.5.
 * Likes come from target_counters. Recomputed on view, answer and like changes and every 10 minutes
 * by the 'community.score' job (the age term decays between changes).
 */
const SCORE = sql`(${questions.views} / 10.0 + ${questions.answersCount} * 3
  + coalesce((select tc.likes from target_counters tc
      where tc.target_type = ${questions.kind} and tc.target_id = ${questions.id}), 0) * 2 + 1)
  / power(extract(epoch from (now() - ${questions.createdAt})) / 3600.0 + 2, 1.5)`;

export async function recomputeScore(db: Db, id?: string): Promise<void> {
  await db
    .update(questions)
    .set({ score: sql`${SCORE}` })
    .where(id ? eq(questions.id, id) : sql`${questions.status} <> 'deleted'`);
}

/** answers_count = the published answers (exact, recounted rather than incremented). */
export async function recountAnswers(db: Db, questionId: string): Promise<void> {
  await db
    .update(questions)
    .set({
      answersCount: sql`(select count(*)::int from answers a
        where a.question_id = ${questionId} and a.status = 'published')`,
    })
    .where(eq(questions.id, questionId));
  await recomputeScore(db, questionId);
}

export async function listPlates(db: Db, kind?: 'qa' | 'topic'): Promise<PlateRow[]> {
  return db
    .select()
    .from(plates)
    .where(kind ? eq(plates.kind, kind) : undefined)
    .orderBy(asc(plates.kind), asc(plates.sort));
}

export async function plateByKey(db: Db, key: string): Promise<PlateRow | null> {
  const [row] = await db.select().from(plates).where(eq(plates.key, key)).limit(1);
  return row ?? null;
}

/** Tag names of many questions in one query. */
export const tagsOf = (db: Db, ids: string[]): Promise<Map<string, string[]>> =>
  tagNamesOf(db, QUESTION_TAGS, ids);

export interface ListedQuestion {
  q: QuestionRow;
  plate: PlateRow;
  author: AuthorRow;
  likes: number;
  tags: string[];
}

/**
 * One page of questions or topics: filters on indexed columns, plate and author joined, likes
 * from target_counters joined, tags fetched in one batch for the page. Held items appear only to
 * their author.
 */
/** Course Q&A: a question may be about a course that is published now. */
export async function coursePublished(db: Db, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(eq(courses.id, courseId), isNotNull(courses.publishedAt), lte(courses.publishedAt, sql`now()`)),
    )
    .limit(1);
  return Boolean(row);
}

/** The filter part of a list query (what the published total depends on). */
const countKey = (q: QuestionListQuery) =>
  JSON.stringify(
    [q.kind, q.zone, q.author, q.course, q.plate, q.tag, q.sort === 'essence'].map((v) => v ?? null),
  );

export async function listQuestions(
  db: Db,
  query: QuestionListQuery,
  viewerId: string | null,
): Promise<{ items: ListedQuestion[]; total: number } | null> {
  const where: SQL[] = [eq(questions.kind, query.kind)];
  if (query.zone) where.push(eq(questions.zone, query.zone));
  if (query.author) where.push(eq(questions.authorId, query.author));
  if (query.course) where.push(eq(questions.courseId, query.course));
  if (query.plate) {
    const plate = await plateByKey(db, query.plate);
    if (!plate) return { items: [], total: 0 };
    where.push(eq(questions.plateId, plate.id));
  }
  if (query.tag)
    where.push(
      inArray(
        questions.id,
        db
          .select({ id: questionTags.questionId })
          .from(questionTags)
          .innerJoin(tags, eq(tags.id, questionTags.tagId))
          .where(eq(tags.name, query.tag)),
      ),
    );
  if (query.sort === 'essence') where.push(eq(questions.essence, true));
  // published items on their index; the viewer's held ones apart (list-held.ts)
  const published = and(...where, eq(questions.status, 'published'));
  const heldMine = viewerId
    ? and(...where, eq(questions.status, 'held'), eq(questions.authorId, viewerId))
    : undefined;
  const page = (filter: SQL | undefined, limit: number, offset: number) =>
    db
      .select({ q: questions, plate: plates, author: authorCols, likes: targetCounters.likes })
      .from(questions)
      .innerJoin(plates, eq(plates.id, questions.plateId))
      .innerJoin(users, eq(users.id, questions.authorId))
      .leftJoin(
        targetCounters,
        and(eq(targetCounters.targetType, questions.kind), eq(targetCounters.targetId, questions.id)),
      )
      .where(filter)
      .orderBy(...listOrder(query.sort))
      .limit(limit)
      .offset(offset);

  const [firstRows, counted] = await Promise.all([
    page(published, query.pageSize, offsetOf(query)),
    countPublishedAndHeld(db, countKey(query), published, heldMine),
  ]);
  let rows = firstRows;
  if (heldMine && counted.held > 0) {
    const ids = await mergedPageIds(db, published, heldMine, query.sort, offsetOf(query), query.pageSize);
    rows = ids.length ? await page(inArray(questions.id, ids), ids.length, 0) : [];
  }
  const tagMap = await tagsOf(
    db,
    rows.map((r) => r.q.id),
  );
  return {
    items: rows.map((r) => ({ ...r, likes: r.likes ?? 0, tags: tagMap.get(r.q.id) ?? [] })),
    total: counted.n + counted.held,
  };
}

/** Up to 5 published questions/topics sharing the most title tokens (GIN overlap, then count). */
export async function similarQuestions(db: Db, title: string, limit = 5) {
  const tokens = titleTokens(title);
  if (tokens.length === 0) return [];
  const arr = textArray(tokens);
  const overlap = sql<number>`cardinality(array(select unnest(${questions.titleTokens}) intersect select unnest(${arr})))`;
  return db
    .select({ id: questions.id, kind: questions.kind, title: questions.title, overlap })
    .from(questions)
    .where(and(sql`${questions.titleTokens} && ${arr}`, eq(questions.status, 'published')))
    .orderBy(desc(overlap), desc(questions.createdAt))
    .limit(limit);
}

/** The question with plate and author; null when missing or deleted. */
export async function loadQuestion(db: Db, id: string) {
  const [row] = await db
    .select({
      q: questions,
      plate: plates,
      author: authorCols,
      // course Q&A: the course while it is published (one join, no further statement)
      course: { id: courses.id, slug: courses.slug, titleZh: courses.titleZh, titleEn: courses.titleEn },
    })
    .from(questions)
    .innerJoin(plates, eq(plates.id, questions.plateId))
    .innerJoin(users, eq(users.id, questions.authorId))
    .leftJoin(
      courses,
      and(
        eq(courses.id, questions.courseId),
        isNotNull(courses.publishedAt),
        lte(courses.publishedAt, sql`now()`),
      ),
    )
    .where(and(eq(questions.id, id), sql`${questions.status} <> 'deleted'`))
    .limit(1);
  return row ?? null;
}

export async function questionRow(db: Db, id: string): Promise<QuestionRow> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), sql`${questions.status} <> 'deleted'`))
    .limit(1);
  if (!row) throw idNotExist();
  return row;
}

/** Counters of one target (0 when none yet). */
export async function countersOf(db: Db, targetType: string, targetId: string) {
  const [row] = await db
    .select()
    .from(targetCounters)
    .where(and(eq(targetCounters.targetType, targetType), eq(targetCounters.targetId, targetId)));
  return { likes: row?.likes ?? 0, collections: row?.collections ?? 0, comments: row?.comments ?? 0 };
}

/** Whether the viewer liked / collected targets: the set of "type:id" keys. */
export async function viewerMarks(db: Db, userId: string | null, keys: { type: string; id: string }[]) {
  const liked = new Set<string>();
  const collected = new Set<string>();
  if (!userId || keys.length === 0) return { liked, collected };
  const ids = keys.map((k) => k.id);
  const [l, c] = await Promise.all([
    db
      .select({ type: likes.targetType, id: likes.targetId })
      .from(likes)
      .where(and(eq(likes.userId, userId), inArray(likes.targetId, ids))),
    db
      .select({ type: collections.targetType, id: collections.targetId })
      .from(collections)
      .where(and(eq(collections.userId, userId), inArray(collections.targetId, ids))),
  ]);
  for (const r of l) liked.add(`${r.type}:${r.id}`);
  for (const r of c) collected.add(`${r.type}:${r.id}`);
  return { liked, collected };
}

/** Ensures the tags exist and sets them as the question's tags. */
const setTags = (tx: Db, questionId: string, names: string[]): Promise<void> =>
  replaceTags(tx, QUESTION_TAGS, questionId, names);

export interface QuestionInput extends Omit<QuestionBody, 'plate'> {
  plateId: number;
}

export async function createQuestion(
  db: Db,
  authorId: string,
  body: QuestionInput,
  held: boolean,
): Promise<QuestionRow> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questions)
      .values({
        kind: body.kind,
        zone: body.zone,
        authorId,
        plateId: body.plateId,
        productKind: body.productKind,
        productName: body.productName,
        title: body.title,
        description: body.description,
        images: body.images,
        titleTokens: titleTokens(body.title),
        courseId: body.courseId ?? null,
        status: held ? 'held' : 'published',
      })
      .returning();
    await setTags(tx as unknown as Db, row!.id, body.tags);
    await recomputeScore(tx as unknown as Db, row!.id);
    return row!;
  });
  forgetQuestionCounts();
  return created;
}

export async function updateQuestion(db: Db, id: string, body: QuestionInput, held: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(questions)
      .set({
        zone: body.zone,
        plateId: body.plateId,
        productKind: body.productKind,
        productName: body.productName,
        title: body.title,
        description: body.description,
        images: body.images,
        titleTokens: titleTokens(body.title),
        ...(body.courseId !== undefined ? { courseId: body.courseId } : {}),
        status: held ? 'held' : 'published',
        updatedAt: new Date(),
      })
      .where(and(eq(questions.id, id), sql`${questions.status} <> 'deleted'`));
    await setTags(tx as unknown as Db, id, body.tags);
  });
  forgetQuestionCounts();
}

/**
 * Deletes (status 'deleted': answers 404 from now on) and, in the same transaction, the
 * notifications about the question, its answers and their comments, so none links to nothing.
 */
export async function deleteQuestion(db: Db, q: QuestionRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(questions)
      .set({ status: 'deleted', updatedAt: new Date() })
      .where(eq(questions.id, q.id));
    const answerIds = tx.select({ id: answers.id }).from(answers).where(eq(answers.questionId, q.id));
    const commentIds = tx
      .select({ id: comments.id })
      .from(comments)
      .where(
        or(
          and(eq(comments.targetType, q.kind), eq(comments.targetId, q.id)),
          and(eq(comments.targetType, 'answer'), inArray(comments.targetId, answerIds)),
        ),
      );
    await tx
      .delete(notifications)
      .where(
        or(
          eq(notifications.targetId, q.id),
          inArray(notifications.targetId, answerIds),
          inArray(notifications.targetId, commentIds),
        ),
      );
  });
  forgetQuestionCounts();
}

/** Counts a view once per viewer per day; the hotness score follows a counted view. */
export function recordView(db: Db, id: string, viewer: string) {
  return recordDailyView(db, { type: 'question', table: questions, id }, viewer, recomputeScore);
}

export async function setEssence(db: Db, id: string, essence: boolean): Promise<void> {
  await db.update(questions).set({ essence }).where(eq(questions.id, id));
  forgetQuestionCounts();
}
