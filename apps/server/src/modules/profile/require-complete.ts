import { eq } from 'drizzle-orm';
import { Code } from '@occ/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { isProfileComplete } from './service';

/**
 * Guard for features that need a complete personal profile (enterprise certification, event
 * sign-up, ...). Answers HTTP 403 with business code -112721 "info not perfected" (spec §4): a
 * 4xx like every other refusal, so request() rejects and the UI can key on the code to send the
 * user to /people/my/basic. Accepts a transaction too.
 */
export async function requireCompleteProfile(db: Db, userId: string): Promise<void> {
  const [row] = await db
    .select({
      nickname: users.nickname,
      realName: users.realName,
      unit: users.unit,
      position: users.position,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  if (!isProfileComplete(row)) throw new AppError(403, Code.INFO_NOT_PERFECTED, 'infoNotPerfected');
}
