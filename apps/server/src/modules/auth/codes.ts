import crypto from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  CODE_LENGTH,
  CODE_MAX_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  Code,
  normalizeTarget,
  type CodeScene,
  type CompleteLocale,
  type TargetKind,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { users, verificationCodes } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { App } from '../../platform/types';
import type { Tx } from './accounts';
import { codeMessage } from './code-message';
import { deliver } from './delivery';
import { hit } from './throttle';

// One-time codes (DESIGN §6): 6 digits from the CSPRNG, stored hashed, 10 minutes, single use,
// 5 wrong tries kill the code, a new send replaces older codes, 60-s resend cooldown, hourly limits
// per target and per IP.

const HOUR = 3600;

const hashCode = (id: string, code: string) =>
  crypto.createHash('sha256').update(`${id}:${code}`).digest('hex');

const codeError = (key: 'codeInvalid' | 'codeTooManyTries') =>
  new AppError(400, Code.PASSWORD_OR_CODE_INVALID, key);
const invalidTarget = () => new AppError(400, Code.PASSWORD_OR_CODE_INVALID, 'targetInvalid');

export type SendRefusal =
  { reason: 'cooldown'; retryAfter: number } | { reason: 'targetLimit' | 'ipLimit'; retryAfter: number };

export interface SendInput {
  target: string;
  scene: CodeScene;
  ip: string;
  locale: CompleteLocale;
}

/** Seconds left of the resend cooldown for target+scene (0 when a new code may be sent). */
async function cooldownLeft(db: Db, target: string, scene: CodeScene): Promise<number> {
  const [last] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.scene, scene)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!last) return 0;
  const left = Math.ceil((last.createdAt.getTime() + CODE_RESEND_SECONDS * 1000 - Date.now()) / 1000);
  return Math.max(0, left);
}

/** Whether a password reset for this target can reach an account. */
async function hasAccount(db: Db, kind: TargetKind, value: string): Promise<boolean> {
  const column = kind === 'mobile' ? users.mobile : users.email;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(column, value)).limit(1);
  return Boolean(row);
}

/**
 * Makes and sends a code. Returns a refusal (the route answers 429) instead of throwing so the
 * caller sets Retry-After. The graphic code must already have been checked.
 *
 * Enumeration: a send answers the same whether the target is registered or not. For `register`
 * the code is sent anyway and registration then fails with the "taken" message; for `reset` to an
 * unknown target the code is recorded (same cooldown, same answer) but nothing is delivered, so no
 * stranger receives mail from us and the later reset fails as a wrong code.
 */
export async function sendCode(app: App, input: SendInput): Promise<SendRefusal | null> {
  const { db } = app.database;
  const { config } = app;
  const target = normalizeTarget(input.target);
  if (!target) throw invalidTarget();

  const wait = await cooldownLeft(db, target.value, input.scene);
  if (wait > 0) return { reason: 'cooldown', retryAfter: wait };
  const perIp = await hit(db, `code:ip:${input.ip}`, HOUR, config.CODE_SENDS_PER_IP_HOUR);
  if (!perIp.allowed) return { reason: 'ipLimit', retryAfter: perIp.retryAfter };
  const perTarget = await hit(db, `code:target:${target.value}`, HOUR, config.CODE_SENDS_PER_TARGET_HOUR);
  if (!perTarget.allowed) return { reason: 'targetLimit', retryAfter: perTarget.retryAfter };

  const id = crypto.randomUUID();
  const code = crypto
    .randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    // a new send replaces every older live code of the same target and scene
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.target, target.value),
          eq(verificationCodes.scene, input.scene),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      id,
      target: target.value,
      scene: input.scene,
      codeHash: hashCode(id, code),
      expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      ip: input.ip,
    });
  });

  if (input.scene === 'reset' && !(await hasAccount(db, target.kind, target.value))) return null;
  const words = codeMessage(input.locale, input.scene, code);
  try {
    await deliver(app, {
      channel: target.kind === 'mobile' ? 'sms' : 'email',
      to: target.value,
      ...words,
      secret: code,
    });
  } catch (e) {
    // an undelivered code must not stay usable, nor hold the cooldown against a retry
    await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    throw e;
  }
  return null;
}

export interface VerifyInput {
  target: string;
  scene: CodeScene;
  code: string;
}

/**
 * Checks the newest code sent to target for scene. Wrong answers are counted (5 → dead); a right
 * one is consumed unless `consume: false` (the caller will consume it later, e.g. inside the
 * transaction that creates the account, by calling again).
 *
 * Errors: -101020 'codeMissing' when no code was ever sent; -102016 'codeInvalid' when wrong,
 * expired, already used or replaced; -102016 'codeTooManyTries' after 5 wrong answers.
 */
export async function verifyCode(
  db: Db | Tx,
  input: VerifyInput,
  opts: { consume?: boolean } = {},
): Promise<{ kind: TargetKind; value: string }> {
  const target = normalizeTarget(input.target);
  if (!target) throw invalidTarget();
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target.value), eq(verificationCodes.scene, input.scene)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError(400, Code.MISSING_VERIFICATION_CODE, 'codeMissing');
  if (row.consumedAt || row.expiresAt.getTime() <= Date.now()) throw codeError('codeInvalid');
  if (row.attempts >= CODE_MAX_TRIES) throw codeError('codeTooManyTries');

  const right = crypto.timingSafeEqual(
    Buffer.from(row.codeHash),
    Buffer.from(hashCode(row.id, input.code.trim())),
  );
  if (!right) {
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id))
      .returning({ attempts: verificationCodes.attempts });
    throw codeError(
      (counted?.attempts ?? CODE_MAX_TRIES) >= CODE_MAX_TRIES ? 'codeTooManyTries' : 'codeInvalid',
    );
  }
  if (opts.consume !== false) {
    // conditional update: of two concurrent uses of one code, exactly one wins
    const used = await db
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.id, row.id),
          isNull(verificationCodes.consumedAt),
          lt(verificationCodes.attempts, CODE_MAX_TRIES),
        ),
      )
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw codeError('codeInvalid');
  }
  return target;
}
