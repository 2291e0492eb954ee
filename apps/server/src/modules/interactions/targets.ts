import { DEFAULT_LOCALE, type CompleteLocale } from '@occ/shared';
import type { Db } from '../../db/client';
import { idNotExist } from '../../platform/errors';

/** What a collection needs to know about a target: its page and a name for the list. */
export interface CollectableSummary {
  /** the page that shows it, e.g. /community/qa/detail?id=… */
  link: string;
  /** a short text for lists and notifications */
  title: string;
}

/** What likes, collections, reports and comments need to know about an authored target. */
export interface TargetSummary extends CollectableSummary {
  authorId: string;
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

/**
 * Targets that can only be collected (catalogue products): they have no author, so no likes,
 * comments or reports, which notify one.
 */
type CollectableLookup = (db: Db, id: string, locale: CompleteLocale) => Promise<CollectableSummary | null>;
const collectOnly = new Map<string, CollectableLookup>();

/** `exists` names the target in the reader's language where it has one. */
export function registerCollectTarget(type: string, exists: CollectableLookup): void {
  collectOnly.set(type, exists);
}

/** A target of collections: an authored one or a collect-only one; null when unknown or gone. */
export async function findCollectable(
  db: Db,
  type: string,
  id: string,
  locale: CompleteLocale = DEFAULT_LOCALE,
): Promise<CollectableSummary | null> {
  const exists = collectOnly.get(type);
  return exists ? exists(db, id, locale) : findTarget(db, type, id);
}

/** The collectable target, or 404 "The id does not exist". */
export async function requireCollectable(db: Db, type: string, id: string): Promise<CollectableSummary> {
  const found = await findCollectable(db, type, id);
  if (!found) throw idNotExist();
  return found;
}

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
