import { z } from 'zod';
import {
  captchaResult,
  Code,
  currentUser,
  envelopeOf,
  errorEnvelope,
  loginBody,
  ok,
  registerBody,
  resetPasswordBody,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  sendCodeBody,
  sendCodeResult,
  errorResponses,
} from '@occ/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { AppError } from '../../platform/errors';
import { contentLocaleOf, t } from '../../platform/i18n';
import { SESSION_COOKIE } from '../../platform/session';
import type { App } from '../../platform/types';
import { loadCurrentUser } from '../users/service';
import { createUser, findUserByAccount, hashPassword, takenField } from './accounts';
import { accountRoutes } from './account-routes';
import { createCaptcha, verifyCaptcha } from './captcha';
import { sendCode, verifyCode } from './codes';
import { devRoutes } from './dev-routes';
import { checkPasswordLogin, clearLoginFailures } from './login';
import { startSession } from './login-session';
import { outboxBinding } from './outbox-area';
import { authPolicy } from './policy';
import { revokeOtherSessions } from './sessions';
import { throttled } from './throttle';

const errors = errorResponses(400, 401, 403, 409, 422, 429);

/** A -4 "taken" error names its form field, in the user's language (registration form). */
function withTakenField(req: Parameters<typeof t>[0], e: unknown): unknown {
  const field = takenField(e);
  if (!field || !(e instanceof AppError)) return e;
  return new AppError(e.status, e.code, e.messageKey, e.params, [{ field, message: t(req, e.messageKey) }]);
}

/** Registration, login, codes and password recovery (issue 3); sessions and dev helpers below. */
export async function authRoutes(app: App) {
  const { db } = app.database;

  app.post(
    '/api/base/auth/captcha',
    {
      schema: {
        operationId: 'auth.captcha',
        tags: ['auth'],
        summary: 'A new graphic code (SVG paths, single use, expires)',
        response: { 200: envelopeOf(captchaResult), 403: errorEnvelope },
      },
    },
    async (req) => {
      authPolicy.authorize(req.user, 'enter', null);
      return ok(await createCaptcha(db, app.config));
    },
  );

  app.post(
    '/api/base/auth/sendCode',
    {
      schema: {
        operationId: 'auth.sendCode',
        tags: ['auth'],
        summary: 'Send a one-time code to a mobile number or e-mail address (needs a solved graphic code)',
        body: sendCodeBody,
        response: { 200: envelopeOf(sendCodeResult), ...errors, 502: errorEnvelope },
      },
    },
    async (req, reply) => {
      authPolicy.authorize(req.user, 'sendCode', { scene: req.body.scene });
      await verifyCaptcha(db, app.config, req.body.captchaId, req.body.captchaCode);
      const refused = await sendCode(app, {
        target: req.body.target,
        scene: req.body.scene,
        ip: req.ip,
        locale: contentLocaleOf(req),
      });
      if (refused) {
        throw throttled(
          reply,
          refused.reason === 'cooldown' ? 'codeCooldown' : 'tooManyRequests',
          refused.retryAfter,
        );
      }
      return ok({ cooldownSeconds: CODE_RESEND_SECONDS, expiresIn: CODE_TTL_SECONDS }, t(req, 'codeSent'));
    },
  );

  app.post(
    '/api/base/user/register',
    {
      schema: {
        operationId: 'users.register',
        tags: ['users'],
        summary: 'Create an account with a verified mobile number or e-mail; signs in',
        body: registerBody,
        response: { 200: envelopeOf(currentUser), ...errors },
      },
    },
    async (req, reply) => {
      authPolicy.authorize(req.user, 'enter', null);
      const { username, password, target, code } = req.body;
      // check first outside the transaction so a wrong code is counted (a rollback would undo it)
      const contact = await verifyCode(db, { target, scene: 'register', code }, { consume: false });
      let userId: string;
      try {
        userId = await db.transaction(async (tx) => {
          const user = await createUser(tx, {
            username,
            password,
            [contact.kind]: contact.value,
          });
          await verifyCode(tx, { target, scene: 'register', code });
          return user.id;
        });
      } catch (e) {
        throw withTakenField(req, e);
      }
      await startSession(app, req, reply, userId, { method: 'register' });
      return ok(await loadCurrentUser(db, userId));
    },
  );

  app.post(
    '/api/base/auth/login',
    {
      schema: {
        operationId: 'auth.login',
        tags: ['auth'],
        summary:
          'Password login (account + password + graphic code) or code login; an unknown code-login target answers code -3 unless agree is true (quick login)',
        body: loginBody,
        response: { 200: envelopeOf(currentUser.nullable()), ...errors },
      },
    },
    async (req, reply) => {
      authPolicy.authorize(req.user, 'enter', null);
      const body = req.body;
      if (body.type === 'password') {
        await verifyCaptcha(db, app.config, body.captchaId, body.captchaCode);
        const userId = await checkPasswordLogin(app, reply, {
          account: body.account,
          password: body.password,
          ip: req.ip,
        });
        await startSession(app, req, reply, userId, { method: 'password' });
        return ok(await loadCurrentUser(db, userId));
      }

      const input = { target: body.target, scene: 'login' as const, code: body.code };
      const known = await findUserByAccount(db, body.target);
      let userId = known?.id;
      if (!userId) {
        // the code is checked (and a wrong one counted) before saying "not registered", so the
        // answer never tells a stranger whether an address has an account
        const contact = await verifyCode(db, input, { consume: false });
        if (body.agree !== true) {
          // 200 with code -3: not a failure of the request, the UI asks for agreement to the terms
          return { code: Code.NEED_REGISTER, success: false, result: null, message: t(req, 'needRegister') };
        }
        try {
          userId = await db.transaction(async (tx) => {
            const user = await createUser(tx, { [contact.kind]: contact.value });
            await verifyCode(tx, input);
            return user.id;
          });
        } catch (e) {
          throw withTakenField(req, e);
        }
      } else {
        await verifyCode(db, input);
      }
      await startSession(app, req, reply, userId, { method: 'code' });
      return ok(await loadCurrentUser(db, userId));
    },
  );

  app.post(
    '/api/base/auth/resetPassword',
    {
      schema: {
        operationId: 'auth.resetPassword',
        tags: ['auth'],
        summary: 'Set a new password with a code sent to the account mobile/e-mail; ends all its sessions',
        body: resetPasswordBody,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req, reply) => {
      authPolicy.authorize(req.user, 'enter', null);
      const { target, code, password } = req.body;
      const input = { target, scene: 'reset' as const, code };
      await verifyCode(db, input, { consume: false });
      const user = await findUserByAccount(db, target);
      // unreachable with a delivered code (codes for unknown targets are never sent): same answer
      if (!user) throw new AppError(400, Code.PASSWORD_OR_CODE_INVALID, 'codeInvalid');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await verifyCode(tx, input);
        await tx
          .update(users)
          .set({ passwordHash, mustResetPassword: false, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await revokeOtherSessions(tx, user.id, null);
      });
      await clearLoginFailures(db, user.id);
      if (req.user?.id === user.id) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(null);
    },
  );

  await app.register(accountRoutes);
  registerAdminArea(app, outboxBinding(app.config));
  // development and test helpers; absent from a production server (administrators read the
  // outbox in the console instead)
  if (!app.config.isProduction) await app.register(devRoutes);
}
