import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code, envelopeOf, errorResponses, ok, pageOf } from '@occ/shared';
import { adminUserDetail, adminUserItem, adminUserQuery, ADMIN_ROLE, userRolesBody } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { requirePermission } from '../../platform/access';
import { writeAudit } from '../../platform/audit';
import { AppError, conflict } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { assertAdminRemains } from '../roles/service';
import { getUser, knownRoles, listUsers, userState } from './service';

const errors = errorResponses(401, 403, 404, 409, 422);
const idParams = z.object({ id: z.uuid() });
const guard = (permission: string) => async (req: FastifyRequest) => requirePermission(req.user, permission);

/** The console's `user` entry: find accounts, see their sessions, disable them, force a reset, assign roles. */
export async function adminUserRoutes(app: App) {
  const { db } = app.database;
  const tx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((x) => fn(x as unknown as Db));

  app.get(
    '/api/admin/users',
    {
      preValidation: guard('users.read'),
      schema: {
        operationId: 'users.adminList',
        tags: ['admin', 'users'],
        summary: 'Accounts by username, nickname, mobile or e-mail; filter by role and disabled',
        querystring: adminUserQuery,
        response: { 200: envelopeOf(pageOf(adminUserItem)), ...errors },
      },
    },
    async (req) => ok(await listUsers(db, req.query)),
  );

  app.get(
    '/api/admin/users/:id',
    {
      preValidation: guard('users.read'),
      schema: {
        operationId: 'users.adminGet',
        tags: ['admin', 'users'],
        params: idParams,
        response: { 200: envelopeOf(adminUserDetail), ...errors },
      },
    },
    async (req) => ok(await getUser(db, req.params.id)),
  );

  /** One account write: permission, the change, its audit row, all in one transaction. */
  const action = (
    path: string,
    operationId: string,
    summary: string,
    change: (
      x: Db,
      req: FastifyRequest,
      id: string,
    ) => Promise<{ before: unknown; after: unknown; audit: 'disable' | 'enable' | 'resetPassword' }>,
  ) =>
    app.post(
      `/api/admin/users/:id/${path}`,
      {
        preValidation: guard('users.manage'),
        schema: {
          operationId,
          tags: ['admin', 'users'],
          summary,
          params: idParams,
          response: { 200: envelopeOf(adminUserDetail), ...errors },
        },
      },
      async (req) => {
        const { id } = req.params;
        await tx(async (x) => {
          const { before, after, audit } = await change(x, req, id);
          await writeAudit(x, req, { resource: 'users', recordId: id, action: audit, before, after });
        });
        return ok(await getUser(db, id));
      },
    );

  action(
    'disable',
    'users.disable',
    'Disable an account: its sessions end at once and it cannot log in',
    async (x, req, id) => {
      if (req.user?.id === id) throw conflict('cannotDisableSelf');
      const state = await userState(x, id);
      await x
        .update(users)
        .set({ disabledAt: state.disabledAt ?? new Date(), updatedAt: new Date() })
        .where(eq(users.id, id));
      await x.delete(sessions).where(eq(sessions.userId, id));
      if (state.roles.includes(ADMIN_ROLE)) await assertAdminRemains(x);
      return { before: { disabled: state.disabledAt !== null }, after: { disabled: true }, audit: 'disable' };
    },
  );

  action('enable', 'users.enable', 'Enable a disabled account again', async (x, _req, id) => {
    const state = await userState(x, id);
    await x.update(users).set({ disabledAt: null, updatedAt: new Date() }).where(eq(users.id, id));
    return { before: { disabled: state.disabledAt !== null }, after: { disabled: false }, audit: 'enable' };
  });

  action(
    'reset-password',
    'users.forceReset',
    'Force a password reset: password login is refused and sessions end until the owner resets it',
    async (x, _req, id) => {
      const state = await userState(x, id);
      await x.update(users).set({ mustResetPassword: true, updatedAt: new Date() }).where(eq(users.id, id));
      await x.delete(sessions).where(eq(sessions.userId, id));
      return {
        before: { mustResetPassword: state.mustResetPassword },
        after: { mustResetPassword: true },
        audit: 'resetPassword',
      };
    },
  );

  app.put(
    '/api/admin/users/:id/roles',
    {
      preValidation: guard('users.manage'),
      schema: {
        operationId: 'users.assignRoles',
        tags: ['admin', 'users'],
        summary: 'Set the roles of an account (its permissions change on its next request)',
        params: idParams,
        body: userRolesBody,
        response: { 200: envelopeOf(adminUserDetail), ...errors },
      },
    },
    async (req) => {
      const { id } = req.params;
      const wanted = [...new Set(req.body.roles)];
      // only an administrator hands out (or takes away) the administrator role
      const touchesAdmin = (list: string[]) => list.includes(ADMIN_ROLE);
      await tx(async (x) => {
        const known = await knownRoles(x, wanted);
        const unknown = wanted.find((k) => !known.includes(k));
        if (unknown) {
          const message = t(req, 'unknownRole', { field: 'roles' });
          throw new AppError(422, Code.VALIDATION_FAILED, 'unknownRole', { field: 'roles' }, [
            { field: 'roles', message },
          ]);
        }
        const state = await userState(x, id);
        if (touchesAdmin(wanted) !== touchesAdmin(state.roles) && !req.user?.roles.includes(ADMIN_ROLE))
          throw new AppError(403, Code.FORBIDDEN, 'forbidden');
        await x.update(users).set({ roles: wanted, updatedAt: new Date() }).where(eq(users.id, id));
        if (touchesAdmin(state.roles)) await assertAdminRemains(x);
        await writeAudit(x, req, {
          resource: 'users',
          recordId: id,
          action: 'assignRoles',
          before: { roles: state.roles },
          after: { roles: wanted },
        });
      });
      return ok(await getUser(db, id));
    },
  );
}
