import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ANSWER_MAX, envelopeOf, errorResponses, ok } from '@occ/shared';
import { renderMarkdown } from '../../platform/markdown';
import type { App } from '../../platform/types';
import { contentPolicy } from '../questions/policy';

/** previews per user per minute (each one runs the full markdown pipeline) */
export const PREVIEW_PER_MINUTE = 60;

const previewBody = z.object({
  markdown: z.string({ error: 'answerRequired' }).max(ANSWER_MAX, 'answerTooLong'),
});

/**
 * Markdown preview for the editors: the same pipeline (platform/markdown.ts) that renders what is
 * published, so the preview is exactly the sanitised HTML the page will show.
 */
export async function markdownPreviewRoutes(app: App) {
  app.post(
    '/api/community/preview',
    {
      preValidation: async (req: FastifyRequest) => contentPolicy.authorize(req.user, 'create', null),
      config: {
        rateLimit: {
          max: PREVIEW_PER_MINUTE,
          timeWindow: '1 minute',
          // per user (the session hook has run); visitors are refused anyway
          keyGenerator: (req: FastifyRequest) =>
            req.user ? `preview:${req.user.id}` : `preview-ip:${req.ip}`,
        },
      },
      schema: {
        operationId: 'markdown.preview',
        tags: ['community'],
        summary: `Render markdown (≤ ${ANSWER_MAX} characters) to sanitised HTML with the publishing pipeline; ${PREVIEW_PER_MINUTE}/min per user`,
        body: previewBody,
        response: { 200: envelopeOf(z.object({ html: z.string() })), ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (req) => ok({ html: await renderMarkdown(req.body.markdown) }),
  );
}
