import type { FastifyRequest } from 'fastify';
import { Code, type PostFields } from '@occ/shared';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { screenText } from '../moderation/sensitive-words';
import { writeModerationLog, type LogEntry } from '../reviews/log';

export interface ScreenedPost {
  title: string;
  summary: string;
  content: string;
  tags: string[];
  /** the automatic decisions to log with the submission (auto_hold, auto_replace) */
  decisions: LogEntry[];
}

/**
 * Screens a submission against the sensitive-word list (issue 4's one-pass matcher). A block word
 * refuses it: logged as auto_block, then 422 naming the field. Replace words come back masked;
 * a review word holds it (it stays in audit either way, with an auto_hold line for the reviewer).
 */
export async function screenPost(
  app: App,
  req: FastifyRequest,
  postId: string,
  f: Pick<PostFields, 'title' | 'summary' | 'content' | 'tags'>,
): Promise<ScreenedPost> {
  const texts: Record<string, string> = { title: f.title, summary: f.summary, content: f.content };
  f.tags.forEach((tag, i) => (texts[`tags.${i}`] = tag));
  const held: string[] = [];
  const replaced: string[] = [];
  for (const key of Object.keys(texts)) {
    const field = key.replace(/\.\d+$/, '');
    try {
      const r = await screenText(app, texts[key]!);
      if (r.text !== texts[key] && !replaced.includes(field)) replaced.push(field);
      if (r.action === 'review' && !held.includes(field)) held.push(field);
      texts[key] = r.text;
    } catch (e) {
      if (!(e instanceof AppError && e.messageKey === 'sensitiveBlocked')) throw e;
      await writeModerationLog(app.database.db, {
        actorId: null,
        targetType: 'post',
        targetId: postId,
        action: 'auto_block',
        reason: `${field}: ${String(e.params.word ?? '')}`,
      });
      throw new AppError(422, Code.VALIDATION_FAILED, 'sensitiveBlocked', e.params, [
        { field, message: t(req, 'sensitiveBlocked', e.params) },
      ]);
    }
  }
  const decisions: LogEntry[] = [];
  for (const [action, fields] of [
    ['auto_hold', held],
    ['auto_replace', replaced],
  ] as const)
    if (fields.length > 0)
      decisions.push({
        actorId: null,
        targetType: 'post',
        targetId: postId,
        action,
        reason: fields.join(', '),
      });
  return {
    title: texts.title!,
    summary: texts.summary!,
    content: texts.content!,
    tags: f.tags.map((_, i) => texts[`tags.${i}`]!),
    decisions,
  };
}
