import { useCallback, useEffect, useRef, useState } from 'react';
import type { PostDraft, PostSaved } from '@occ/shared';
import { RequestError } from '~/lib/request';
import { createPost, saveDraft, updatePost } from '../api';
import { clearBackup, fieldsKey, writeBackup } from './draft-backup';

/** auto-save once the text has rested this long … */
export const AUTO_SAVE_DEBOUNCE_MS = 2_000;
/** … and at least this often while it keeps changing */
export const AUTO_SAVE_INTERVAL_MS = 30_000;

/** A new post's fields. */
export const EMPTY: PostDraft = {
  title: '',
  summary: '',
  content: '',
  tags: [],
  cover: '',
  property: 'original',
  sourceUrl: '',
  permission: 'public',
  disclaimer: false,
};

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'conflict';

interface Options {
  /** the post being edited, or null for a new one (created on the first save) */
  postId: string | null;
  /** what the server holds now (null for a new post) */
  server: { fields: PostDraft; draftVersion: number; savedAt: string | null } | null;
  /** called once a new post exists, with its id */
  onCreated: (id: string) => void;
}

const isBlank = (f: PostDraft) => !f.title.trim() && !f.summary.trim() && !f.content.trim() && !f.tags.length;

/**
 * The editor's server working copy: every change is written to the local backup at once and
 * auto-saved (PUT /api/posts/:id/draft) once typing rests for 2 s, and every 30 s while it does
 * not. A new post is created (POST /api/posts) by its first save. Saves run one at a time, each
 * naming the version it builds on, so two windows cannot silently overwrite each other (409).
 * A failed save keeps the text (editor and local backup) and is retried by the next change.
 */
export function useAutoSave({ postId, server, onCreated }: Options) {
  const id = useRef(postId);
  const version = useRef(server?.draftVersion ?? 0);
  const savedKey = useRef(server ? fieldsKey(server.fields) : fieldsKey(EMPTY));
  const current = useRef<PostDraft>(server?.fields ?? EMPTY);
  const inflight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  const [status, setStatus] = useState<SaveStatus>(server?.savedAt ? 'saved' : 'idle');
  const [savedAt, setSavedAt] = useState<string | null>(server?.savedAt ?? null);
  const [error, setError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);

  const markDirty = useCallback(() => {
    const d = fieldsKey(current.current) !== savedKey.current;
    dirtyRef.current = d;
    setDirty(d);
  }, []);

  /** The server accepted `fields` as version `r.draftVersion`. */
  const accepted = useCallback(
    (fields: PostDraft, r: PostSaved) => {
      savedKey.current = fieldsKey(fields);
      version.current = r.draftVersion;
      setSavedAt(r.draftSavedAt);
      setStatus('saved');
      setError(null);
      // what was typed while the save ran stays backed up, now on the new version
      if (fieldsKey(current.current) === savedKey.current) clearBackup(id.current);
      else
        writeBackup(id.current, {
          baseVersion: r.draftVersion,
          fields: current.current,
          at: new Date().toISOString(),
        });
      markDirty();
    },
    [markDirty],
  );

  /** Runs `work` after any save in flight, so versions are never raced. */
  const serial = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    const before = inflight.current ?? Promise.resolve();
    const run = before.then(work, work);
    inflight.current = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }, []);

  /** Creates the post if it does not exist yet; its id. */
  const ensureCreated = useCallback(
    async (fields: PostDraft): Promise<string> => {
      if (id.current) return id.current;
      const r = await createPost(fields);
      clearBackup(null);
      id.current = r.id;
      accepted(fields, r);
      onCreated(r.id);
      return r.id;
    },
    [accepted, onCreated],
  );

  /** One auto-save of the current fields, unless they are what the server holds. */
  const save = useCallback(
    () =>
      serial(async () => {
        const fields = current.current;
        if (stopped.current || fieldsKey(fields) === savedKey.current) return;
        if (!id.current && isBlank(fields)) return;
        setStatus('saving');
        try {
          if (!id.current) await ensureCreated(fields);
          else accepted(fields, await saveDraft(id.current, fields, version.current));
        } catch (e) {
          const conflict = e instanceof RequestError && e.status === 409;
          if (conflict) stopped.current = true;
          setStatus(conflict ? 'conflict' : 'failed');
          setError(e instanceof RequestError && e.kind === 'business' ? e.message : null);
        }
      }),
    [serial, ensureCreated, accepted],
  );

  /**
   * A full save (PUT /api/posts/:id, every rule checked), creating the post first when needed;
   * resolves with the post's id, rejects with the server's error (422 names the fields).
   */
  const saveFull = useCallback(
    () =>
      serial(async () => {
        const fields = current.current;
        const postId = await ensureCreated(fields);
        if (fieldsKey(fields) === savedKey.current) return postId;
        setStatus('saving');
        try {
          accepted(fields, await updatePost(postId, fields, version.current));
        } catch (e) {
          setStatus(fieldsKey(fields) === savedKey.current ? 'saved' : 'failed');
          throw e;
        }
        return postId;
      }),
    [serial, ensureCreated, accepted],
  );

  /** The editor's fields changed: back them up now, save once typing rests. */
  const change = useCallback(
    (fields: PostDraft) => {
      current.current = fields;
      markDirty();
      if (!dirtyRef.current) return;
      writeBackup(id.current, { baseVersion: version.current, fields, at: new Date().toISOString() });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTO_SAVE_DEBOUNCE_MS);
    },
    [markDirty, save],
  );

  useEffect(() => {
    const every = setInterval(() => {
      if (dirtyRef.current) void save();
    }, AUTO_SAVE_INTERVAL_MS);
    return () => {
      clearInterval(every);
      clearTimeout(timer.current);
    };
  }, [save]);

  /** After submitting or deleting: nothing more to save, and nothing to warn about. */
  const finish = useCallback(() => {
    stopped.current = true;
    clearTimeout(timer.current);
    clearBackup(id.current);
    dirtyRef.current = false;
    setDirty(false);
  }, []);

  return { status, savedAt, error, dirty, dirtyRef, change, save, saveFull, finish, postId: id };
}
