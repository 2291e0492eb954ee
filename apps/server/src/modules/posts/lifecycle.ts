import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  isPostCover,
  POST_TRANSITIONS,
  postSubmitFields,
  sourcesOf,
  type PostDraft,
  type PostEvent,
  type PostState,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { comments, contentViews, likes, notifications, posts, targetCounters } from '../../db/schema';
import { conflict, idNotExist } from '../../platform/errors';
import { renderMarkdown } from '../../platform/markdown';
import { markdownToText } from '../../platform/plain-text';
import type { App } from '../../platform/types';
import { writeModerationLog } from '../reviews/log';
import { resolveCover } from './covers';
import { serialiseDraft } from './editor';
import { screenPost } from './screening';
import { nextStateSql, setPostTags, tagsOfPosts, workingCopyOf, type PostRow } from './store';
import { validationError } from './validation';

// Spec §4 blog lifecycle, driven by POST_TRANSITIONS: every change is a conditional UPDATE whose
// WHERE names the states the event may start from, so a refused or lost race answers 409.

/** The plain text of a post is never cut (summaries and search read it). */
const PLAIN_TEXT_MAX = 1_000_000;

const refused = () => conflict('postStateRefused');

/** 409 unless the table has `event` from the post's state (checked again by the UPDATE). */
export function assertTransition(state: string, event: PostEvent): void {
  if (!sourcesOf(POST_TRANSITIONS, event).includes(state as PostState)) throw refused();
}

/** The submitted version as editor fields (a post resubmitted without a working copy). */
async function submittedFields(db: Db, post: PostRow): Promise<PostDraft> {
  const tags = (await tagsOfPosts(db, [post.id])).get(post.id) ?? [];
  return {
    title: post.title,
    summary: post.summary ?? '',
    content: post.content,
    tags,
    // a resolved cover (body image, default) is resolved again from the content
    cover: post.cover && isPostCover(post.cover) ? post.cover : '',
    property: post.property as PostDraft['property'],
    sourceUrl: post.sourceUrl ?? '',
    permission: post.permission as PostDraft['permission'],
    // accepted when it was first submitted
    disclaimer: true,
  };
}

/**
 * posts.submit: validates the working copy fully (422 naming the fields), screens sensitive words
 * (block 422, replace masked, review logged as a hold), renders the HTML with the one markdown
 * pipeline, and makes it the submitted version in audit — with the automatic decisions logged in
 * the same transaction.
 */
export async function submitPost(app: App, req: FastifyRequest, post: PostRow): Promise<PostRow> {
  const { db } = app.database;
  assertTransition(post.state, 'submit');
  const parsed = postSubmitFields.safeParse(workingCopyOf(post) ?? (await submittedFields(db, post)));
  if (!parsed.success) throw validationError(req, parsed.error);
  const f = parsed.data;
  const screened = await screenPost(app, req, post.id, f);
  const html = await renderMarkdown(screened.content);
  const reprint = f.property === 'reprint';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(posts)
      .set({
        state: 'audit',
        title: screened.title,
        summary: screened.summary || null,
        content: screened.content,
        contentHtml: html,
        contentText: markdownToText(screened.content, PLAIN_TEXT_MAX),
        cover: resolveCover(f.cover, screened.content, post.id),
        property: f.property,
        sourceUrl: reprint ? f.sourceUrl : null,
        permission: f.permission,
        failureCause: null,
        removalReason: null,
        // the working copy now equals what was submitted (masked words included)
        draft: serialiseDraft({ ...f, ...screened }),
        draftSavedAt: sql`now()`,
        draftVersion: sql`${posts.draftVersion} + 1`,
        submittedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(posts.id, post.id),
          eq(posts.authorId, post.authorId),
          inArray(posts.state, sourcesOf(POST_TRANSITIONS, 'submit')),
        ),
      )
      .returning();
    if (!row) throw refused();
    await setPostTags(tx as unknown as Db, post.id, screened.tags);
    await writeModerationLog(tx as unknown as Db, ...screened.decisions);
    return row;
  });
}

/** posts.withdraw: audit → drafts, published → been_removed (by the author). */
export async function withdrawPost(db: Db, post: PostRow): Promise<PostRow> {
  assertTransition(post.state, 'withdraw');
  const [row] = await db
    .update(posts)
    .set({ state: nextStateSql(posts.state, POST_TRANSITIONS, 'withdraw'), updatedAt: sql`now()` })
    .where(
      and(
        eq(posts.id, post.id),
        eq(posts.authorId, post.authorId),
        inArray(posts.state, sourcesOf(POST_TRANSITIONS, 'withdraw')),
      ),
    )
    .returning();
  if (!row) throw refused();
  return row;
}

/**
 * posts.delete (irreversible, any state): the post, its tags (cascade), comments, likes, counters,
 * view marks and every notification about it or its comments, in one transaction. Collections
 * stay and show the target as missing; the moderation log keeps its history.
 */
export async function deletePost(db: Db, post: PostRow): Promise<void> {
  await db.transaction(async (tx) => {
    const onPost = and(eq(comments.targetType, 'post'), eq(comments.targetId, post.id));
    const commentIds = tx.select({ id: comments.id }).from(comments).where(onPost);
    await tx
      .delete(notifications)
      .where(
        or(
          and(eq(notifications.targetType, 'post'), eq(notifications.targetId, post.id)),
          and(eq(notifications.targetType, 'comment'), inArray(notifications.targetId, commentIds)),
        ),
      );
    // the post's and its comments' likes and counters
    await tx
      .delete(likes)
      .where(
        or(
          and(eq(likes.targetType, 'post'), eq(likes.targetId, post.id)),
          and(eq(likes.targetType, 'comment'), inArray(likes.targetId, commentIds)),
        ),
      );
    await tx
      .delete(targetCounters)
      .where(
        or(
          and(eq(targetCounters.targetType, 'post'), eq(targetCounters.targetId, post.id)),
          and(eq(targetCounters.targetType, 'comment'), inArray(targetCounters.targetId, commentIds)),
        ),
      );
    await tx.delete(comments).where(onPost);
    await tx
      .delete(contentViews)
      .where(and(eq(contentViews.targetType, 'post'), eq(contentViews.targetId, post.id)));
    const deleted = await tx.delete(posts).where(eq(posts.id, post.id)).returning({ id: posts.id });
    if (deleted.length === 0) throw idNotExist();
  });
}
