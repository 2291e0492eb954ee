import type { VideoUploadState } from '@occ/shared';
import { RequestError } from '~/lib/request';

// The browser side of the resumable upload (videos.upload / uploadChunk / uploadStatus): the file
// goes up in chunks at the offset the server has; a lost connection pauses it and it continues
// from the server's offset (asked again, never guessed) when the network is back or the user
// resumes. Starting the same file again (same name and size, e.g. after a reload) continues the
// server's unfinished upload instead of restarting it.

export type UploadPhase =
  'starting' | 'uploading' | 'paused' | 'offline' | 'complete' | 'failed' | 'cancelled';

export interface UploadSnapshot {
  phase: UploadPhase;
  fileName: string;
  size: number;
  /** bytes the server confirmed, plus those of the chunk in flight */
  sent: number;
  uploadId: string | null;
  /** the server's (localised) message when the phase is 'failed' */
  error: string | null;
}

/** A chunk sent at the wrong offset: the server tells where it stands. */
export class OffsetConflict extends Error {
  constructor(readonly offset: number) {
    super(`offset ${offset}`);
  }
}

/** How the upload talks to the server (the page uses httpTransport; tests give their own). */
export interface UploadTransport {
  start(fileName: string, size: number): Promise<VideoUploadState>;
  status(id: string): Promise<VideoUploadState>;
  /** PUT one chunk at `offset`; throws OffsetConflict on 409, RequestError otherwise */
  put(
    id: string,
    offset: number,
    chunk: Blob,
    onBytes: (loaded: number) => void,
    signal: AbortSignal,
  ): Promise<VideoUploadState>;
  abort(id: string): Promise<void>;
}

/** Waits before an automatic retry after a network error (then every 30 s). */
export const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

const isNetwork = (e: unknown) =>
  e instanceof RequestError && (e.kind === 'network' || e.kind === 'timeout' || (e.status ?? 0) >= 500);

export class ChunkedUpload {
  private snap: UploadSnapshot;
  private controller: AbortController | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private chunkSize = 0;
  private received = 0;
  /** bumped by pause and cancel: a send loop of an older generation stops at once */
  private gen = 0;

  constructor(
    private readonly file: Blob & { name: string },
    private readonly transport: UploadTransport,
    private readonly listener: (s: UploadSnapshot) => void,
    private readonly retryDelays: readonly number[] = RETRY_DELAYS_MS,
  ) {
    this.snap = {
      phase: 'starting',
      fileName: file.name,
      size: file.size,
      sent: 0,
      uploadId: null,
      error: null,
    };
  }

  get snapshot(): UploadSnapshot {
    return this.snap;
  }

  /** Still holding the line: another file must wait ("The last file is being uploaded"). */
  get busy(): boolean {
    return ['starting', 'uploading', 'paused', 'offline'].includes(this.snap.phase);
  }

  private set(patch: Partial<UploadSnapshot>) {
    this.snap = { ...this.snap, ...patch };
    this.listener(this.snap);
  }

  /** Starts (or resumes on the server) and sends every chunk. */
  async start(): Promise<void> {
    try {
      const s = await this.transport.start(this.file.name, this.file.size);
      this.chunkSize = s.chunkSize;
      this.received = s.received;
      this.set({ uploadId: s.id, sent: s.received });
      if (s.complete) return this.set({ phase: 'complete', sent: s.size });
    } catch (e) {
      if (isNetwork(e)) return this.goOffline();
      return this.set({ phase: 'failed', error: e instanceof Error ? e.message : String(e) });
    }
    this.set({ phase: 'uploading' });
    await this.pump();
  }

  private async pump(): Promise<void> {
    const gen = this.gen;
    const live = () => gen === this.gen && this.snap.phase === 'uploading';
    while (live() && this.received < this.file.size) {
      const id = this.snap.uploadId!;
      const offset = this.received;
      const chunk = this.file.slice(offset, Math.min(offset + this.chunkSize, this.file.size));
      const controller = new AbortController();
      this.controller = controller;
      try {
        const s = await this.transport.put(
          id,
          offset,
          chunk,
          (loaded) => live() && this.set({ sent: offset + loaded }),
          controller.signal,
        );
        if (gen !== this.gen) return;
        this.received = s.received;
        this.failures = 0;
        this.set({ sent: s.received });
      } catch (e) {
        if (!live()) return; // paused or cancelled meanwhile: the abort is not an error
        if (e instanceof OffsetConflict) {
          this.received = e.offset;
          this.set({ sent: e.offset });
          continue;
        }
        if (isNetwork(e)) return this.goOffline();
        return this.set({ phase: 'failed', error: e instanceof Error ? e.message : String(e) });
      }
    }
    if (live()) this.set({ phase: 'complete', sent: this.file.size });
  }

  private goOffline() {
    const delay = this.retryDelays[Math.min(this.failures, this.retryDelays.length - 1)] ?? 30_000;
    this.failures++;
    this.set({ phase: 'offline' });
    this.retryTimer = setTimeout(() => void this.resume(), delay);
  }

  /** Stops sending (the chunk in flight is dropped; the server keeps what it confirmed). */
  pause(): void {
    if (!this.busy) return;
    this.clearRetry();
    this.gen++;
    this.set({ phase: 'paused', sent: this.received });
    this.controller?.abort();
  }

  /** Continues from the offset the server reports (after a pause, a reload or a lost connection). */
  async resume(): Promise<void> {
    if (this.snap.phase !== 'paused' && this.snap.phase !== 'offline') return;
    this.clearRetry();
    if (!this.snap.uploadId) {
      this.set({ phase: 'starting' });
      return this.start();
    }
    this.set({ phase: 'uploading' });
    const gen = this.gen;
    try {
      const s = await this.transport.status(this.snap.uploadId);
      if (gen !== this.gen) return;
      this.chunkSize = s.chunkSize;
      this.received = s.received;
      this.set({ sent: s.received });
    } catch (e) {
      if (gen !== this.gen) return;
      if (isNetwork(e)) return this.goOffline();
      return this.set({ phase: 'failed', error: e instanceof Error ? e.message : String(e) });
    }
    await this.pump();
  }

  /** Gives up: the server drops the bytes. */
  async cancel(): Promise<void> {
    const id = this.snap.uploadId;
    this.clearRetry();
    this.gen++;
    this.set({ phase: 'cancelled' });
    this.controller?.abort();
    if (id) await this.transport.abort(id).catch(() => undefined);
  }

  private clearRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}
