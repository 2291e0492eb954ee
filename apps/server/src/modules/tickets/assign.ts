import { and, asc, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '@occ/shared/admin';
import { Code, translate, type CompleteLocale } from '@occ/shared';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { AppError } from '../../platform/errors';

/** Users whose roles grant `tickets.handle` (or administrators): who may be assigned a ticket. */
const handles = sql`(${ADMIN_ROLE} = any(${users.roles}) or ${users.roles} && array(
  select ${roles.key} from ${roles} where 'tickets.handle' = any(${roles.permissions})))`;

/** The support staff, as select options (value: user id, label: nickname). */
export async function staffOptions(db: Db): Promise<{ value: string; label: string }[]> {
  return db
    .select({ value: users.id, label: users.nickname })
    .from(users)
    .where(and(handles, sql`${users.disabledAt} is null`))
    .orderBy(asc(users.nickname))
    .limit(500);
}

/** 422 on `assigneeId` unless the user is support staff. */
export async function checkAssignee(db: Db, userId: string, locale: CompleteLocale): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), handles, sql`${users.disabledAt} is null`))
    .limit(1);
  if (!row)
    throw new AppError(422, Code.VALIDATION_FAILED, 'ticketAssigneeNotStaff', {}, [
      { field: 'assigneeId', message: translate('ticketAssigneeNotStaff', locale) },
    ]);
}
