import type { FastifyReply } from 'fastify';
import { Code, normalizeTarget } from '@occ/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { App } from '../../platform/types';
import { findUserByAccount, verifyAgainstNothing, verifyPassword } from './accounts';
import { clear, hit, peek, throttled } from './throttle';

// Password-login throttling (DESIGN §6). Failures are counted per account and per IP in fixed
// windows of LOGIN_WINDOW_MINUTES: LOGIN_MAX_FAILURES per account, 4× that per IP. A full window
// pauses password login only until the window ends (no permanent lock), and a success clears the
// account's count. Code login is deliberately NOT gated by these counters: someone hammering a
// victim's password can pause password login for a few minutes but cannot keep the owner out,
// who can always sign in with a code sent to their own mobile/e-mail (itself limited by the
// 5-try rule and the send limits).

const IP_FACTOR = 4;

/** One counter per account however it was typed (username, mobile, e-mail all share it). */
const accountKey = (userId: string | null, account: string) =>
  userId ? `login:user:${userId}` : `login:name:${normalizeTarget(account)?.value ?? account.trim()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

export const badCredentials = () => new AppError(400, Code.PASSWORD_OR_CODE_INVALID, 'badCredentials');

/**
 * Checks account + password under the throttle; returns the user id. Unknown account and wrong
 * password give the same error after the same argon2 work.
 */
export async function checkPasswordLogin(
  app: App,
  reply: FastifyReply,
  input: { account: string; password: string; ip: string },
): Promise<string> {
  const { db } = app.database;
  const { LOGIN_MAX_FAILURES: max, LOGIN_WINDOW_MINUTES: minutes } = app.config;
  const window = minutes * 60;

  const byIp = await peek(db, ipKey(input.ip), window, max * IP_FACTOR);
  if (!byIp.allowed) throw throttled(reply, 'loginThrottled', byIp.retryAfter);
  const user = await findUserByAccount(db, input.account);
  const key = accountKey(user?.id ?? null, input.account);
  const byAccount = await peek(db, key, window, max);
  if (!byAccount.allowed) throw throttled(reply, 'loginThrottled', byAccount.retryAfter);

  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!ok || !user) {
    await hit(db, key, window, max);
    await hit(db, ipKey(input.ip), window, max * IP_FACTOR);
    throw badCredentials();
  }
  await clear(db, key);
  // an administrator asked for a new password: the old one opens nothing until it is reset
  if (user.mustResetPassword) throw new AppError(403, Code.FORBIDDEN, 'passwordResetRequired');
  return user.id;
}

/** After a password reset the owner starts with a clean slate. */
export const clearLoginFailures = (db: Db, userId: string) => clear(db, accountKey(userId, ''));
