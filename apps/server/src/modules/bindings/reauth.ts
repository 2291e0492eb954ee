// Re-authentication before a change of e-mail or mobile: the current password, when the user has
// one. Wrong answers are throttled per user like login failures, so a stolen session cannot be
// used to guess the password here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@occ/shared';
import { verifyPassword } from '../auth/accounts';
import { clear, hit, peek, throttled } from '../auth/throttle';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';

export async function confirmPassword(
  app: App,
  req: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; passwordHash: string | null },
  password: string | undefined,
): Promise<void> {
  if (!user.passwordHash) return;
  if (!password) {
    throw new AppError(422, Code.VALIDATION_FAILED, 'reauthRequired', {}, [
      { field: 'password', message: t(req, 'reauthRequired') },
    ]);
  }
  const { db } = app.database;
  const key = `reauth:user:${user.id}`;
  const window = app.config.LOGIN_WINDOW_MINUTES * 60;
  const max = app.config.LOGIN_MAX_FAILURES;
  const state = await peek(db, key, window, max);
  if (!state.allowed) throw throttled(reply, 'loginThrottled', state.retryAfter);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await hit(db, key, window, max);
    throw new AppError(400, Code.PASSWORD_OR_CODE_INVALID, 'passwordWrong', {}, [
      { field: 'password', message: t(req, 'passwordWrong') },
    ]);
  }
  await clear(db, key);
}
