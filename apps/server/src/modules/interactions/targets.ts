import type { Db } from '../../db/client';
import { idNotExist } from '../../platform/errors';

/** What likes, collections, reports and comments need to know about a target. */
export interface TargetSummary {
  authorId: string;
  /** the page that shows it, e.g. /community/qa/detail?id=… */
  link: string;
  /** a short text for lists and notifications */
  title: string;
}

export interface TargetHandler {
  /** the target when it exists and is visible (not deleted), else null */
  exists(db: Db, id: string): Promise<TargetSummary | null>;
  /** called after its like/collection counters changed (e.g. a question's hotness score) */
  countersChanged?(db: Db, id: string): Promise<void>;
}

/**
 * Target types by name ('question', 'topic', 'answer', 'comment'; issue 5: 'post', 'video').
 * A plain module: the owning module registers its types when it is imported.
 */
const registry = new Map<string, TargetHandler>();

export function registerTarget(type: string, handler: TargetHandler): void {
  registry.set(type, handler);
}

export function unregisterTarget(type: string): void {
  registry.delete(type);
}

export const targetTypes = (): string[] => [...registry.keys()];

/** The summary or null (unknown type, or the target is gone). */
export async function findTarget(db: Db, type: string, id: string): Promise<TargetSummary | null> {
  const handler = registry.get(type);
  return handler ? handler.exists(db, id) : null;
}

/** The summary, or 404 "The id does not exist" for an unknown type or a missing target. */
export async function requireTarget(db: Db, type: string, id: string): Promise<TargetSummary> {
  const found = await findTarget(db, type, id);
  if (!found) throw idNotExist();
  return found;
}

/** Lets the owning area react to a counter change; unknown types and handlers without a hook do nothing. */
export async function countersChanged(db: Db, type: string, id: string): Promise<void> {
  await registry.get(type)?.countersChanged?.(db, id);
}
