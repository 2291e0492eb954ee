import { and, eq, sql } from 'drizzle-orm';
import { APPLICATION_REVIEW_PERMISSIONS } from '@occ/shared';
import type { Db } from '../../db/client';
import { resourceSubmissions, resources, storedFiles } from '../../db/schema';
import { outer } from '../../db/sql';
import { hasPermission } from '../../platform/access';
import { conflict } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { applicantContact, inBothLocales, type ApplicationKind } from '../applications/review-flow';

// Enterprise resources in the console's one approval queue (`approve`, kind `resource`): an upload
// is not public until approved; an edit of a public resource takes it back to review (hidden until
// approved again — the edited fields and file are what the reviewer decides, so the old version
// is not kept public beside them). A rejection keeps it hidden with the reason shown at
// /people/my/download; the owner may edit it to submit it again.

export type ResourceSubmissionRow = typeof resourceSubmissions.$inferSelect;

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

export const resourceKind: ApplicationKind<ResourceSubmissionRow, never> = {
  name: 'resource',
  table: resourceSubmissions,
  states: { approved: 'approved', rejected: 'rejected' },
  notPending: 'resourceNotPending',
  mayReview: (actor) => mayReviewResources(actor),
  queue: {
    title: (row) => row.title,
    details: (row) => [
      { field: 'fileName', value: row.fileName },
      { field: 'size', value: formatSize(row.size) },
      { field: 'sha256', value: row.sha256 },
    ],
  },
  // submissions are filed by the upload and edit routes (submitResource), not through applyFor
  admit: async () => {
    throw conflict();
  },
  values: () => ({}),
  async grant(tx, row) {
    await tx.update(resources).set({ approved: true }).where(eq(resources.id, row.resourceId));
  },
  async notice(db, row) {
    const approved = row.state === 'approved';
    const params = { name: row.title, comment: row.reviewComment ?? '' };
    return {
      to: await applicantContact(db, row.userId),
      subject: inBothLocales(approved ? 'resourceApprovedSubject' : 'resourceRejectedSubject'),
      text: inBothLocales(approved ? 'resourceApprovedText' : 'resourceRejectedText', () => params, '\n\n'),
    };
  },
};

/** Reviewers of the kind see (and may download) resources waiting for them. */
export function mayReviewResources(actor: Actor): boolean {
  return actor !== null && hasPermission(actor, APPLICATION_REVIEW_PERMISSIONS.resource);
}

/**
 * Puts an enterprise resource (new or just edited) into review: hidden until approved, one pending
 * submission per resource (a pending one is refreshed with the edited name and file, not doubled).
 * Runs in the caller's transaction with the resource's write.
 */
export async function submitResource(tx: Db, userId: string, resourceId: number): Promise<void> {
  const [r] = await tx
    .update(resources)
    .set({ approved: false })
    .where(eq(resources.id, resourceId))
    .returning({ name: resources.name, fileId: resources.fileId });
  if (!r) return;
  const [file] = await tx
    .select({ name: storedFiles.name, size: storedFiles.size, sha256: storedFiles.sha256 })
    .from(storedFiles)
    .where(eq(storedFiles.id, r.fileId));
  const snapshot = { title: r.name, fileName: file!.name, size: Number(file!.size), sha256: file!.sha256 };
  const refreshed = await tx
    .update(resourceSubmissions)
    .set({ ...snapshot, createdAt: sql`now()` })
    .where(and(eq(resourceSubmissions.resourceId, resourceId), eq(resourceSubmissions.state, 'pending')))
    .returning({ id: resourceSubmissions.id });
  if (!refreshed.length) await tx.insert(resourceSubmissions).values({ ...snapshot, userId, resourceId });
}

/** The newest review of a resource (null: a staff resource, or one from before reviews). */
export const latestReview = {
  state: sql<string | null>`(select ${resourceSubmissions.state} from ${resourceSubmissions}
    where ${resourceSubmissions.resourceId} = ${outer(resources.id)}
    order by ${resourceSubmissions.createdAt} desc limit 1)`,
  comment: sql<string | null>`(select ${resourceSubmissions.reviewComment} from ${resourceSubmissions}
    where ${resourceSubmissions.resourceId} = ${outer(resources.id)}
    order by ${resourceSubmissions.createdAt} desc limit 1)`,
};
