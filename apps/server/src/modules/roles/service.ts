import { asc, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE, type RoleBody, type RoleItem } from '@occ/shared/admin';
import { Code } from '@occ/shared';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { outer } from '../../db/sql';
import { AppError, conflict, idNotExist } from '../../platform/errors';

const holders = sql<number>`(select count(*)::int from ${users} where ${outer(roles.key)} = any(${users.roles}))`;

export async function listRoles(db: Db): Promise<RoleItem[]> {
  const rows = await db
    .select({
      key: roles.key,
      nameZh: roles.nameZh,
      nameEn: roles.nameEn,
      permissions: roles.permissions,
      builtin: roles.builtin,
      holders,
    })
    .from(roles)
    .orderBy(asc(roles.builtin), asc(roles.key))
    .limit(500);
  return rows.map((r) => ({ ...r, builtin: r.builtin === 1 }));
}

export async function getRole(db: Db, key: string) {
  const [row] = await db.select().from(roles).where(eq(roles.key, key)).limit(1);
  return row ?? null;
}

export async function createRole(db: Db, body: RoleBody) {
  const [row] = await db
    .insert(roles)
    .values({
      key: body.key,
      nameZh: body.nameZh,
      nameEn: body.nameEn,
      permissions: body.permissions,
      builtin: 0,
    })
    .onConflictDoNothing()
    .returning({ key: roles.key });
  if (!row) throw conflict('keyInUse');
}

export async function updateRole(db: Db, key: string, body: RoleBody) {
  const rows = await db
    .update(roles)
    .set({ nameZh: body.nameZh, nameEn: body.nameEn, permissions: body.permissions })
    .where(eq(roles.key, key))
    .returning({ key: roles.key });
  if (!rows.length) throw idNotExist();
}

/**
 * Deletes a role not built in. A role still held needs `confirm`; it is then taken from its
 * holders in the same transaction (409 `roleHeld` with the count otherwise).
 */
export async function deleteRole(tx: Db, key: string, confirm: boolean) {
  const role = await getRole(tx, key);
  if (!role) throw idNotExist();
  if (role.builtin === 1) throw conflict('roleBuiltin');
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${key} = any(${users.roles})`);
  if (n > 0 && !confirm)
    throw new AppError(409, Code.CONFLICT, 'roleHeld', { count: n }, undefined, { holders: n });
  await tx
    .update(users)
    .set({ roles: sql`array_remove(${users.roles}, ${key})` })
    .where(sql`${key} = any(${users.roles})`);
  await tx.delete(roles).where(eq(roles.key, key));
  return { role, holders: n };
}

/** The administrator role must keep a holder who can still log in (checked inside the write's transaction). */
export async function assertAdminRemains(tx: Db) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${ADMIN_ROLE} = any(${users.roles}) and ${users.disabledAt} is null`);
  if (n === 0) throw conflict('roleLastAdmin');
}
