import { and, eq, sql } from 'drizzle-orm';
import { postDraftFields, type PostDraft, type PostSaved } from '@occ/shared';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import { conflict, idNotExist } from '../../platform/errors';

// The editor's side of a post: the working copy (`draft` JSON), auto-saved on the server so a
// reload or a crash loses nothing saved; readers keep seeing the submitted version meanwhile.

/** The working copy as stored: every editor field, normalised by the draft schema. */
export const serialiseDraft = (fields: Partial<PostDraft>): string =>
  JSON.stringify(postDraftFields.parse(fields));

const saved = (row: { id: string; draftVersion: number; draftSavedAt: Date | null }): PostSaved => ({
  id: row.id,
  draftVersion: row.draftVersion,
  draftSavedAt: (row.draftSavedAt ?? new Date()).toISOString(),
});

/** posts.create: a new post in drafts whose working copy is what the editor holds. */
export async function createPost(db: Db, authorId: string, fields: PostDraft): Promise<PostSaved> {
  const [row] = await db
    .insert(posts)
    .values({
      authorId,
      state: 'drafts',
      permission: fields.permission,
      property: fields.property,
      draft: serialiseDraft(fields),
      draftSavedAt: sql`now()` as unknown as Date,
      draftVersion: 1,
    })
    .returning({ id: posts.id, draftVersion: posts.draftVersion, draftSavedAt: posts.draftSavedAt });
  return saved(row!);
}

/**
 * Replaces the working copy (auto-save and the full save alike) and bumps its version. With
 * `expectedVersion`, a save based on an older version (another window saved since) answers 409
 * instead of overwriting it.
 */
export async function saveWorkingCopy(
  db: Db,
  post: { id: string; authorId: string },
  fields: PostDraft,
  expectedVersion?: number,
): Promise<PostSaved> {
  const where = [eq(posts.id, post.id), eq(posts.authorId, post.authorId)];
  if (expectedVersion !== undefined) where.push(eq(posts.draftVersion, expectedVersion));
  const [row] = await db
    .update(posts)
    .set({
      draft: serialiseDraft(fields),
      draftSavedAt: sql`now()`,
      draftVersion: sql`${posts.draftVersion} + 1`,
    })
    .where(and(...where))
    .returning({ id: posts.id, draftVersion: posts.draftVersion, draftSavedAt: posts.draftSavedAt });
  if (row) return saved(row);
  const [exists] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, post.id));
  if (!exists) throw idNotExist();
  throw conflict('draftVersionConflict');
}
