import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_TTL_SECONDS, Code } from '@occ/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { AppError } from '../../platform/errors';

// Graphic codes (spec §5 login): drawn by svg-captcha as glyph outlines (<path>), never <text>,
// with noise lines; the answer is stored hashed and the row is deleted on its first check.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const hashAnswer = (id: string, answer: string) =>
  crypto.createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');

/**
 * Answers kept in memory outside production only, for GET /api/dev/captcha/:id (browser tests
 * solve the graphic code through it). Never filled when NODE_ENV=production.
 */
const devAnswers = new Map<string, { answer: string; expiresAt: number }>();
const DEV_ANSWERS_MAX = 1000;

function rememberForDev(id: string, answer: string, expiresAt: number) {
  const now = Date.now();
  for (const [k, v] of devAnswers)
    if (v.expiresAt < now || devAnswers.size >= DEV_ANSWERS_MAX) devAnswers.delete(k);
  devAnswers.set(id, { answer, expiresAt });
}

export function devCaptchaAnswer(id: string): string | null {
  const hit = devAnswers.get(id);
  return hit && hit.expiresAt > Date.now() ? hit.answer : null;
}

export async function createCaptcha(db: Db, config: Config) {
  const drawing = svgCaptcha.create({
    size: 4,
    noise: 3,
    color: true,
    // glyphs people confuse with each other
    ignoreChars: '0oO1ilI',
    width: 120,
    height: 40,
    fontSize: 46,
  });
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000);
  const id = crypto.randomUUID();
  // expired, never-checked codes are removed here rather than by a separate job
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
  await db.insert(captchas).values({ id, answerHash: hashAnswer(id, drawing.text), expiresAt });
  if (!config.isProduction) rememberForDev(id, drawing.text, expiresAt.getTime());
  return { captchaId: id, svg: drawing.data, expiresIn: CAPTCHA_TTL_SECONDS };
}

const captchaError = (key: 'captchaWrong' | 'captchaExpired') =>
  new AppError(400, Code.PASSWORD_OR_CODE_INVALID, key);

/** Single use: the row is deleted by this check whether the answer is right or wrong. */
export async function verifyCaptcha(
  db: Db,
  config: Config,
  captchaId: string,
  answer: string,
): Promise<void> {
  // automated environments only (loadConfig refuses CAPTCHA=off in production)
  if (config.CAPTCHA === 'off') return;
  if (!UUID.test(captchaId)) throw captchaError('captchaExpired');
  const [row] = await db.delete(captchas).where(eq(captchas.id, captchaId)).returning();
  devAnswers.delete(captchaId);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw captchaError('captchaExpired');
  const expected = Buffer.from(row.answerHash);
  const given = Buffer.from(hashAnswer(captchaId, answer));
  if (!crypto.timingSafeEqual(expected, given)) throw captchaError('captchaWrong');
}
