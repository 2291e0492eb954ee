import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code, envelopeOf, errorResponses, ok } from '@occ/shared';
import {
  businessEnquiryInput,
  consoleInfo,
  DICT_TYPES,
  dictEntry,
  faqPublic,
  ADMIN_ROLE,
  menuRow,
  menuUpdate,
  type BusinessEnquiryInput,
  type MenuUpdate,
} from '@occ/shared/admin';
import { adminMenus, businessEnquiries, dicts, faqs } from '../../db/schema';
import type { Db } from '../../db/client';
import { outer } from '../../db/sql';
import { requirePermission } from '../../platform/access';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { writeAudit } from '../../platform/audit';
import { AppError, needLogin } from '../../platform/errors';
import { contentLocaleOf, t } from '../../platform/i18n';
import { renderMarkdown } from '../../platform/markdown';
import type { App } from '../../platform/types';
import { verifyCaptcha } from '../auth/captcha';
import {
  auditBinding,
  businessBinding,
  carouselBinding,
  clientsBinding,
  dictsBinding,
  faqsBinding,
} from './areas';
import { menuFor, menuProblems, menuRows } from './menu';

const errors = errorResponses(401, 403, 404, 409, 422);
/** Enquiries one address may send per hour (plus the graphic code on each). */
export const BUSINESS_PER_HOUR = 5;

export async function adminConsoleRoutes(app: App) {
  const { db } = app.database;
  for (const b of [dictsBinding, faqsBinding, carouselBinding, businessBinding, clientsBinding, auditBinding])
    registerAdminArea(app, b);

  app.get(
    '/api/admin/console',
    {
      schema: {
        operationId: 'console.get',
        tags: ['admin'],
        summary: "The console menu the current user may see and the permissions the console's buttons follow",
        response: { 200: envelopeOf(consoleInfo), ...errors },
      },
    },
    async (req) => {
      const user = req.user;
      if (!user) throw needLogin();
      const session = user.via === 'session';
      const menu = session ? menuFor(await menuRows(db), user) : [];
      return ok({
        menu,
        permissions: session ? user.permissions : [],
        isAdmin: session && user.roles.includes(ADMIN_ROLE),
      });
    },
  );

  app.get(
    '/api/admin/menus',
    {
      preValidation: async (req: FastifyRequest) => requirePermission(req.user, 'menus.read'),
      schema: {
        operationId: 'menus.list',
        tags: ['admin'],
        summary: 'Every menu row (groups and entries), flat, in order',
        response: { 200: envelopeOf(z.array(menuRow)), ...errors },
      },
    },
    async () => ok(await menuRows(db)),
  );

  app.put(
    '/api/admin/menus',
    {
      preValidation: async (req: FastifyRequest) => requirePermission(req.user, 'menus.manage'),
      schema: {
        operationId: 'menus.update',
        tags: ['admin'],
        summary:
          'Replace the whole menu (rename, reorder, regroup, change the permission that shows an entry)',
        body: menuUpdate,
        response: { 200: envelopeOf(z.array(menuRow)), ...errors },
      },
    },
    async (req) => {
      const { items } = req.body as MenuUpdate;
      const problems = menuProblems(items);
      if (problems.length) {
        const fields = problems.map((p) => ({ field: p.field, message: t(req, p.key, { field: p.field }) }));
        throw new AppError(
          422,
          Code.VALIDATION_FAILED,
          problems[0]!.key,
          { field: problems[0]!.field },
          fields,
        );
      }
      await db.transaction(async (tx) => {
        const before = await menuRows(tx as unknown as Db);
        await tx.delete(adminMenus);
        if (items.length) await tx.insert(adminMenus).values(items);
        await writeAudit(tx as unknown as Db, req, {
          resource: 'menus',
          recordId: 'menu',
          action: 'update',
          before: { items: before },
          after: { items },
        });
      });
      return ok(await menuRows(db));
    },
  );

  app.get(
    '/api/dicts/:type',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'dicts.entries',
        tags: ['dicts'],
        summary:
          "A dictionary's enabled entries in the reader's language, in order (what forms and filters offer)",
        params: z.object({ type: z.enum(DICT_TYPES) }),
        response: { 200: envelopeOf(z.array(dictEntry)), 422: errorResponses(422)[422] },
      },
    },
    async (req) => {
      const en = contentLocaleOf(req) === 'en-US';
      const rows = await db
        .select({ value: dicts.value, label: en ? dicts.labelEn : dicts.labelZh })
        .from(dicts)
        .where(and(eq(dicts.type, req.params.type), eq(dicts.enabled, true)))
        .orderBy(asc(dicts.sort), asc(dicts.value))
        .limit(500);
      return ok(rows);
    },
  );

  app.get(
    '/api/faqs',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'faqs.published',
        tags: ['faqs'],
        summary: "Published FAQ in the reader's language, by category and order (the help page)",
        response: { 200: envelopeOf(z.array(faqPublic)) },
      },
    },
    async (req) => {
      const en = contentLocaleOf(req) === 'en-US';
      const rows = await db
        .select({
          id: faqs.id,
          category: faqs.category,
          categoryLabel: sql<string>`coalesce((select ${en ? dicts.labelEn : dicts.labelZh} from ${dicts} where ${dicts.type} = 'faqCategory' and ${dicts.value} = ${outer(faqs.category)}), ${faqs.category})`,
          categorySort: sql<number>`coalesce((select ${dicts.sort} from ${dicts} where ${dicts.type} = 'faqCategory' and ${dicts.value} = ${outer(faqs.category)}), 9999)`,
          questionZh: faqs.questionZh,
          questionEn: faqs.questionEn,
          answerZh: faqs.answerZh,
          answerEn: faqs.answerEn,
        })
        .from(faqs)
        .where(and(isNotNull(faqs.publishedAt), lte(faqs.publishedAt, sql`now()`)))
        .orderBy(asc(faqs.sort), asc(faqs.id))
        .limit(500);
      rows.sort((a, b) => a.categorySort - b.categorySort);
      return ok(
        await Promise.all(
          rows.map(async (r) => {
            const useEn = en && r.questionEn !== '' && r.answerEn !== '';
            return {
              id: r.id,
              category: r.category,
              categoryLabel: r.categoryLabel,
              question: useEn ? r.questionEn : r.questionZh,
              html: await renderMarkdown(useEn ? r.answerEn : r.answerZh),
            };
          }),
        ),
      );
    },
  );

  app.post(
    '/api/business',
    {
      config: {
        rateLimit: {
          max: BUSINESS_PER_HOUR,
          timeWindow: '1 hour',
          // counted after validation: a form refused for its fields does not use up the hour
          hook: 'preHandler',
          keyGenerator: (req) => `business:${req.ip}`,
        },
      },
      schema: {
        operationId: 'business.create',
        tags: ['business'],
        summary:
          'A business cooperation enquiry from the public modal (graphic code, rate-limited per address)',
        body: businessEnquiryInput,
        response: { 200: envelopeOf(z.object({ id: z.number().int(), message: z.string() })), ...errors },
      },
    },
    async (req) => {
      const body = req.body as BusinessEnquiryInput;
      await verifyCaptcha(db, app.config, body.captchaId, body.captchaCode);
      const [row] = await db
        .insert(businessEnquiries)
        .values({
          demand: body.demand,
          email: body.email,
          name: body.name,
          company: body.company,
          ip: req.ip,
        })
        .returning({ id: businessEnquiries.id });
      return ok({ id: row!.id, message: t(req, 'businessReceived') });
    },
  );
}
