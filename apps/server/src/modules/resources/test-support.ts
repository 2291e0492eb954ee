import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { resourceSubmissions } from '../../db/schema';
import { signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { multipart } from '../../test/multipart';

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

/**
 * The download-side steps of the resource tests against object storage: an approved resource of
 * the given bytes uploaded by `uploader`, a signed link for it, and its download count.
 */
export function downloadKit(ctx: () => TestContext, uploader: () => { headers: Record<string, string> }) {
  const inject = (opts: InjectOptions) => ctx().app.inject(opts);
  return {
    /** the created resource's id and the checksum the server computed */
    async approved(
      data: Buffer,
      name: string,
      fields: Record<string, string>,
    ): Promise<{ id: number; sha256: string }> {
      const body = multipart({ type: '1', ...fields }, { name, data });
      const res = await inject({
        method: 'POST',
        url: '/api/my/resources',
        headers: { ...uploader().headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      if (res.statusCode !== 200) throw new Error(`upload ${name}: ${res.statusCode} ${res.body}`);
      const { id, sha256 } = res.json().result as { id: number; sha256: string };
      await approveResource(ctx(), id);
      return { id, sha256 };
    },
    async linkOf(id: number, headers: Record<string, string> = visitorHeaders()): Promise<string> {
      const res = await inject({ method: 'POST', url: `/api/resources/${id}/link`, headers });
      if (res.statusCode !== 200) throw new Error(`link of ${id}: ${res.statusCode} ${res.body}`);
      return res.json().result.url as string;
    },
    async downloadsOf(id: number): Promise<number> {
      return (await inject({ method: 'GET', url: `/api/resources/${id}` })).json().result.downloads as number;
    },
  };
}
