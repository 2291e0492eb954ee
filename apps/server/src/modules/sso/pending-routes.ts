// /waitregister: a provider identity without a local user either registers a new account or
// binds an existing one (account + password, throttled and answered exactly like login).
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  errorEnvelope,
  NICKNAME_MAX,
  ok,
  passwordLoginBody,
  usernameField,
  errorResponses,
} from '@occ/shared';
import { pendingIdentities, users } from '../../db/schema';
import { createUser, type Tx } from '../auth/accounts';
import { checkPasswordLogin } from '../auth/login';
import { startSession } from '../auth/login-session';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/types';
import { linkIdentity } from './identities';
import {
  clearPendingCookie,
  loadPending,
  obtainRegister,
  PENDING_COOKIE,
  type PendingIdentity,
} from './pending';
import type { ProviderDirectory } from './provider-directory';
import { providerLabel } from './providers';
import { isSafeReturnTo } from './return-to';

const pendingResult = z.object({
  provider: z.string(),
  label: z.string(),
  accountName: z.string().nullable(),
  email: z.string().nullable(),
});
const registerBody = z.object({
  username: usernameField,
  agree: z.literal(true, { error: 'agreeRequired' }),
});
const bindBody = passwordLoginBody.pick({ account: true, password: true });
const doneResult = envelopeOf(z.object({ redirect: z.string() }));
const errors = errorResponses(400, 403, 404, 409, 422, 429);

const missing = () => notFound('ssoPendingMissing');

/** Takes the pending row inside the transaction: of two concurrent submissions one wins. */
async function takePending(tx: Tx, pending: PendingIdentity) {
  const taken = await tx
    .delete(pendingIdentities)
    .where(eq(pendingIdentities.id, pending.id))
    .returning({ id: pendingIdentities.id });
  if (taken.length === 0) throw missing();
}

export async function pendingRoutes(app: App, opts: { providers: ProviderDirectory }) {
  const { db } = app.database;

  /** Signs the person in as `userId` and answers where the page should go next. */
  async function finish(req: FastifyRequest, reply: FastifyReply, pending: PendingIdentity, userId: string) {
    await startSession(app, req, reply, userId, {
      method: `sso:${pending.provider}`,
      idToken: pending.idToken ?? undefined,
    });
    clearPendingCookie(reply);
    return ok({ redirect: isSafeReturnTo(pending.returnTo) ? pending.returnTo : '/' });
  }

  app.get(
    '/api/sso/pending',
    {
      schema: {
        operationId: 'sso.pending',
        tags: ['sso'],
        summary: 'The provider identity waiting on /waitregister',
        response: { 200: envelopeOf(pendingResult), 404: errorEnvelope },
      },
    },
    async (req) => {
      const pending = await loadPending(db, req.cookies[PENDING_COOKIE]);
      if (!pending) throw missing();
      const provider = await opts.providers.find(pending.provider);
      return obtainRegister({
        provider: pending.provider,
        label: provider ? providerLabel(req, provider) : pending.provider,
        accountName: pending.accountName,
        email: pending.email,
      });
    },
  );

  app.post(
    '/api/sso/pending/register',
    {
      schema: {
        operationId: 'sso.register',
        tags: ['sso'],
        summary: 'Registers a new account for the waiting provider identity and signs in',
        body: registerBody,
        response: { 200: doneResult, ...errors },
      },
    },
    async (req, reply) => {
      const pending = await loadPending(db, req.cookies[PENDING_COOKIE]);
      if (!pending) throw missing();
      const user = await db.transaction(async (tx) => {
        await takePending(tx, pending);
        // the provider's verified address becomes the account's e-mail unless someone has it
        const [owner] = pending.email
          ? await tx.select({ id: users.id }).from(users).where(eq(users.email, pending.email)).limit(1)
          : [];
        const created = await createUser(tx, {
          username: req.body.username,
          email: pending.email && !owner ? pending.email : null,
          nickname: [...(pending.accountName ?? req.body.username)].slice(0, NICKNAME_MAX).join(''),
        });
        await linkIdentity(tx, created.id, pending.provider, pending.issuer, pending);
        return created;
      });
      return finish(req, reply, pending, user.id);
    },
  );

  app.post(
    '/api/sso/pending/bind',
    {
      schema: {
        operationId: 'sso.bind',
        tags: ['sso'],
        summary:
          'Binds the waiting provider identity to an existing account (account + password) and signs in',
        body: bindBody,
        response: { 200: doneResult, ...errors },
      },
    },
    async (req, reply) => {
      const pending = await loadPending(db, req.cookies[PENDING_COOKIE]);
      if (!pending) throw missing();
      const userId = await checkPasswordLogin(app, reply, { ...req.body, ip: req.ip });
      await db.transaction(async (tx) => {
        await takePending(tx, pending);
        await linkIdentity(tx, userId, pending.provider, pending.issuer, pending);
      });
      return finish(req, reply, pending, userId);
    },
  );
}
