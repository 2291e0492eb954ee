import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  ok,
  pageOf,
  postCreateBody,
  postDetail,
  postListItem,
  postListQuery,
  postMinePage,
  postMineQuery,
  postPreviewBody,
  postSaveDraftBody,
  postSaved,
  postStateResult,
  postUpdateBody,
  postViewResult,
  POST_CONTENT_MAX,
  POST_RELATED_MAX,
  type PostState,
} from '@occ/shared';
import { idNotExist, needLogin } from '../../platform/errors';
import { renderMarkdown } from '../../platform/markdown';
import type { App } from '../../platform/types';
import { PREVIEW_PER_MINUTE } from '../markdown-preview/routes';
import { commentsOf } from '../questions/presenter';
import { viewerMarks } from '../questions/service';
import { createPost, saveWorkingCopy } from './editor';
import { deletePost, submitPost, withdrawPost } from './lifecycle';
import { authorEvents, authorizeAuthor, postPolicy } from './policy';
import { presentDetail, presentListItem, presentMineItem } from './presenter';
import { listPosts, myPosts, recordPostView, relatedPosts, type ListedPost } from './reading';
import { recomputePostScore } from './score';
import { countersOfPosts, countersOr, loadPost, postRow, tagsOfPosts, type PostRow } from './store';
import { registerPostTarget } from './targets';
import { viewerOf } from '../interactions/views';

const errors = errorResponses(401, 403, 404, 409, 422);
const idParams = z.object({ id: z.uuid('idNotExist') });
// a visitor is asked to log in before anything else is looked at
const loggedIn = async (req: FastifyRequest) => {
  if (!req.user) throw needLogin();
};
const accessOf = (p: PostRow) => ({
  authorId: p.authorId,
  state: p.state as PostState,
  permission: p.permission,
});

/** Tags and counters for a page of listed posts (one query each), then the presenter. */
async function presentListed(app: App, rows: ListedPost[]) {
  const ids = rows.map((r) => r.p.id);
  const [tagMap, counters] = await Promise.all([
    tagsOfPosts(app.database.db, ids),
    countersOfPosts(app.database.db, ids),
  ]);
  return rows.map((r) =>
    presentListItem(r.p, r.author, tagMap.get(r.p.id) ?? [], countersOr(counters, r.p.id)),
  );
}

/** Blog posts (spec §3/§4, issue 5): reading, the editor with server auto-save, the lifecycle. */
export async function postRoutes(app: App) {
  const { db } = app.database;
  registerPostTarget();
  app.jobs.every('posts.score', 10 * 60_000, () => recomputePostScore(db));

  app.get(
    '/api/posts',
    {
      // anonymous readers share one answer for PUBLIC_CACHE_MS (platform/public-cache.ts)
      config: { publicCache: true },
      schema: {
        operationId: 'posts.list',
        tags: ['posts'],
        summary:
          'Published public posts by tag and author, latest (release time) or hottest ((views/10 + ' +
          '(likes + comments + collections)×2 + 1) / (hours since release + 2)^1.5); paged',
        querystring: postListQuery,
        response: { 200: envelopeOf(pageOf(postListItem)), ...errors },
      },
    },
    async (req) => {
      const { items, total } = await listPosts(db, req.query);
      return ok({
        items: await presentListed(app, items),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.get(
    '/api/posts/mine',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'posts.mine',
        tags: ['posts'],
        summary:
          'My posts of one tab (published, audit, fail, been_removed, drafts), most recently worked ' +
          'on first, with the count of every tab',
        querystring: postMineQuery,
        response: { 200: envelopeOf(postMinePage), ...errors },
      },
    },
    async (req) => {
      postPolicy.authorize(req.user, 'mine', null);
      const { rows, total, counts } = await myPosts(db, req.user!.id, req.query);
      const ids = rows.map((r) => r.id);
      const [tagMap, counters] = await Promise.all([tagsOfPosts(db, ids), countersOfPosts(db, ids)]);
      return ok({
        items: rows.map((r) => presentMineItem(r, tagMap.get(r.id) ?? [], countersOr(counters, r.id))),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
        counts,
      });
    },
  );

  app.get(
    '/api/posts/:id',
    {
      // anonymous readers share one answer for PUBLIC_CACHE_MS (platform/public-cache.ts)
      config: { publicCache: true },
      schema: {
        operationId: 'posts.get',
        tags: ['posts'],
        summary:
          'A post: published public ones for everyone; the author sees every post of theirs with the ' +
          'working copy (`draft`), moderators what was submitted; others 404 "The id does not exist"',
        params: idParams,
        response: { 200: envelopeOf(postDetail), ...errors },
      },
    },
    async (req) => {
      const loaded = await loadPost(db, req.params.id);
      if (!loaded || !postPolicy.can(req.user, 'read', accessOf(loaded.p))) throw idNotExist();
      const id = loaded.p.id;
      const [tagMap, counters, marks, thread] = await Promise.all([
        tagsOfPosts(db, [id]),
        countersOfPosts(db, [id]),
        viewerMarks(db, req.user?.id ?? null, [{ type: 'post', id }]),
        commentsOf(db, req.user, [{ type: 'post', ids: [id] }]),
      ]);
      const detail = await presentDetail(req.user, loaded, tagMap.get(id) ?? [], countersOr(counters, id), {
        liked: marks.liked.has(`post:${id}`),
        collected: marks.collected.has(`post:${id}`),
      });
      return ok({ ...detail, commentList: thread.get(`post:${id}`) ?? [] });
    },
  );

  app.get(
    '/api/posts/:id/related',
    {
      schema: {
        operationId: 'posts.related',
        tags: ['posts'],
        summary: `Up to ${POST_RELATED_MAX} published public posts sharing the most tags (then the author's latest)`,
        params: idParams,
        response: { 200: envelopeOf(z.array(postListItem)), ...errors },
      },
    },
    async (req) => {
      const p = await postRow(db, req.params.id);
      if (!postPolicy.can(req.user, 'read', accessOf(p))) throw idNotExist();
      return ok(await presentListed(app, await relatedPosts(db, p)));
    },
  );

  app.post(
    '/api/posts/:id/view',
    {
      schema: {
        operationId: 'posts.view',
        tags: ['posts'],
        summary:
          'Count a view of a published post: once per viewer (user, else hashed IP + user agent) per day',
        params: idParams,
        response: { 200: envelopeOf(postViewResult), ...errors },
      },
    },
    async (req) => {
      const p = await postRow(db, req.params.id);
      if (!postPolicy.can(req.user, 'read', accessOf(p))) throw idNotExist();
      if (p.state !== 'published') return ok({ counted: false, views: p.views });
      return ok(await recordPostView(db, p.id, viewerOf(req)));
    },
  );

  app.post(
    '/api/posts',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'posts.create',
        tags: ['posts'],
        summary: 'Start a post in drafts from the editor fields (limits only); the editor then auto-saves',
        body: postCreateBody,
        response: { 200: envelopeOf(postSaved), ...errors },
      },
    },
    async (req) => {
      postPolicy.authorize(req.user, 'create', null);
      return ok(await createPost(db, req.user!.id, req.body));
    },
  );

  app.post(
    '/api/posts/preview',
    {
      preValidation: loggedIn,
      config: {
        rateLimit: {
          max: PREVIEW_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (req: FastifyRequest) =>
            req.user ? `post-preview:${req.user.id}` : `post-preview-ip:${req.ip}`,
        },
      },
      schema: {
        operationId: 'posts.preview',
        tags: ['posts'],
        summary:
          `The editor's live preview: markdown (≤ ${POST_CONTENT_MAX} characters) rendered by the same ` +
          `pipeline that publishes (sanitised HTML); ${PREVIEW_PER_MINUTE}/min per user`,
        body: postPreviewBody,
        response: { 200: envelopeOf(z.object({ html: z.string() })), ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (req) => {
      postPolicy.authorize(req.user, 'create', null);
      return ok({ html: await renderMarkdown(req.body.markdown) });
    },
  );

  // posts.update (every field rule) and posts.saveDraft (limits only) differ in their body
  // schema; both save the working copy against the version the editor last saw
  const saveCopy = async (
    user: FastifyRequest['user'],
    id: string,
    { draftVersion, ...fields }: Parameters<typeof saveWorkingCopy>[2] & { draftVersion?: number },
  ) => {
    const p = await postRow(db, id);
    authorizeAuthor(user, p, 'edit');
    return ok(await saveWorkingCopy(db, p, fields, draftVersion));
  };

  app.put(
    '/api/posts/:id',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'posts.update',
        tags: ['posts'],
        summary:
          `Save the working copy with every field rule (title, content ≤ ${POST_CONTENT_MAX}, 1-3 tags, ` +
          'a reprint’s source); 422 names the fields. Readers keep the submitted version until resubmitted',
        params: idParams,
        body: postUpdateBody,
        response: { 200: envelopeOf(postSaved), ...errors },
      },
    },
    async (req) => saveCopy(req.user, req.params.id, req.body),
  );

  app.put(
    '/api/posts/:id/draft',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'posts.saveDraft',
        tags: ['posts'],
        summary:
          'Auto-save the working copy (limits only) based on `draftVersion` (409 when another window ' +
          'saved since); answers the new version and draftSavedAt',
        params: idParams,
        body: postSaveDraftBody,
        response: { 200: envelopeOf(postSaved), ...errors },
      },
    },
    async (req) => saveCopy(req.user, req.params.id, req.body),
  );

  app.post(
    '/api/posts/:id/submit',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'posts.submit',
        tags: ['posts'],
        summary:
          'Submit the working copy for review (drafts, fail, been_removed, published → audit): every ' +
          'field rule and the disclaimer (422), sensitive words (block 422, replace masked, review ' +
          'logged), 409 from any other state',
        params: idParams,
        response: { 200: envelopeOf(postStateResult), ...errors },
      },
    },
    async (req) => {
      const p = await postRow(db, req.params.id);
      authorizeAuthor(req.user, p, 'submit');
      const row = await submitPost(app, req, p);
      return ok({ id: row.id, state: row.state as PostState, events: authorEvents(row.state as PostState) });
    },
  );

  app.post(
    '/api/posts/:id/withdraw',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'posts.withdraw',
        tags: ['posts'],
        summary: 'Withdraw: audit → drafts, published → been_removed; 409 from any other state',
        params: idParams,
        response: { 200: envelopeOf(postStateResult), ...errors },
      },
    },
    async (req) => {
      const p = await postRow(db, req.params.id);
      authorizeAuthor(req.user, p, 'withdraw');
      const row = await withdrawPost(db, p);
      return ok({ id: row.id, state: row.state as PostState, events: authorEvents(row.state as PostState) });
    },
  );

  app.delete(
    '/api/posts/:id',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'posts.delete',
        tags: ['posts'],
        summary:
          'Delete a post of mine in any state, irreversibly (with its comments, likes and notifications)',
        params: idParams,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      const p = await postRow(db, req.params.id);
      authorizeAuthor(req.user, p, 'delete');
      await deletePost(db, p);
      return ok(null);
    },
  );
}
