import type { CurrentUser } from '@occ/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { userColumns } from '../../platform/session';
import { presentCurrentUser } from './presenter';

/**
 * The current-user shape of a user just signed in (login and registration answer with it, before
 * the new cookie has come back); the same columns and permissions as platform/session.ts.
 */
export async function loadCurrentUser(db: Db, userId: string): Promise<CurrentUser> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new Error(`user ${userId} vanished while signing in`);
  return presentCurrentUser(row);
}
