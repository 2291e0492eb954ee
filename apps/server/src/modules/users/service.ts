import type { CurrentUser } from '@occ/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { IMPLICIT_ROLE } from '../../platform/session';
import { presentCurrentUser } from './presenter';

/**
 * The current-user shape of a user just signed in (login and registration answer with it, before
 * the new cookie has come back). Permissions are resolved as platform/session.ts does.
 */
export async function loadCurrentUser(db: Db, userId: string): Promise<CurrentUser> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      nickname: users.nickname,
      avatarUrl: users.avatarUrl,
      userType: users.userType,
      roles: users.roles,
      permissions: sql<string[]>`array(
        select distinct p from ${roles}, unnest(${roles.permissions}) as p
        where ${roles.key} = any(array_append(${users.roles}, ${IMPLICIT_ROLE}))
        order by p)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`user ${userId} vanished while signing in`);
  return presentCurrentUser(row);
}
