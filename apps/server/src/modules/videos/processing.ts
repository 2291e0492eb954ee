import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { VIDEO_COVER_HEIGHT, VIDEO_COVER_WIDTH, type MessageKey } from '@occ/shared';
import type { Db } from '../../db/client';
import { videos } from '../../db/schema';
import { extractCover, MediaError, probeVideo, transcodeToMp4 } from '../../platform/media';
import { withLocalFile } from '../../platform/storage';
import type { App } from '../../platform/types';
import { newMediaKey, removeVideoFile, videoStorageKey, videoWorkDir } from '../media-uploads/storage';

// The background processing of an uploaded video: cover frame, then the H.264/AAC transcode with
// its progress in the row, then ready — or failed with a reason the author sees.
//
// The job runner's job only wakes this process's worker: a transcode can take many minutes, and
// the runner does its jobs and periodic tasks (lab slots, reminders) one after another, so it must
// not wait for it. The row itself is the queue (processing = 'pending'): the worker claims rows
// with FOR UPDATE SKIP LOCKED, one transcode at a time per process; a periodic scan picks up
// rows left pending (a restart), shutdown puts the row being converted back to pending, and a
// sweep fails rows whose progress stopped moving (a crashed process) — never processing forever.
//
// The files are kept in the storage module: ffmpeg reads the source where it lies on the local disk
// driver, or a temporary copy downloaded from S3, and writes the cover and the transcode into
// UPLOAD_DIR/videos/work, from where they are moved into storage (a rename on the local disk).

export const PROCESS_JOB = 'videos.process';
/** a 'processing' row whose progress has not moved for this long is dead */
export const PROCESSING_STALE_MS = 30 * 60_000;
const PROGRESS_WRITE_MS = 1000;

/** ffmpeg's time budget: four times the running time plus five minutes, at most six hours. */
export const transcodeTimeoutMs = (durationMs: number) =>
  Math.min(6 * 60 * 60_000, durationMs * 4 + 5 * 60_000);

type VideoRow = typeof videos.$inferSelect;

/** Takes one pending video for processing: the given one, or the oldest waiting. */
async function claim(db: Db, id?: string): Promise<VideoRow | null> {
  const pick = db
    .select({ id: videos.id })
    .from(videos)
    .where(id ? and(eq(videos.id, id), eq(videos.processing, 'pending')) : eq(videos.processing, 'pending'))
    .orderBy(asc(videos.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(videos)
    .set({ processing: 'processing', processingProgress: 0, processingError: null, updatedAt: new Date() })
    .where(and(sql`${videos.id} = (${pick})`, eq(videos.processing, 'pending')))
    .returning();
  return row ?? null;
}

async function setProcessing(db: Db, id: string, to: 'failed' | 'pending', key: MessageKey | null) {
  await db
    .update(videos)
    .set({ processing: to, processingError: key, processingProgress: 0, updatedAt: new Date() })
    .where(and(eq(videos.id, id), eq(videos.processing, 'processing')));
}

/** A cover frame a tenth of the way in (at most 3 s), unless the author already uploaded one. */
async function coverFrame(app: App, v: VideoRow, source: string) {
  if (v.coverKey) return;
  const { db } = app.database;
  const key = newMediaKey();
  const frame = path.join(videoWorkDir(app.config), `${key}.jpg`);
  try {
    await extractCover(source, frame, {
      atMs: Math.min(3000, Math.floor((v.durationMs ?? 0) / 10)),
      width: VIDEO_COVER_WIDTH,
      height: VIDEO_COVER_HEIGHT,
    });
    await app.storage.put(videoStorageKey('covers', key), { path: frame, move: true }, 'image/jpeg');
  } catch (err) {
    // a video without a cover still plays; the author can upload one
    app.log.warn({ err, videoId: v.id, detail: (err as MediaError).detail }, 'cover frame not extracted');
    await fs.rm(frame, { force: true });
    return;
  }
  const set = await db
    .update(videos)
    .set({ coverKey: key })
    .where(and(eq(videos.id, v.id), isNull(videos.coverKey)))
    .returning({ id: videos.id });
  // an uploaded cover won the race
  if (set.length === 0) await removeVideoFile(app.storage, 'covers', key);
}

/**
 * Processes a claimed video: cover, transcode with progress, verify, ready. Errors end in
 * 'failed' with a reason (not retried: a file ffmpeg cannot convert stays so); a shutdown puts
 * the row back to 'pending' for the next start.
 */
async function processClaimed(app: App, v: VideoRow, shutdown: AbortSignal): Promise<void> {
  const { db } = app.database;
  const work = videoWorkDir(app.config);
  let found;
  let started = false;
  try {
    await fs.mkdir(work, { recursive: true });
    found = await withLocalFile(app.storage, videoStorageKey('source', v.sourceKey), work, async (source) => {
      started = true;
      await coverFrame(app, v, source);
      await transcode(app, v, source, shutdown);
      return true;
    });
  } catch (err) {
    // the source could not be read from storage, or the database failed while working on it
    // (ffmpeg's own failures end in transcode)
    app.log.warn({ err, videoId: v.id }, 'video processing stopped');
    if (shutdown.aborted) await setProcessing(db, v.id, 'pending', null);
    else await setProcessing(db, v.id, 'failed', started ? 'videoTranscodeFailed' : 'videoSourceMissing');
    return;
  }
  if (!found) await setProcessing(db, v.id, 'failed', 'videoSourceMissing');
}

/** The transcode of a claimed video (source: a local file) into storage, with its progress in the row. */
async function transcode(app: App, v: VideoRow, source: string, shutdown: AbortSignal): Promise<void> {
  const { db } = app.database;
  const playKey = newMediaKey();
  const target = path.join(videoWorkDir(app.config), `${playKey}.mp4`);
  const stop = new AbortController();
  const onShutdown = () => stop.abort();
  shutdown.addEventListener('abort', onShutdown, { once: true });
  let gone = false;
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const onProgress = (percent: number) => {
    const now = Date.now();
    if (now - lastWrite < PROGRESS_WRITE_MS) return;
    lastWrite = now;
    writing = writing.then(async () => {
      const still = await db
        .update(videos)
        .set({ processingProgress: percent, updatedAt: new Date() })
        .where(and(eq(videos.id, v.id), eq(videos.processing, 'processing')))
        .returning({ id: videos.id });
      // deleted, or failed by the sweeper meanwhile: stop spending CPU on it
      if (still.length === 0) {
        gone = true;
        stop.abort();
      }
    });
  };
  try {
    await transcodeToMp4(source, target, {
      durationMs: v.durationMs ?? 0,
      onProgress,
      timeoutMs: transcodeTimeoutMs(v.durationMs ?? 0),
      signal: stop.signal,
    });
    await writing;
    const out = await probeVideo(target);
    if (!out) throw new MediaError('the transcode is not a playable video');
    await app.storage.put(videoStorageKey('play', playKey), { path: target, move: true }, 'video/mp4');
    const done = await db
      .update(videos)
      .set({
        processing: 'ready',
        processingProgress: 100,
        processingError: null,
        playableKey: playKey,
        durationMs: out.durationMs,
        width: out.width,
        height: out.height,
        updatedAt: new Date(),
      })
      .where(and(eq(videos.id, v.id), eq(videos.processing, 'processing')))
      .returning({ id: videos.id });
    if (done.length === 0) await removeVideoFile(app.storage, 'play', playKey);
  } catch (err) {
    await writing.catch(() => undefined);
    await fs.rm(target, { force: true });
    await removeVideoFile(app.storage, 'play', playKey).catch(() => undefined);
    if (gone) return;
    if (shutdown.aborted) {
      await setProcessing(db, v.id, 'pending', null);
      return;
    }
    const timedOut = err instanceof MediaError && err.timedOut;
    app.log.warn({ err, videoId: v.id, detail: (err as MediaError).detail }, 'video processing failed');
    await setProcessing(db, v.id, 'failed', timedOut ? 'videoProcessingTimedOut' : 'videoTranscodeFailed');
  } finally {
    shutdown.removeEventListener('abort', onShutdown);
  }
}

/** One process's video worker: one transcode at a time, woken by jobs and the periodic scan. */
class VideoWorker {
  private wanted = new Set<string>();
  private scan = false;
  private loop: Promise<void> | null = null;
  private readonly shutdown = new AbortController();

  constructor(private readonly app: App) {}

  /** Processes `id` (or, without one, whatever is waiting) soon; returns at once. */
  wake(id?: string): void {
    if (id) this.wanted.add(id);
    else this.scan = true;
    this.ensure();
  }

  private ensure() {
    if (this.loop || this.shutdown.signal.aborted) return;
    this.loop = this.run()
      .catch((err: unknown) => this.app.log.error({ err }, 'video worker stopped'))
      .finally(() => {
        this.loop = null;
        // woken while finishing: go again
        if (this.wanted.size || this.scan) this.ensure();
      });
  }

  private async next(): Promise<VideoRow | null> {
    const { db } = this.app.database;
    for (const id of this.wanted) {
      this.wanted.delete(id);
      const row = await claim(db, id);
      if (row) return row;
    }
    if (!this.scan) return null;
    const row = await claim(db);
    if (!row) this.scan = false;
    return row;
  }

  private async run() {
    for (let v = await this.next(); v && !this.shutdown.signal.aborted; v = await this.next())
      await processClaimed(this.app, v, this.shutdown.signal);
  }

  /** Resolves when nothing is being processed (tests wait for it after a job runner tick). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  async close(): Promise<void> {
    this.shutdown.abort();
    await this.loop;
  }
}

// keyed by the app's job runner: the same object in every plugin scope of one app
const workers = new WeakMap<object, VideoWorker>();

/** The worker of this app; its jobs, its periodic scan and its shutdown are registered once. */
export function videoWorker(app: App): VideoWorker {
  let worker = workers.get(app.jobs);
  if (!worker) {
    const w = new VideoWorker(app);
    worker = w;
    workers.set(app.jobs, w);
    app.jobs.register(PROCESS_JOB, async (payload) => w.wake((payload as { videoId: string }).videoId));
    app.jobs.every('videos.processing-scan', 5 * 60_000, async () => w.wake());
    app.jobs.every('videos.processing-sweep', 5 * 60_000, async () => {
      await sweepStuckVideos(app.database.db);
    });
    app.addHook('onClose', async () => w.close());
  }
  return worker;
}

/** Periodic: rows whose processing stopped moving (a crashed process) end failed, not processing forever. */
export async function sweepStuckVideos(db: Db): Promise<number> {
  const rows = await db
    .update(videos)
    .set({ processing: 'failed', processingError: 'videoProcessingTimedOut', updatedAt: new Date() })
    .where(
      and(
        eq(videos.processing, 'processing'),
        lt(videos.updatedAt, new Date(Date.now() - PROCESSING_STALE_MS)),
      ),
    )
    .returning({ id: videos.id });
  return rows.length;
}

/** Enqueues the processing job of a video (one job per source file). */
export async function enqueueProcessing(app: App, v: { id: string; sourceKey: string }) {
  await app.jobs.enqueue(PROCESS_JOB, { videoId: v.id }, { dedupeKey: `video:${v.id}:${v.sourceKey}` });
}
