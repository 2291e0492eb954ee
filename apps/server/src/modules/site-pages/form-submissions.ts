import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_ROLE, formSubmissionsArea } from '@occ/shared/admin';
import { Code, envelopeOf, errorResponses, translate, type MessageKey } from '@occ/shared';
import { ok } from '@occ/shared';
import { pageAreaBody } from '@occ/shared/admin';
import { pagePath, type PageBlockOf } from '@occ/shared/pages/blocks';
import {
  formAnswersSchema,
  formSubmissionInput,
  type FormAnswers,
  type FormField,
  type FormSubmissionInput,
} from '@occ/shared/pages/forms';
import type { Db } from '../../db/client';
import { formSubmissionFiles, formSubmissions, pages, roles, users } from '../../db/schema';
import { outer } from '../../db/sql';
import { plainWrites, readById, type AreaBinding } from '../../platform/admin-area/binding';
import { AppError, notFound } from '../../platform/errors';
import { contentLocaleOf, t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { verifyCaptcha } from '../auth/captcha';
import { notify } from '../notifications/notify';
import { attachmentsColumn, ownAttachments, refuseVisitorAttachments } from './form-attachments';

/** Submissions per address (or signed-in user) per hour. */
export const FORM_SUBMISSIONS_PER_HOUR = 10;

const pageSlugSql = sql<string>`(select ${pages.slug} from ${pages} where ${pages.id} = ${outer(formSubmissions.pageId)})`;

/** The console's `formSubmissions` area: list by page, form and status, CSV, handled toggle. */
export const formSubmissionsBinding: AreaBinding = {
  decl: formSubmissionsArea as unknown as AreaBinding['decl'],
  table: formSubmissions,
  id: formSubmissions.id,
  columns: {
    createdAt: formSubmissions.createdAt,
    pageId: formSubmissions.pageId,
    pageSlug: pageSlugSql,
    formKey: formSubmissions.formKey,
    formKind: formSubmissions.formKind,
    answersText: sql<string>`${formSubmissions.answers}::text`,
    status: formSubmissions.status,
    attachments: attachmentsColumn,
  },
  searchColumns: [formSubmissions.formKey, sql`${formSubmissions.answers}::text`],
  read: readById(formSubmissions, formSubmissions.id, formSubmissionsArea as unknown as AreaBinding['decl']),
  ...plainWrites(formSubmissions, formSubmissions.id),
};

type FormBlock = PageBlockOf<'form'>;

/** The published form block `formKey` of page `slug`, in the reader's language first. */
async function publishedForm(db: Db, slug: string, formKey: string, en: boolean) {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  if (!row?.publishedAt || row.publishedAt > new Date()) throw notFound('pageNotFound');
  const body = pageAreaBody.parse(row);
  const order = en ? [body.blocksEn, body.blocksZh] : [body.blocksZh, body.blocksEn];
  for (const blocks of order) {
    const block = blocks.find(
      (b): b is FormBlock => b.type === 'form' && (b as FormBlock).props.formKey === formKey,
    );
    if (block) return { page: row, block };
  }
  throw notFound('formNotFound');
}

/** Staff who may read the pages area (or administrators), not disabled. */
async function pageStaff(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.disabledAt} is null and (${ADMIN_ROLE} = any(${users.roles}) or ${users.roles} && array(
        select ${roles.key} from ${roles} where 'pages.read' = any(${roles.permissions})))`,
    )
    .limit(200);
  return rows.map((r) => r.id);
}

const both = (key: MessageKey, params: Record<string, string>) =>
  `${translate(key, 'zh-CN', params)} / ${translate(key, 'en-US', params)}`;

/** `POST /api/form-submissions`: a visitor's answers to a published page's form block. */
export async function formSubmissionRoutes(app: App) {
  const { db } = app.database;
  app.post(
    '/api/form-submissions',
    {
      config: {
        rateLimit: {
          max: FORM_SUBMISSIONS_PER_HOUR,
          timeWindow: '1 hour',
          // counted after validation: answers refused for a field do not use up the hour
          hook: 'preHandler',
          keyGenerator: (req) => `form:${req.user?.id ?? req.ip}`,
        },
      },
      schema: {
        operationId: 'formSubmissions.create',
        tags: ['pages'],
        summary:
          "Answers to a published page's form block, validated with the schema built from its declared fields (graphic code for visitors, rate-limited)",
        body: formSubmissionInput,
        response: {
          200: envelopeOf(z.object({ id: z.number().int(), message: z.string() })),
          ...errorResponses(400, 404, 422, 429),
        },
      },
    },
    async (req) => {
      const body = req.body as FormSubmissionInput;
      const locale = contentLocaleOf(req);
      const { page, block } = await publishedForm(db, body.slug, body.formKey, locale === 'en-US');
      const fields = block.props.formFields as FormField[];
      const parsed = formAnswersSchema(fields, locale).safeParse(body.answers);
      if (!parsed.success)
        throw new AppError(
          422,
          Code.VALIDATION_FAILED,
          'validationFailed',
          {},
          parsed.error.issues.map((i) => ({ field: ['answers', ...i.path].join('.'), message: i.message })),
        );
      const answers = parsed.data as FormAnswers;
      refuseVisitorAttachments(req, fields, answers);
      if (!req.user) await verifyCaptcha(db, app.config, body.captchaId ?? '', body.captchaCode ?? '');
      const row = await db.transaction(async (tx) => {
        const files = await ownAttachments(tx as unknown as Db, req, fields, answers);
        const [created] = await tx
          .insert(formSubmissions)
          .values({
            pageId: page.id,
            formKey: block.props.formKey,
            formKind: block.props.formKind,
            answers: parsed.data,
            userId: req.user?.id ?? null,
            ip: req.ip,
          })
          .returning({ id: formSubmissions.id });
        if (files.length)
          await tx
            .insert(formSubmissionFiles)
            .values(files.map((f) => ({ submissionId: created!.id, fieldKey: f.key, fileId: f.fileId })));
        return created;
      });
      const summary = both('formSubmissionNew', { title: block.props.title, page: page.slug });
      for (const userId of await pageStaff(db))
        await notify(app, {
          userId,
          category: 'system',
          kind: 'system',
          targetType: 'formSubmission',
          summary,
          link: `${formSubmissionsArea.editRoute}/${row!.id}`,
        });
      // the submitter's receipt in the message centre (a visitor without an account has the page's answer only)
      if (req.user)
        await notify(app, {
          userId: req.user.id,
          category: 'system',
          kind: 'system',
          targetType: 'formSubmission',
          summary: both('formSubmissionReceived', { title: block.props.title }),
          link: pagePath(page.slug),
        });
      return ok({ id: row!.id, message: block.props.successMessage || t(req, 'formReceived') });
    },
  );
}
