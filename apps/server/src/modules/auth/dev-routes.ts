import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeOf, errorEnvelope, normalizeTarget, ok } from '@occ/shared';
import { outboxMessages } from '../../db/schema';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/types';
import { devCaptchaAnswer } from './captcha';
import { isOutbox } from './delivery';

const OUTBOX_LIMIT = 20;

const outboxItem = z.object({
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

/**
 * Development and test helpers, registered only when NODE_ENV is not production (routes.ts):
 * read one-time codes "sent" in outbox mode, and the answer of a graphic code for browser tests.
 */
export async function devRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        operationId: 'dev.outbox',
        tags: ['dev'],
        summary: 'Newest messages stored for an address (outbox mode, never in production)',
        querystring: z.object({ to: z.string().trim().min(1).max(254) }),
        response: { 200: envelopeOf(z.array(outboxItem)), 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req) => {
      const target = normalizeTarget(req.query.to);
      const channel = target?.kind === 'mobile' ? 'sms' : 'email';
      // with a real transport the codes went out for real; nothing here to read
      if (!isOutbox(app.config, channel)) throw notFound();
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, target?.value ?? req.query.to.toLowerCase()),
            eq(outboxMessages.channel, channel),
            eq(outboxMessages.status, 'stored'),
          ),
        )
        .orderBy(desc(outboxMessages.createdAt))
        .limit(OUTBOX_LIMIT);
      return ok(
        rows.map((m) => ({
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          body: m.body,
          createdAt: m.createdAt.toISOString(),
        })),
      );
    },
  );

  app.get(
    '/api/dev/captcha/:id',
    {
      schema: {
        operationId: 'dev.captcha',
        tags: ['dev'],
        summary: 'The answer of a live graphic code (never in production)',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: envelopeOf(z.object({ answer: z.string() })), 404: errorEnvelope },
      },
    },
    async (req) => {
      const answer = devCaptchaAnswer(req.params.id);
      if (answer === null) throw notFound();
      return ok({ answer });
    },
  );
}
