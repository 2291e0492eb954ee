import type { ResourceItem, ResourceUploadState } from '@occ/shared';
import { request, RequestError } from '~/lib/request';
import { resultOf, sendWithProgress } from '~/lib/upload';

// The browser side of a resumable resource upload (uploads.start / status / chunk / complete):
// the file goes up in chunks at the offset the server holds; a failed chunk is retried a few
// times with a growing pause, each time from the offset the server reports (asked, never
// guessed). The session id is kept in localStorage under the file's name, size and date, so after
// a reload choosing the same file continues the upload instead of restarting it.

/** pauses before the automatic retries of a failed chunk */
export const RETRY_DELAYS_MS = [500, 1500, 3000, 6000];

const STORE_PREFIX = 'occ.resourceUpload:';
type FileLike = Blob & { name: string; lastModified: number };

const storeKey = (f: FileLike) => `${STORE_PREFIX}${f.name}:${f.size}:${f.lastModified}`;

function remembered(f: FileLike): string | null {
  try {
    return localStorage.getItem(storeKey(f));
  } catch {
    return null;
  }
}
function remember(f: FileLike, id: string | null) {
  try {
    if (id) localStorage.setItem(storeKey(f), id);
    else localStorage.removeItem(storeKey(f));
  } catch {
    // private mode: the upload still works, only not across reloads
  }
}

const url = (id: string) => `/api/my/uploads/${encodeURIComponent(id)}`;
const transient = (e: unknown) =>
  e instanceof RequestError &&
  (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'gateway' || (e.status ?? 0) >= 500);

/** The server's session of an earlier attempt at this file (same name, size and date), if it is still there. */
export async function unfinishedUpload(f: FileLike): Promise<ResourceUploadState | null> {
  const id = remembered(f);
  if (!id) return null;
  try {
    const s = await request<ResourceUploadState>(url(id));
    if (s.size === f.size && s.name === f.name.trim()) return s;
  } catch (e) {
    if (transient(e)) return null;
  }
  remember(f, null);
  return null;
}

/** A chunk the server refused as out of place: it holds `offset`. */
class OffsetConflict extends Error {
  constructor(readonly offset: number) {
    super(`offset ${offset}`);
  }
}

async function patchChunk(
  id: string,
  offset: number,
  chunk: Blob,
  onBytes: (loaded: number) => void,
): Promise<number> {
  const answer = await sendWithProgress<ResourceUploadState & { offset?: number }>({
    method: 'PATCH',
    url: url(id),
    body: chunk,
    headers: { 'content-type': 'application/octet-stream', 'upload-offset': String(offset) },
    onBytes: (loaded) => onBytes(loaded),
  });
  const held = answer.env?.result?.offset;
  if (answer.status === 409 && typeof held === 'number') throw new OffsetConflict(held);
  return resultOf(answer).offset;
}

export interface ResumableOptions {
  /** 0–100, the bytes the server has plus those of the chunk in flight */
  onProgress: (percent: number) => void;
  /** a failed chunk is tried again: attempt 1…RETRY_DELAYS_MS.length */
  onRetry?: (attempt: number, max: number) => void;
  delays?: readonly number[];
}

/**
 * Sends the whole file (continuing an earlier session of it when there is one) and answers the
 * session id, ready for `completeUpload`. Throws the server's error, or the last network error
 * once the retries are used up.
 */
export async function sendFile(f: FileLike, opts: ResumableOptions): Promise<string> {
  const delays = opts.delays ?? RETRY_DELAYS_MS;
  const pct = (n: number) => Math.min(100, Math.floor((n / f.size) * 100));
  const earlier = await unfinishedUpload(f);
  const s =
    earlier ??
    (await request<ResourceUploadState>('/api/my/uploads', {
      method: 'POST',
      body: { name: f.name, size: f.size },
    }));
  remember(f, s.id);
  let offset = s.offset;
  let failures = 0;
  opts.onProgress(pct(offset));
  while (offset < f.size) {
    const at = offset;
    try {
      const chunk = f.slice(at, Math.min(at + s.chunkSize, f.size));
      offset = await patchChunk(s.id, at, chunk, (loaded) => opts.onProgress(pct(at + loaded)));
      failures = 0;
    } catch (e) {
      if (e instanceof OffsetConflict) offset = e.offset;
      else if (transient(e) && failures < delays.length) {
        failures++;
        opts.onRetry?.(failures, delays.length);
        await new Promise((r) => setTimeout(r, delays[failures - 1]));
        // where the server stands now (the lost chunk may have arrived after all)
        offset = await request<ResourceUploadState>(url(s.id))
          .then((now) => now.offset)
          .catch(() => at);
      } else throw e;
    }
    opts.onProgress(pct(offset));
  }
  return s.id;
}

/**
 * Turns the sent file into a resource with the form's fields. The session ends on success and
 * when the server refuses the file itself; a refused form field keeps it for another try.
 */
export async function completeUpload(
  f: FileLike,
  id: string,
  fields: Record<string, string>,
): Promise<ResourceItem> {
  try {
    const item = await request<ResourceItem>(`${url(id)}/resource`, { method: 'POST', body: fields });
    remember(f, null);
    return item;
  } catch (e) {
    const refused =
      e instanceof RequestError &&
      (e.envelope?.result as { fields?: { field: string }[] } | null)?.fields?.some(
        (x) => x.field === 'file',
      );
    if (refused || (e instanceof RequestError && e.status === 404)) remember(f, null);
    throw e;
  }
}
