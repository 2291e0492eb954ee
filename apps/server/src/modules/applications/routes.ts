import { z } from 'zod';
import {
  APPLICATION_KINDS,
  applicationQueueItem,
  applicationQueueQuery,
  applicationReviewBody,
  envelopeOf,
  errorResponses,
  ok,
  pageOf,
  type ApplicationKindName,
} from '@occ/shared';
import { forbidden, needLogin } from '../../platform/errors';
import { contentLocaleOf, t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { APPLICATION_KIND_REGISTRY } from './kinds';
import { queuePage, reviewableKinds } from './queue';
import { authorizeReview, queueState, reviewAndNotify } from './review-flow';

const errors = errorResponses(401, 403, 404, 409, 422);
const queuePageSchema = pageOf(applicationQueueItem).extend({
  /** the kinds this reviewer decides: the queue's kind filter offers these */
  kinds: z.array(z.enum(APPLICATION_KINDS)),
});

/** The console's one approval queue (`approve`): every kind of application, by kind and state. */
export async function applicationQueueRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/admin/applications',
    {
      // refused before validation: a visitor learns nothing of the query's rules
      preValidation: async (req) => {
        if (reviewableKinds(req.user).length === 0) throw req.user ? forbidden() : needLogin();
      },
      schema: {
        operationId: 'applications.list',
        tags: ['admin'],
        summary: 'Applications of every kind the reviewer decides (or one kind), in one state, paged',
        querystring: applicationQueueQuery,
        response: { 200: envelopeOf(queuePageSchema), ...errors },
      },
    },
    async (req) => {
      const kinds = reviewableKinds(req.user);
      if (req.query.kind && !kinds.includes(req.query.kind)) throw forbidden();
      const chosen = req.query.kind ? [req.query.kind] : kinds;
      const { items, total } = await queuePage(db, chosen, req.query, contentLocaleOf(req));
      return ok({ items, total, page: req.query.page, pageSize: req.query.pageSize, kinds });
    },
  );

  const reviewAnswer = envelopeOf(
    z.object({ kind: z.enum(APPLICATION_KINDS), id: z.string(), state: z.string() }),
  );
  /** Approve, or reject with a reason; `fixed` is the kind of a kind's own address, else the URL names it. */
  function reviewRoute(url: string, operationId: string, tag: string, fixed?: ApplicationKindName) {
    const params = fixed
      ? z.object({ id: z.uuid() })
      : z.object({ kind: z.enum(APPLICATION_KINDS), id: z.uuid() });
    const kindOf = (p: object) => fixed ?? ((p as { kind?: string }).kind as ApplicationKindName);
    app.post(
      url,
      {
        preValidation: async (req) => {
          const name = kindOf(req.params as object);
          // an unknown kind is left to the params schema (422)
          if (APPLICATION_KINDS.includes(name)) authorizeReview(APPLICATION_KIND_REGISTRY[name], req.user);
          else if (!req.user) throw needLogin();
        },
        schema: {
          operationId,
          tags: [tag],
          summary: 'Approve, or reject with a reason, one application of a kind; the applicant is told',
          params,
          body: applicationReviewBody,
          response: { 200: reviewAnswer, ...errors },
        },
      },
      async (req) => {
        const name = kindOf(req.params as object);
        const kind = APPLICATION_KIND_REGISTRY[name];
        const { id } = req.params as { id: string };
        const row = await reviewAndNotify(app, kind, req.user, id, req.body, t(req, 'rejectCommentRequired'));
        return ok({ kind: name, id: row.id, state: queueState(kind, row.state) });
      },
    );
  }

  reviewRoute('/api/admin/applications/:kind/:id/review', 'applications.review', 'admin');
  for (const name of APPLICATION_KINDS) {
    const own = APPLICATION_KIND_REGISTRY[name].reviewRoute;
    if (own) reviewRoute(own.url, own.operationId, own.tag, name);
  }
}
