import { z } from 'zod';
import { envelopeOf, errorResponses, ok } from '@occ/shared';
import { AppError, conflict, idNotExist } from '../errors';
import { Code } from '@occ/shared';
import { writeAudit } from '../audit';
import type { AreaContext } from './routes';
import { areaOpId, type AreaOp } from './binding';
import {
  changesOf,
  draftOf,
  dropDraft,
  keepVersion,
  listVersions,
  publishedAtOf,
  saveDraft,
  setPublishedAt,
  versionData,
} from './publishing';
import { statusOf } from './list';
import { scheduleDraft, scheduledAt, scheduledPublishing } from './scheduled';

const errors = errorResponses(401, 403, 404, 409, 422);
const env = (s: z.ZodType) => envelopeOf(s) as z.ZodType<unknown>;
const idParams = z.object({ id: z.string().min(1).max(64) });
const change = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const publishBody = z.object({
  /** the "publish to production" confirmation; without it nothing is published */
  confirm: z.literal(true, { error: 'publishConfirmRequired' }),
  /** publish later (a scheduled publication); now when absent */
  publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
});

/** changes, publish, unpublish, versions and restore of a publishable console area. */
export function publishRoutes(ctx: AreaContext) {
  const { app, db, b, base, tags } = ctx;
  const { decl } = b;
  const op = (name: AreaOp) => areaOpId(b, name);
  const publishPermission = decl.actions.publish ?? decl.actions.update;
  scheduledPublishing(app, b);

  app.get(
    `${base}/:id/changes`,
    {
      preValidation: ctx.guard(decl.actions.read),
      schema: {
        operationId: op('changes'),
        tags,
        summary: `${decl.key}: what publishing to production would change`,
        params: idParams,
        response: {
          200: env(
            z.object({ status: z.string(), changes: z.array(change), scheduledAt: z.string().nullable() }),
          ),
          ...errors,
        },
      },
    },
    async (req) => {
      const id = ctx.idOf(req);
      const live = await b.read(db, id);
      if (!live) throw idNotExist();
      const at = (await publishedAtOf(db, b, id)) ?? null;
      const draft = await draftOf(db, b, id);
      return ok({
        status: statusOf(at, Boolean(draft)),
        changes: changesOf(b, live, draft ?? live, at === null),
        scheduledAt: (await scheduledAt(db, b, id))?.toISOString() ?? null,
      });
    },
  );

  app.post(
    `${base}/:id/publish`,
    {
      preValidation: ctx.guard(publishPermission),
      schema: {
        operationId: op('publish'),
        tags,
        summary: `${decl.key}: publish to production (the draft goes live; a version is kept), or at publishAt: a live item's draft then waits for its time while readers see the published version`,
        params: idParams,
        body: publishBody,
        response: {
          200: env(
            z.object({
              /** null while scheduled: the version is kept when the draft goes live */
              version: z.number().int().nullable(),
              publishedAt: z.string(),
              scheduled: z.boolean(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (req) => {
      const id = ctx.idOf(req);
      const { publishAt } = req.body as z.infer<typeof publishBody>;
      const out = await ctx.write(async (tx) => {
        const live = await b.read(tx, id);
        if (!live) throw idNotExist();
        const wasAt = await publishedAtOf(tx, b, id);
        const draft = await draftOf(tx, b, id);
        if (wasAt && !draft && !publishAt) throw conflict('nothingToPublish');
        // a live item's changes at a later time: the draft waits, readers keep the live version
        if (publishAt && wasAt && wasAt <= new Date() && new Date(publishAt) > new Date()) {
          if (!draft) throw conflict('nothingToPublish');
          decl.body.parse(draft);
          await scheduleDraft(tx, b, id, new Date(publishAt));
          await writeAudit(tx, req, {
            resource: decl.key,
            recordId: id,
            action: 'publish',
            before: null,
            after: { scheduledFor: new Date(publishAt).toISOString() },
          });
          return { version: null, publishedAt: new Date(publishAt).toISOString(), scheduled: true };
        }
        const data = draft ? decl.body.parse(draft) : live;
        if (draft) {
          await b.update!(tx, id, data as never);
          await dropDraft(tx, b, id);
        }
        const at = publishAt ? new Date(publishAt) : (wasAt ?? new Date());
        await setPublishedAt(tx, b, id, wasAt && !publishAt ? wasAt : at);
        await b.onPublish?.(tx, id);
        const version = await keepVersion(tx, b, id, data, req.user?.id ?? null);
        await writeAudit(tx, req, {
          resource: decl.key,
          recordId: id,
          action: 'publish',
          before: wasAt ? live : null,
          after: { ...(data as object), publishedAt: at.toISOString(), version },
        });
        return { version, publishedAt: (wasAt && !publishAt ? wasAt : at).toISOString(), scheduled: false };
      }, req);
      return ok(out);
    },
  );

  app.post(
    `${base}/:id/unpublish`,
    {
      preValidation: ctx.guard(publishPermission),
      schema: {
        operationId: op('unpublish'),
        tags,
        summary: `${decl.key}: take off the live site (back to a draft)`,
        params: idParams,
        response: { 200: env(z.null()), ...errors },
      },
    },
    async (req) => {
      const id = ctx.idOf(req);
      await ctx.write(async (tx) => {
        const wasAt = await publishedAtOf(tx, b, id);
        if (wasAt === undefined) throw idNotExist();
        if (wasAt === null) throw conflict('nothingToPublish');
        // a pending draft becomes the record itself: an unpublished record is its own draft
        const draft = await draftOf(tx, b, id);
        if (draft) {
          await b.update!(tx, id, decl.body.parse(draft) as never);
          await dropDraft(tx, b, id);
        }
        await setPublishedAt(tx, b, id, null);
        await writeAudit(tx, req, {
          resource: decl.key,
          recordId: id,
          action: 'unpublish',
          before: { publishedAt: wasAt.toISOString() },
          after: { publishedAt: null },
        });
      });
      return ok(null);
    },
  );

  app.get(
    `${base}/:id/versions`,
    {
      preValidation: ctx.guard(decl.actions.read),
      schema: {
        operationId: op('versions'),
        tags,
        summary: `${decl.key}: every published version, newest first`,
        params: idParams,
        response: {
          200: env(
            z.array(
              z.object({
                version: z.number().int(),
                publishedAt: z.string(),
                publishedBy: z.string().nullable(),
              }),
            ),
          ),
          ...errors,
        },
      },
    },
    async (req) => ok(await listVersions(db, b, ctx.idOf(req))),
  );

  app.post(
    `${base}/:id/versions/:version/restore`,
    {
      preValidation: ctx.guard(decl.actions.update),
      schema: {
        operationId: op('restore'),
        tags,
        summary: `${decl.key}: make a published version the working copy again (publish to make it live)`,
        params: idParams.extend({ version: z.coerce.number().int().min(1).max(1_000_000) }),
        response: { 200: env(z.null()), ...errors },
      },
    },
    async (req) => {
      const id = ctx.idOf(req);
      const { version } = req.params as { version: number };
      await ctx.write(async (tx) => {
        const data = await versionData(tx, b, id, version);
        if (!data) throw new AppError(404, Code.NOT_FOUND, 'versionNotFound');
        const live = await b.read(tx, id);
        if (!live) throw idNotExist();
        const isLive = (await publishedAtOf(tx, b, id)) !== null;
        const parsed = decl.body.parse(data);
        if (isLive) await saveDraft(tx, b, id, parsed, req.user?.id ?? null);
        else await b.update!(tx, id, parsed as never);
        await writeAudit(tx, req, {
          resource: decl.key,
          recordId: id,
          action: 'restore',
          before: live,
          after: parsed,
        });
      });
      return ok(null);
    },
  );
}
