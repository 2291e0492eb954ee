import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drafts } from '../../db/schema';
import { writeAudit } from '../audit';
import type { App } from '../types';
import { numericId, recordsKey, type AreaBinding, type AreaId } from './binding';
import { keepVersion } from './publishing';

// Scheduled publication of a live item's changes (issue 15): the publish route keeps the draft
// with its `publish_at`; readers see the published version until then, and this job publishes
// the draft when the time comes (a version is kept, as for "publish now"). An item never
// published is scheduled by its own future `published_at` instead (publish-routes.ts).

const SCHEDULE_JOB = 'admin.scheduledPublish';
const bindings = new Map<string, AreaBinding>();
const started = new WeakSet<object>();

/** Lets the job publish `b`'s scheduled drafts; starts the job once per app. */
export function scheduledPublishing(app: App, b: AreaBinding): void {
  // a view's scheduled drafts are the viewed area's, published by that area's binding
  if (!b.decl.viewOf) bindings.set(b.decl.key, b);
  if (started.has(app)) return;
  started.add(app);
  app.jobs.every(SCHEDULE_JOB, 1000, async () => {
    // a job is not a request, so the public cache is not cleared for it: readers see the
    // published change at once, not after the cache's second
    if ((await publishDue(app.database.db)) > 0) app.publicCache.clear();
  });
}

/** Keeps `data` as the draft of a live item, to be published at `at`. */
export async function scheduleDraft(tx: Db, b: AreaBinding, id: AreaId, at: Date): Promise<void> {
  await tx
    .update(drafts)
    .set({ publishAt: at })
    .where(and(eq(drafts.resource, recordsKey(b)), eq(drafts.recordId, String(id))));
}

/** The scheduled time of an item's draft, or null. */
export async function scheduledAt(db: Db, b: AreaBinding, id: AreaId): Promise<Date | null> {
  const [row] = await db
    .select({ at: drafts.publishAt })
    .from(drafts)
    .where(and(eq(drafts.resource, recordsKey(b)), eq(drafts.recordId, String(id))))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Publishes every draft whose time has come. Each is claimed by deleting it (only while still
 * due), so two processes never publish one twice. Answers how many.
 */
export async function publishDue(db: Db): Promise<number> {
  const due = await db
    .select({ resource: drafts.resource, recordId: drafts.recordId, publishAt: drafts.publishAt })
    .from(drafts)
    .where(and(isNotNull(drafts.publishAt), lte(drafts.publishAt, sql`now()`)))
    .limit(50);
  let n = 0;
  for (const d of due) {
    const b = bindings.get(d.resource);
    const id = b ? (b.parseId ?? numericId)(d.recordId) : null;
    if (!b || id === null || !b.update) continue;
    const done = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [claimed] = await tx
        .delete(drafts)
        .where(
          and(
            eq(drafts.resource, d.resource),
            eq(drafts.recordId, d.recordId),
            // still due: a schedule moved later meanwhile is left alone (compared in the
            // database — a JavaScript Date drops the microseconds PostgreSQL keeps)
            lte(drafts.publishAt, sql`now()`),
          ),
        )
        .returning();
      if (!claimed) return false;
      const live = await b.read(tx, id);
      if (!live) return false;
      const data = b.decl.body.parse(claimed.data);
      await b.update!(tx, id, data as never);
      await b.onPublish?.(tx, id);
      const version = await keepVersion(tx, b, id, data, claimed.updatedBy);
      await writeAudit(
        tx,
        { user: null },
        {
          resource: b.decl.key,
          recordId: id,
          action: 'publish',
          before: live,
          after: { ...(data as object), scheduledFor: d.publishAt!.toISOString(), version },
        },
      );
      return true;
    });
    if (done) {
      b.afterWrite?.();
      n++;
    }
  }
  return n;
}
