import { eq, sql } from 'drizzle-orm';
import type { UpdateProfileBody } from '@occ/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../platform/errors';

export const profileColumns = {
  username: users.username,
  nickname: users.nickname,
  gender: users.gender,
  birthday: users.birthday,
  realName: users.realName,
  unit: users.unit,
  position: users.position,
  region: users.region,
  street: users.street,
  profile: users.profile,
  avatarUrl: users.avatarUrl,
  email: users.email,
  mobile: users.mobile,
  userType: users.userType,
};
export type ProfileRow = Pick<typeof users.$inferSelect, keyof typeof profileColumns>;

/** Spec §5: nickname, name, unit/school and position/major are the required profile fields. */
export function isProfileComplete(
  p: Pick<ProfileRow, 'nickname' | 'realName' | 'unit' | 'position'>,
): boolean {
  return [p.nickname, p.realName, p.unit, p.position].every((v) => typeof v === 'string' && v.trim() !== '');
}

export async function getProfile(db: Db, userId: string): Promise<ProfileRow> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Writes the fields sent; an omitted optional field is left as it is, null clears it. */
export async function updateProfile(db: Db, userId: string, body: UpdateProfileBody): Promise<ProfileRow> {
  const set: Partial<typeof users.$inferInsert> = {
    nickname: body.nickname,
    realName: body.realName.trim(),
    unit: body.unit,
    position: body.position,
    updatedAt: new Date(),
  };
  if (body.gender !== undefined) set.gender = body.gender;
  if (body.birthday !== undefined) set.birthday = body.birthday;
  if (body.region !== undefined) set.region = body.region;
  if (body.street !== undefined) set.street = body.street || null;
  if (body.profile !== undefined) set.profile = body.profile?.trim() || null;
  const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning(profileColumns);
  if (!row) throw notFound();
  return row;
}

/**
 * Points the user at a new avatar and returns the previous URL (for the caller to delete the
 * file). Row lock: two uploads at once must not both think they replaced the same old file.
 */
export async function replaceAvatar(db: Db, userId: string, avatarUrl: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!old) throw notFound();
    await tx
      .update(users)
      .set({ avatarUrl, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return old.avatarUrl;
  });
}
