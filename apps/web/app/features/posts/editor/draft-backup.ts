import type { PostDraft } from '@occ/shared';

// A copy of the editor's fields in this browser's local storage, written on every change, so a
// crash or a failed auto-save loses nothing. It remembers which server version it was typed on:
// it is newer than the server's copy only while the server still holds that version.

export interface DraftBackup {
  /** the server's draftVersion the text was typed on (0: the post does not exist yet) */
  baseVersion: number;
  fields: PostDraft;
  /** when it was written (shown to the author) */
  at: string;
}

const PREFIX = 'occ.post-draft.';
export const backupKey = (postId: string | null) => PREFIX + (postId ?? 'new');

/** The storage if the browser lets us use it (private modes and quotas may refuse). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readBackup(postId: string | null, store = storage()): DraftBackup | null {
  try {
    const raw = store?.getItem(backupKey(postId));
    if (!raw) return null;
    const b = JSON.parse(raw) as DraftBackup;
    return typeof b.baseVersion === 'number' && b.fields && typeof b.fields === 'object' ? b : null;
  } catch {
    return null;
  }
}

export function writeBackup(postId: string | null, backup: DraftBackup, store = storage()): void {
  try {
    store?.setItem(backupKey(postId), JSON.stringify(backup));
  } catch {
    // full or refused: the server copy still stands
  }
}

export function clearBackup(postId: string | null, store = storage()): void {
  try {
    store?.removeItem(backupKey(postId));
  } catch {
    // nothing to do
  }
}

/** The fields in a fixed order, so two copies compare by content. */
export const fieldsKey = (f: PostDraft): string =>
  JSON.stringify([
    f.title,
    f.summary,
    f.content,
    f.tags,
    f.cover,
    f.property,
    f.sourceUrl,
    f.permission,
    f.disclaimer,
  ]);

const isBlank = (f: PostDraft) => !f.title.trim() && !f.summary.trim() && !f.content.trim() && !f.tags.length;

/**
 * The backup to restore over the server's copy, or null: only one typed on the version the server
 * still holds (a later server save, from here or another window, supersedes it) and different from it.
 */
export function backupToRestore(
  server: { fields: PostDraft; draftVersion: number } | null,
  backup: DraftBackup | null,
): DraftBackup | null {
  if (!backup) return null;
  if (!server) return isBlank(backup.fields) ? null : backup;
  if (backup.baseVersion !== server.draftVersion) return null;
  return fieldsKey(backup.fields) === fieldsKey(server.fields) ? null : backup;
}
