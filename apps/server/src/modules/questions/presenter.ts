import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type {
  AnswerItem,
  CommentItem,
  CommunityAuthor,
  CompleteLocale,
  PlateItem,
  QuestionProductKind,
  QuestionDetail,
  QuestionKind,
  QuestionListItem,
  QuestionZone,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { answers, comments, targetCounters, users } from '../../db/schema';
import { renderMarkdown } from '../../platform/markdown';
import { markdownToText } from '../../platform/plain-text';
import type { Actor } from '../../platform/policy';
import { contentPolicy, isModerator } from './policy';
import {
  countersOf,
  tagsOf,
  viewerMarks,
  type AuthorRow,
  type ListedQuestion,
  type PlateRow,
  type QuestionRow,
} from './service';

// Presenters are the only way community rows leave the server (DESIGN §5): public author
// fields only, and what the viewer may do with each item.

export const presentAuthor = (a: AuthorRow): CommunityAuthor => ({
  id: a.id,
  username: a.username,
  nickname: a.nickname,
  avatarUrl: a.avatarUrl,
});

export const presentPlate = (p: PlateRow, loc: CompleteLocale): PlateItem => ({
  id: p.id,
  key: p.key,
  kind: p.kind,
  name: loc === 'en-US' ? p.nameEn : p.nameZh,
});

export function presentListItem(r: ListedQuestion, loc: CompleteLocale): QuestionListItem {
  return {
    id: r.q.id,
    kind: r.q.kind as QuestionKind,
    zone: r.q.zone as QuestionZone,
    title: r.q.title,
    excerpt: markdownToText(r.q.description, 160),
    plate: presentPlate(r.plate, loc),
    tags: r.tags,
    author: presentAuthor(r.author),
    views: r.q.views,
    answersCount: r.q.answersCount,
    likes: r.likes,
    score: r.q.score,
    essence: r.q.essence,
    adopted: r.q.adoptedAnswerId !== null,
    status: r.q.status,
    createdAt: r.q.createdAt.toISOString(),
  };
}

const authorCols = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  avatarUrl: users.avatarUrl,
};

/** Visible rows: published, or held ones to their author and moderators. */
const visibleTo = (actor: Actor, status: string, authorId: string) =>
  status === 'published' || (status === 'held' && contentPolicy.can(actor, 'update', { authorId }));

/** Comments of several targets in one query (oldest first), with their authors. */
export async function commentsOf(
  db: Db,
  actor: Actor,
  targets: { type: string; ids: string[] }[],
): Promise<Map<string, CommentItem[]>> {
  const map = new Map<string, CommentItem[]>();
  const conds = targets
    .filter((t) => t.ids.length > 0)
    .map((t) => and(eq(comments.targetType, t.type), inArray(comments.targetId, t.ids))!);
  if (conds.length === 0) return map;
  const rows = await db
    .select({ c: comments, author: authorCols, likes: targetCounters.likes })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(
      targetCounters,
      and(eq(targetCounters.targetType, 'comment'), eq(targetCounters.targetId, comments.id)),
    )
    .where(and(or(...conds), sql`${comments.status} <> 'deleted'`))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(2000);
  // the viewer's likes on these comments: one more query for the whole thread
  const marks = await viewerMarks(
    db,
    actor?.id ?? null,
    rows.map((r) => ({ type: 'comment', id: r.c.id })),
  );
  for (const { c, author, likes } of rows) {
    if (!visibleTo(actor, c.status, c.authorId)) continue;
    const key = `${c.targetType}:${c.targetId}`;
    map.set(key, [
      ...(map.get(key) ?? []),
      {
        id: c.id,
        targetType: c.targetType,
        targetId: c.targetId,
        replyToId: c.replyToId,
        body: c.body,
        author: presentAuthor(author),
        status: c.status,
        createdAt: c.createdAt.toISOString(),
        likes: likes ?? 0,
        liked: marks.liked.has(`comment:${c.id}`),
        canDelete: contentPolicy.can(actor, 'delete', { authorId: c.authorId }),
      },
    ]);
  }
  return map;
}

/**
 * The detail: question, tags, counters, viewer flags from the policy, answers (adopted first,
 * then oldest first) with their likes and comments — one query each for answers, their
 * counters, the viewer's likes and all comments.
 */
export async function presentDetail(
  db: Db,
  actor: Actor,
  loaded: {
    q: QuestionRow;
    plate: PlateRow;
    author: AuthorRow;
    course: { id: number; slug: string; titleZh: string; titleEn: string } | null;
  },
  loc: CompleteLocale,
): Promise<QuestionDetail> {
  const { q } = loaded;
  const viewerId = actor?.id ?? null;
  const answerRows = (
    await db
      .select({ a: answers, author: authorCols, likes: targetCounters.likes })
      .from(answers)
      .innerJoin(users, eq(users.id, answers.authorId))
      .leftJoin(
        targetCounters,
        and(eq(targetCounters.targetType, 'answer'), eq(targetCounters.targetId, answers.id)),
      )
      .where(and(eq(answers.questionId, q.id), sql`${answers.status} <> 'deleted'`))
      .orderBy(
        q.adoptedAnswerId ? sql`(${answers.id} = ${q.adoptedAnswerId}) desc` : asc(answers.createdAt),
        asc(answers.createdAt),
        asc(answers.id),
      )
      .limit(500)
  ).filter((r) => visibleTo(actor, r.a.status, r.a.authorId));
  const answerIds = answerRows.map((r) => r.a.id);
  const [tagMap, counters, marks, commentMap] = await Promise.all([
    tagsOf(db, [q.id]),
    countersOf(db, q.kind, q.id),
    viewerMarks(db, viewerId, [
      { type: q.kind, id: q.id },
      ...answerIds.map((id) => ({ type: 'answer', id })),
    ]),
    commentsOf(db, actor, [
      { type: q.kind, ids: [q.id] },
      { type: 'answer', ids: answerIds },
    ]),
  ]);
  const isOwner = viewerId === q.authorId;
  const answerItems: AnswerItem[] = await Promise.all(
    answerRows.map(async ({ a, author, likes }) => ({
      id: a.id,
      questionId: a.questionId,
      body: a.body,
      bodyHtml: await renderMarkdown(a.body),
      author: presentAuthor(author),
      adopted: a.id === q.adoptedAnswerId,
      likes: likes ?? 0,
      status: a.status,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      liked: marks.liked.has(`answer:${a.id}`),
      canEdit: contentPolicy.can(actor, 'update', { authorId: a.authorId }),
      canDelete: contentPolicy.can(actor, 'delete', { authorId: a.authorId }),
      canAdopt:
        q.kind === 'question' &&
        a.status === 'published' &&
        a.id !== q.adoptedAnswerId &&
        contentPolicy.can(actor, 'adopt', { authorId: q.authorId }),
      canReport: contentPolicy.can(actor, 'report', { authorId: a.authorId }),
      comments: commentMap.get(`answer:${a.id}`) ?? [],
    })),
  );
  return {
    ...presentListItem({ ...loaded, likes: counters.likes, tags: tagMap.get(q.id) ?? [] }, loc),
    productKind: q.productKind as QuestionProductKind,
    productName: q.productName,
    description: q.description,
    descriptionHtml: await renderMarkdown(q.description),
    images: q.images,
    adoptedAnswerId: q.adoptedAnswerId,
    collections: counters.collections,
    commentsCount: counters.comments,
    updatedAt: q.updatedAt.toISOString(),
    course: loaded.course
      ? {
          id: loaded.course.id,
          slug: loaded.course.slug,
          title: (loc === 'en-US' && loaded.course.titleEn) || loaded.course.titleZh,
        }
      : null,
    viewer: {
      liked: marks.liked.has(`${q.kind}:${q.id}`),
      collected: marks.collected.has(`${q.kind}:${q.id}`),
      canEdit: contentPolicy.can(actor, 'update', q),
      canDelete: contentPolicy.can(actor, 'delete', q),
      canAdopt: q.kind === 'question' && isOwner && actor !== null,
      canReport: contentPolicy.can(actor, 'report', q),
      canAnswer: actor !== null && q.status === 'published',
      canEssence: isModerator(actor),
    },
    answers: answerItems,
    comments: commentMap.get(`${q.kind}:${q.id}`) ?? [],
  };
}
