// Glue shared by questions, answers and comments: sensitive-word screening of named fields,
// links, @mentions and the notifications they send.
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Code } from '@occ/shared';
import { users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { screenText } from '../moderation/sensitive-words';
import { notify } from '../notifications/notify';

/**
 * Screens each named text (C1's one-pass matcher): a block word answers 422 naming the field,
 * 'replace' masks it, 'review' holds the whole item (status 'held').
 */
export async function screenFields<K extends string>(
  app: App,
  req: FastifyRequest,
  fields: Record<K, string>,
): Promise<{ texts: Record<K, string>; held: boolean }> {
  const texts = { ...fields };
  let held = false;
  for (const key of Object.keys(fields) as K[]) {
    try {
      const r = await screenText(app, fields[key]);
      texts[key] = r.text;
      if (r.action === 'review') held = true;
    } catch (e) {
      if (e instanceof AppError && e.messageKey === 'sensitiveBlocked')
        throw new AppError(422, Code.VALIDATION_FAILED, 'sensitiveBlocked', e.params, [
          { field: key.replace(/\.\d+$/, ''), message: t(req, 'sensitiveBlocked', e.params) },
        ]);
      throw e;
    }
  }
  return { texts, held };
}

/**
 * The page of a question or topic, as the web's route table has them: topics open on the
 * question detail page; RISC-V zone questions live under /community/rv_qa.
 */
export function linkOf(q: { id: string; kind: string; zone: string }): string {
  if (q.zone === 'riscv') return `/community/rv_qa/detail?id=${q.id}`;
  return `/community/qa/detail?id=${q.id}`;
}

const MENTION = /(?:^|[^\w@])@([^\s@,.;:!?，。；：！？()（）]{2,12})/gu;

/** Usernames mentioned as @username (at most 10 per text). */
export function mentionsOf(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(MENTION)) names.add(m[1]!);
  return [...names].slice(0, 10);
}

/** Notifies each mentioned user (never the actor; notify() skips self). */
export async function notifyMentions(
  app: App,
  text: string,
  n: { actorId: string; targetType: string; targetId: string; summary: string; link: string },
  skip: string[] = [],
): Promise<void> {
  const names = mentionsOf(text);
  if (names.length === 0) return;
  const rows = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.username, names));
  for (const r of rows) {
    if (skip.includes(r.id)) continue;
    await notify(app, { userId: r.id, category: 'interaction', kind: 'mention', ...n });
  }
}

export { notify };
