import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';

/** A user has a handful of tools at most; the list is bounded rather than paged. */
export const TOKENS_LIST_MAX = 100;

export type TokenRow = typeof apiTokens.$inferSelect;

const live = and(
  isNull(apiTokens.revokedAt),
  or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
);

/** The user's usable tokens, newest first. */
export function listTokens(db: Db, userId: string): Promise<TokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), live))
    .orderBy(desc(apiTokens.createdAt))
    .limit(TOKENS_LIST_MAX);
}

/** Revokes the user's own token; false when there is no such live token of theirs. */
export async function revokeToken(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}
