import { and, eq } from 'drizzle-orm';
import { resourceSubmissions } from '../../db/schema';
import { signIn, type TestContext } from '../../test/harness';

/** The pending review of a resource (the approve queue's row id), or undefined. */
export async function pendingReviewOf(ctx: TestContext, resourceId: number): Promise<string | undefined> {
  const [row] = await ctx.database.db
    .select({ id: resourceSubmissions.id })
    .from(resourceSubmissions)
    .where(and(eq(resourceSubmissions.resourceId, resourceId), eq(resourceSubmissions.state, 'pending')));
  return row?.id;
}

/** Decides a resource's pending review through the console's approval queue. */
export async function reviewResource(
  ctx: TestContext,
  resourceId: number,
  body: { approve: boolean; comment?: string },
  headers?: Record<string, string>,
) {
  const id = await pendingReviewOf(ctx, resourceId);
  if (!id) throw new Error(`resource ${resourceId} has no pending review`);
  const reviewer = headers ?? (await signIn(ctx, { roles: ['admin'] })).headers;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/applications/resource/${id}/review`,
    headers: reviewer,
    payload: body,
  });
}

/** Approves a resource's pending review (as an admin); fails the test when it cannot. */
export async function approveResource(ctx: TestContext, resourceId: number): Promise<void> {
  const res = await reviewResource(ctx, resourceId, { approve: true });
  if (res.statusCode !== 200) throw new Error(`approve ${resourceId}: ${res.statusCode} ${res.body}`);
}
