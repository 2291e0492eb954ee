import type { PostDraft } from '@occ/shared';
import { describe, expect, it } from 'vitest';
import { backupToRestore, clearBackup, readBackup, writeBackup, type DraftBackup } from './draft-backup';

const fields = (over: Partial<PostDraft> = {}): PostDraft => ({
  title: 'Booting Linux',
  summary: '',
  content: 'Some text',
  tags: ['linux'],
  cover: '',
  property: 'original',
  sourceUrl: '',
  permission: 'public',
  disclaimer: false,
  ...over,
});

/** An in-memory Storage. */
function memory(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('the editor’s local backup', () => {
  it('is stored per post and read back', () => {
    const store = memory();
    const b: DraftBackup = { baseVersion: 3, fields: fields(), at: '2026-01-01T00:00:00.000Z' };
    writeBackup('p1', b, store);
    expect(readBackup('p1', store)).toEqual(b);
    expect(readBackup(null, store)).toBeNull();
    clearBackup('p1', store);
    expect(readBackup('p1', store)).toBeNull();
  });

  it('ignores a damaged entry', () => {
    const store = memory();
    store.setItem('occ.post-draft.p1', '{not json');
    expect(readBackup('p1', store)).toBeNull();
  });

  it('is restored only when typed on the version the server still holds, and different from it', () => {
    const server = { fields: fields(), draftVersion: 4 };
    const newer = { baseVersion: 4, fields: fields({ content: 'Some text and more' }), at: '' };
    expect(backupToRestore(server, newer)).toBe(newer);
    expect(backupToRestore(server, { ...newer, baseVersion: 3 })).toBeNull();
    expect(backupToRestore(server, { ...newer, fields: fields() })).toBeNull();
    expect(backupToRestore(server, null)).toBeNull();
  });

  it('restores a post that never reached the server unless it is blank', () => {
    const typed = { baseVersion: 0, fields: fields(), at: '' };
    expect(backupToRestore(null, typed)).toBe(typed);
    expect(
      backupToRestore(null, { ...typed, fields: fields({ title: ' ', content: '', tags: [] }) }),
    ).toBeNull();
  });
});
