import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { moderationLog, notifications, videos } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { postApi, type Who } from '../posts/test-kit';

// Shared setup of the review queue API tests (reviews-*.api.test.ts): one app per test file,
// its users, and reads of the moderation log and the notifications.

export let ctx: TestContext;
export let api: ReturnType<typeof postApi>;
export let author: Who;
export let reader: Who;
export let admin: Who;
export let support: Who;

export const db = () => ctx.database.db;

export const logOf = (targetId: string) =>
  db()
    .select()
    .from(moderationLog)
    .where(eq(moderationLog.targetId, targetId))
    .orderBy(moderationLog.createdAt);

export const noticesOf = (userId: string, targetId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.targetId, targetId)));

export async function video(state: string, processing = 'ready') {
  const [row] = await db()
    .insert(videos)
    .values({
      authorId: author.userId,
      name: `Video ${state}`,
      introduction: 'Bring-up of the board, filmed',
      sourceKey: 'source-key',
      state,
      processing,
      submittedAt: new Date(),
    })
    .returning();
  return row!.id;
}

/** The app of these tests and its users, made once per test file. */
export function useReviewsApp() {
  beforeAll(async () => {
    ctx = await createTestApp();
    api = postApi(ctx);
    author = await signIn(ctx);
    reader = await signIn(ctx);
    admin = await signIn(ctx, { roles: ['admin'] });
    // support staff hold 'moderation.review' (0002 roles) without being administrators
    support = await signIn(ctx, { roles: ['support'] });
  });
  afterAll(() => ctx.close());
}
