import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLE, BADGE_ROLES, type AdminUserDetail, type AdminUserItem } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { roles, sessions, users } from '../../db/schema';
import { idNotExist } from '../../platform/errors';
import { containing } from '../../db/sql';

const columns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  email: users.email,
  mobile: users.mobile,
  avatarUrl: users.avatarUrl,
  userType: users.userType,
  roles: users.roles,
  disabledAt: users.disabledAt,
  mustResetPassword: users.mustResetPassword,
  createdAt: users.createdAt,
};

function present(r: {
  id: string;
  username: string;
  nickname: string;
  email: string | null;
  mobile: string | null;
  avatarUrl: string | null;
  userType: number;
  roles: string[];
  disabledAt: Date | null;
  mustResetPassword: boolean;
  createdAt: Date;
}): AdminUserItem {
  return {
    id: r.id,
    username: r.username,
    nickname: r.nickname,
    email: r.email,
    mobile: r.mobile,
    avatarUrl: r.avatarUrl,
    userType: r.userType,
    roles: r.roles,
    badges: r.roles.filter((k) => BADGE_ROLES.includes(k)),
    disabled: r.disabledAt !== null,
    mustResetPassword: r.mustResetPassword,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listUsers(
  db: Db,
  q: { page: number; pageSize: number; q: string; role?: string; disabled?: 'true' | 'false' },
) {
  const parts: (SQL | undefined)[] = [];
  const text = q.q.replace(/[\p{Cc}]/gu, '');
  if (text) {
    const like = containing(text);
    parts.push(
      or(
        ilike(users.username, like),
        ilike(users.nickname, like),
        ilike(users.email, like),
        ilike(users.mobile, like),
      ),
    );
  }
  if (q.role) parts.push(sql`${q.role} = any(${users.roles})`);
  if (q.disabled) parts.push(q.disabled === 'true' ? isNotNull(users.disabledAt) : isNull(users.disabledAt));
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(present), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function getUser(db: Db, id: string): Promise<AdminUserDetail> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw idNotExist();
  const rows = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      method: sessions.method,
    })
    .from(sessions)
    .where(eq(sessions.userId, id))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
  return {
    ...present(row),
    sessions: rows.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}

export async function userState(db: Db, id: string) {
  const [row] = await db
    .select({ roles: users.roles, disabledAt: users.disabledAt, mustResetPassword: users.mustResetPassword })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw idNotExist();
  return row;
}

/** Roles that exist among `keys` (the rest are unknown). */
export async function knownRoles(db: Db, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const rows = await db.select({ key: roles.key }).from(roles).where(inArray(roles.key, keys));
  return rows.map((r) => r.key);
}

export const isAdminRole = (key: string) => key === ADMIN_ROLE;
