import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelopeOf, errorResponses, ok } from '@occ/shared';
import { ADMIN_ROLE, roleBody, roleDeleteQuery, roleItem, type RoleBody } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { requirePermission } from '../../platform/access';
import { writeAudit } from '../../platform/audit';
import { conflict, idNotExist } from '../../platform/errors';
import type { App } from '../../platform/types';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './service';

const errors = errorResponses(401, 403, 404, 409, 422);
const keyParams = z.object({ key: z.string().min(1).max(40) });
const guard = (permission: string) => async (req: FastifyRequest) => requirePermission(req.user, permission);
const presentBody = (r: { nameZh: string; nameEn: string; permissions: string[] }) => ({
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  permissions: r.permissions,
});

/** Roles of the permission table (`role`, `/role_add`, `/role_detail`): what each role may do. */
export async function roleRoutes(app: App) {
  const { db } = app.database;
  const tx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

  app.get(
    '/api/admin/roles',
    {
      preValidation: guard('roles.read'),
      schema: {
        operationId: 'roles.list',
        tags: ['admin', 'roles'],
        summary: 'Every role with its permissions and how many users hold it',
        response: { 200: envelopeOf(z.array(roleItem)), ...errors },
      },
    },
    async () => ok(await listRoles(db)),
  );

  app.post(
    '/api/admin/roles',
    {
      preValidation: guard('roles.manage'),
      schema: {
        operationId: 'roles.create',
        tags: ['admin', 'roles'],
        body: roleBody,
        response: { 200: envelopeOf(z.object({ key: z.string() })), ...errors },
      },
    },
    async (req) => {
      const body = req.body as RoleBody;
      await tx(async (t) => {
        await createRole(t, body);
        await writeAudit(t, req, { resource: 'roles', recordId: body.key, action: 'create', after: body });
      });
      return ok({ key: body.key });
    },
  );

  app.put(
    '/api/admin/roles/:key',
    {
      preValidation: guard('roles.manage'),
      schema: {
        operationId: 'roles.update',
        tags: ['admin', 'roles'],
        summary: 'Rename a role and set its permissions (holders get them on their next request)',
        params: keyParams,
        body: roleBody,
        response: { 200: envelopeOf(z.object({ key: z.string() })), ...errors },
      },
    },
    async (req) => {
      const { key } = req.params;
      const body = req.body as RoleBody;
      if (body.key !== key) throw conflict('roleBuiltin');
      await tx(async (t) => {
        const before = await getRole(t, key);
        if (!before) throw idNotExist();
        // the administrator role holds everything by definition; its stored rows are informative
        await updateRole(t, key, key === ADMIN_ROLE ? { ...body, permissions: before.permissions } : body);
        await writeAudit(t, req, {
          resource: 'roles',
          recordId: key,
          action: 'update',
          before: presentBody(before),
          after: presentBody(body),
        });
      });
      return ok({ key });
    },
  );

  app.delete(
    '/api/admin/roles/:key',
    {
      preValidation: guard('roles.manage'),
      schema: {
        operationId: 'roles.delete',
        tags: ['admin', 'roles'],
        summary: 'Delete a role; one still held asks for confirm=true (409 with the number of holders)',
        params: keyParams,
        querystring: roleDeleteQuery,
        response: { 200: envelopeOf(z.object({ key: z.string(), holders: z.number().int() })), ...errors },
      },
    },
    async (req) => {
      const { key } = req.params;
      const out = await tx(async (t) => {
        const { role, holders } = await deleteRole(t, key, req.query.confirm === 'true');
        await writeAudit(t, req, {
          resource: 'roles',
          recordId: key,
          action: 'delete',
          before: presentBody(role),
        });
        return { key, holders };
      });
      return ok(out);
    },
  );
}
