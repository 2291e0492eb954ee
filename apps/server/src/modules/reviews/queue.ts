import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { offsetOf, postLink, type ReviewItem, type ReviewListQuery } from '@occ/shared';
import type { Db } from '../../db/client';
import { answers, comments, moderationLog, posts, questions, users, videos } from '../../db/schema';
import { markdownToText } from '../../platform/plain-text';
import { findTarget } from '../interactions/targets';
import { summaryOf } from '../posts/covers';
import { presentPostAuthor } from '../posts/presenter';
import { authorColumns, type AuthorRow } from '../posts/store';
import { linkOf } from '../questions/community';
import { listReports, usersById } from '../reports/service';
import { videoLink } from '../videos/targets';

// The queue of each review type, newest decisions first where it matters: posts and videos in
// submission order (oldest waiting first), reports and held items newest first.

type Page = { items: ReviewItem[]; total: number };
const EXCERPT = 160;
const iso = (d: Date | null | undefined) => (d ?? new Date(0)).toISOString();

const base = {
  reason: null,
  detail: null,
  reporter: null,
  autoHeld: false,
} satisfies Partial<ReviewItem>;

/** Posts waiting in audit (with their sensitive-word holds), or published ones to take down. */
async function postQueue(db: Db, q: ReviewListQuery): Promise<Page> {
  const pending = q.state === 'pending';
  const filter = eq(posts.state, pending ? 'audit' : 'published');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: posts.id,
        title: posts.title,
        summary: posts.summary,
        text: sql<string>`left(${posts.contentText}, ${EXCERPT})`,
        state: posts.state,
        submittedAt: posts.submittedAt,
        releasedAt: posts.releasedAt,
        author: authorColumns,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(filter)
      .orderBy(
        ...(pending ? [asc(posts.submittedAt), asc(posts.id)] : [desc(posts.releasedAt), desc(posts.id)]),
      )
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(posts).where(filter),
  ]);
  // a hold logged with the current submission (same transaction, same timestamp or later)
  const holds = rows.length
    ? await db
        .select({
          targetId: moderationLog.targetId,
          reason: moderationLog.reason,
          at: moderationLog.createdAt,
        })
        .from(moderationLog)
        .where(
          and(
            eq(moderationLog.targetType, 'post'),
            inArray(
              moderationLog.targetId,
              rows.map((r) => r.id),
            ),
            eq(moderationLog.action, 'auto_hold'),
          ),
        )
    : [];
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => {
      const hold = holds.find((h) => h.targetId === r.id && r.submittedAt && h.at >= r.submittedAt);
      return {
        ...base,
        type: 'post',
        id: r.id,
        targetType: 'post',
        targetId: r.id,
        title: r.title,
        excerpt: summaryOf(r.summary, r.text),
        link: postLink(r.id),
        author: presentPostAuthor(r.author),
        state: r.state,
        queuedAt: iso(pending ? r.submittedAt : r.releasedAt),
        reason: hold?.reason ?? null,
        autoHeld: Boolean(hold),
        actions: pending ? ['approve', 'reject'] : ['remove'],
      };
    }),
  };
}

/** Videos under review (approvable once transcoded), or published ones to take down. */
async function videoQueue(db: Db, q: ReviewListQuery): Promise<Page> {
  const pending = q.state === 'pending';
  const filter = eq(videos.state, pending ? 'review' : 'published');
  const [rows, [total]] = await Promise.all([
    db
      .select({ v: videos, author: authorColumns })
      .from(videos)
      .innerJoin(users, eq(users.id, videos.authorId))
      .where(filter)
      .orderBy(
        ...(pending ? [asc(videos.submittedAt), asc(videos.id)] : [desc(videos.releasedAt), desc(videos.id)]),
      )
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(videos).where(filter),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map(({ v, author }) => ({
      ...base,
      type: 'video',
      id: v.id,
      targetType: 'video',
      targetId: v.id,
      title: v.name,
      excerpt: markdownToText(v.introduction, EXCERPT),
      link: videoLink(v.id),
      author: presentPostAuthor(author),
      state: v.state,
      queuedAt: iso(pending ? v.submittedAt : v.releasedAt),
      // the processing state decides whether it can be approved yet
      detail: v.processing === 'ready' ? null : v.processing,
      actions: pending ? (v.processing === 'ready' ? ['approve', 'reject'] : ['reject']) : ['remove'],
    })),
  };
}

/** Pending reports with the reported content as it is now, its author and the reporter. */
async function reportQueue(db: Db, q: ReviewListQuery): Promise<Page> {
  if (q.state !== 'pending') return { items: [], total: 0 };
  const { rows, total } = await listReports(db, { ...q, status: 'pending' });
  const targets = await Promise.all(rows.map((r) => findTarget(db, r.targetType, r.targetId)));
  const people = await usersById(db, [
    ...rows.map((r) => r.reporterId),
    ...targets.flatMap((t) => (t ? [t.authorId] : [])),
  ]);
  const person = (id: string | undefined) => {
    const u = id ? people.get(id) : undefined;
    return u ? presentPostAuthor(u) : null;
  };
  return {
    total,
    items: rows.map((r, i) => {
      const t = targets[i];
      return {
        ...base,
        type: 'report',
        id: r.id,
        targetType: r.targetType,
        targetId: r.targetId,
        title: t?.title ?? '',
        excerpt: r.detail ?? '',
        link: t?.link ?? null,
        author: person(t?.authorId),
        state: r.status,
        queuedAt: iso(r.createdAt),
        reason: r.reason,
        detail: r.detail,
        reporter: person(r.reporterId),
        // the content is gone: only the report's own decision is left
        actions: t ? ['approve', 'reject', 'remove'] : ['approve', 'reject'],
      };
    }),
  };
}

/** Questions, topics, answers and comments a sensitive word held for review, newest first. */
async function heldQueue(db: Db, q: ReviewListQuery): Promise<Page> {
  if (q.state !== 'pending') return { items: [], total: 0 };
  const held = unionAll(
    db
      .select({
        id: questions.id,
        kind: questions.kind,
        authorId: questions.authorId,
        title: questions.title,
        body: questions.description,
        createdAt: questions.createdAt,
        // aliased: the union's column names come from this first select
        refType: sql<string>`${questions.kind}`.as('ref_type'),
        refId: sql<string>`${questions.id}`.as('ref_id'),
      })
      .from(questions)
      .where(eq(questions.status, 'held')),
    db
      .select({
        id: answers.id,
        kind: sql<string>`'answer'`.as('kind'),
        authorId: answers.authorId,
        title: sql<string>`''`.as('title'),
        body: answers.body,
        createdAt: answers.createdAt,
        refType: sql<string>`'question'`.as('ref_type'),
        refId: sql<string>`${answers.questionId}`.as('ref_id'),
      })
      .from(answers)
      .where(eq(answers.status, 'held')),
    db
      .select({
        id: comments.id,
        kind: sql<string>`'comment'`.as('kind'),
        authorId: comments.authorId,
        title: sql<string>`''`.as('title'),
        body: comments.body,
        createdAt: comments.createdAt,
        refType: sql<string>`${comments.targetType}`.as('ref_type'),
        refId: sql<string>`${comments.targetId}`.as('ref_id'),
      })
      .from(comments)
      .where(eq(comments.status, 'held')),
  );
  const [rows, counts] = await Promise.all([
    held
      .orderBy(desc(sql`created_at`), desc(sql`id`))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    Promise.all([
      db.select({ n: count() }).from(questions).where(eq(questions.status, 'held')),
      db.select({ n: count() }).from(answers).where(eq(answers.status, 'held')),
      db.select({ n: count() }).from(comments).where(eq(comments.status, 'held')),
    ]),
  ]);
  const questionIds = rows
    .filter((r) => r.refType === 'question' || r.refType === 'topic')
    .map((r) => r.refId);
  const qs = questionIds.length
    ? await db
        .select({ id: questions.id, kind: questions.kind, zone: questions.zone })
        .from(questions)
        .where(inArray(questions.id, questionIds))
    : [];
  const authors = await usersById(
    db,
    rows.map((r) => r.authorId),
  );
  const links = await Promise.all(
    rows.map(async (r) => {
      const parent = qs.find((x) => x.id === r.refId);
      if (parent) return linkOf(parent);
      return (await findTarget(db, r.refType, r.refId))?.link ?? null;
    }),
  );
  return {
    total: counts.reduce((sum, [c]) => sum + (c?.n ?? 0), 0),
    items: rows.map((r, i) => {
      const author = authors.get(r.authorId) as AuthorRow | undefined;
      return {
        ...base,
        type: 'held',
        id: r.id,
        targetType: r.kind,
        targetId: r.id,
        title: r.title || markdownToText(r.body, 60),
        excerpt: markdownToText(r.body, EXCERPT),
        link: links[i] ?? null,
        author: author ? presentPostAuthor(author) : null,
        state: 'held',
        queuedAt: iso(r.createdAt),
        autoHeld: true,
        actions: ['approve', 'reject'],
      };
    }),
  };
}

/** reviews.list: one page of the queue of a type. */
export function reviewQueue(db: Db, q: ReviewListQuery): Promise<Page> {
  switch (q.type) {
    case 'post':
      return postQueue(db, q);
    case 'video':
      return videoQueue(db, q);
    case 'report':
      return reportQueue(db, q);
    case 'held':
      return heldQueue(db, q);
  }
}
