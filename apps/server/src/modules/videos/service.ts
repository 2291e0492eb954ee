import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  sourcesOf,
  VIDEO_EDITABLE_STATES,
  VIDEO_STATES,
  VIDEO_TRANSITIONS,
  type VideoFields,
  type VideoListQuery,
  type VideoState,
} from '@occ/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { comments, likes, mediaUploads, notifications, targetCounters, users, videos } from '../../db/schema';
import type { Storage } from '../../platform/storage';
import {
  mediaPath,
  newMediaKey,
  removeMedia,
  removeVideoFile,
  videoStorageKey,
} from '../media-uploads/storage';

export type VideoRow = typeof videos.$inferSelect;

export const authorCols = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  avatarUrl: users.avatarUrl,
};
export type AuthorCols = { id: string; username: string; nickname: string; avatarUrl: string | null };

export interface ListedVideo {
  v: VideoRow;
  author: AuthorCols;
  likes: number;
}

/** Outcomes the routes turn into answers. */
export class VideoStateRefused extends Error {}
export class VideoNotReady extends Error {}
export class VideoNotEditable extends Error {}
export class UploadNotUsable extends Error {
  constructor(readonly reason: 'missing' | 'incomplete') {
    super(reason);
  }
}

export async function videoRow(db: Db, id: string): Promise<VideoRow | null> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
  return row ?? null;
}

/**
 * Takes the user's finished upload for a new video: marks it used (so a second create with the
 * same upload fails) and answers its temporary file. UploadNotUsable when it is not the user's,
 * does not exist or has not finished.
 */
export async function claimUpload(db: Db, config: Config, userId: string, uploadId: string) {
  const [claimed] = await db
    .update(mediaUploads)
    .set({ status: 'used', updatedAt: new Date() })
    .where(
      and(
        eq(mediaUploads.id, uploadId),
        eq(mediaUploads.userId, userId),
        eq(mediaUploads.status, 'complete'),
      ),
    )
    .returning();
  if (claimed) return { upload: claimed, file: mediaPath(config, 'tmp', claimed.storageKey) };
  const [other] = await db
    .select({ status: mediaUploads.status })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.id, uploadId), eq(mediaUploads.userId, userId)));
  throw new UploadNotUsable(other?.status === 'uploading' ? 'incomplete' : 'missing');
}

/** Drops a claimed upload (its file was refused or became a video's source). */
export async function dropUpload(db: Db, config: Config, upload: { id: string; storageKey: string }) {
  await db.delete(mediaUploads).where(eq(mediaUploads.id, upload.id));
  await removeMedia(config, 'tmp', upload.storageKey);
}

/**
 * Creates the draft video from a probed upload: the file moves into storage as the source, the
 * row starts with processing pending (the caller enqueues the job), the upload row goes in the
 * same transaction.
 */
export async function createVideo(
  db: Db,
  config: Config,
  storage: Storage,
  input: {
    authorId: string;
    official: boolean;
    fields: VideoFields;
    upload: { id: string; storageKey: string };
    probe: { durationMs: number; width: number; height: number };
  },
): Promise<VideoRow> {
  const sourceKey = newMediaKey();
  await storage.put(
    videoStorageKey('source', sourceKey),
    { path: mediaPath(config, 'tmp', input.upload.storageKey), move: true },
    'application/octet-stream',
  );
  try {
    return await db.transaction(async (tx) => {
      await tx.delete(mediaUploads).where(eq(mediaUploads.id, input.upload.id));
      const [row] = await tx
        .insert(videos)
        .values({
          authorId: input.authorId,
          name: input.fields.name,
          tags: input.fields.tags,
          introduction: input.fields.introduction,
          official: input.official,
          sourceKey,
          durationMs: input.probe.durationMs,
          width: input.probe.width,
          height: input.probe.height,
        })
        .returning();
      return row!;
    });
  } catch (e) {
    await removeVideoFile(storage, 'source', sourceKey);
    throw e;
  }
}

const editable = inArray(videos.state, [...VIDEO_EDITABLE_STATES]);

/** Saves the fields while the video is editable (draft, failed, removed); VideoNotEditable otherwise. */
export async function updateVideo(db: Db, id: string, fields: VideoFields): Promise<VideoRow> {
  const [row] = await db
    .update(videos)
    .set({ name: fields.name, tags: fields.tags, introduction: fields.introduction, updatedAt: new Date() })
    .where(and(eq(videos.id, id), editable))
    .returning();
  if (!row) throw new VideoNotEditable();
  return row;
}

/** Sets a new cover while the video is editable; answers the row and the cover it replaced. */
export async function setCover(db: Db, id: string, coverKey: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ coverKey: videos.coverKey })
      .from(videos)
      .where(and(eq(videos.id, id), editable))
      .for('update');
    if (!before) throw new VideoNotEditable();
    const [row] = await tx
      .update(videos)
      .set({ coverKey, updatedAt: new Date() })
      .where(eq(videos.id, id))
      .returning();
    return { row: row!, previous: before.coverKey };
  });
}

/** `CASE state WHEN from THEN to … END` for an event of the table. */
function nextStateSql(event: 'submit' | 'withdraw'): SQL {
  const whens = VIDEO_TRANSITIONS[event].map(([from, to]) => sql`when ${from} then ${to}`);
  return sql`case ${videos.state} ${sql.join(whens, sql` `)} end`;
}

/**
 * The author's transitions as one conditional UPDATE (two concurrent requests cannot both
 * win): submit needs a finished transcode; withdraw takes a video under review back to draft or
 * a published one off the shelf.
 */
export async function authorTransition(
  db: Db,
  row: VideoRow,
  event: 'submit' | 'withdraw',
): Promise<VideoRow> {
  const from = sourcesOf(VIDEO_TRANSITIONS, event);
  const now = new Date();
  const conds = [eq(videos.id, row.id), inArray(videos.state, from)];
  if (event === 'submit') conds.push(eq(videos.processing, 'ready'));
  const [updated] = await db
    .update(videos)
    .set({
      state: nextStateSql(event),
      updatedAt: now,
      ...(event === 'submit' ? { submittedAt: now } : {}),
      // the author's own withdrawal has no moderator's reason
      ...(event === 'withdraw' ? { removalReason: null } : {}),
    })
    .where(and(...conds))
    .returning();
  if (updated) return updated;
  const current = await videoRow(db, row.id);
  if (event === 'submit' && current && from.includes(current.state as VideoState)) throw new VideoNotReady();
  throw new VideoStateRefused();
}

/**
 * Deletes a video for good (spec: irreversible): its comments, likes, counters and notifications
 * go in the same transaction, its files after it. Collections keep their row and show the target
 * as missing (the collections list handles that).
 */
export async function deleteVideo(db: Db, storage: Storage, row: VideoRow): Promise<void> {
  await db.transaction(async (tx) => {
    const commentIds = tx
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.targetType, 'video'), eq(comments.targetId, row.id)));
    await tx
      .delete(notifications)
      .where(or(eq(notifications.targetId, row.id), inArray(notifications.targetId, commentIds)));
    await tx
      .delete(targetCounters)
      .where(
        or(
          and(eq(targetCounters.targetType, 'video'), eq(targetCounters.targetId, row.id)),
          and(eq(targetCounters.targetType, 'comment'), inArray(targetCounters.targetId, commentIds)),
        ),
      );
    await tx.delete(likes).where(and(eq(likes.targetType, 'video'), eq(likes.targetId, row.id)));
    await tx.delete(comments).where(and(eq(comments.targetType, 'video'), eq(comments.targetId, row.id)));
    await tx.delete(videos).where(eq(videos.id, row.id));
  });
  await removeVideoFile(storage, 'source', row.sourceKey);
  await removeVideoFile(storage, 'play', row.playableKey);
  await removeVideoFile(storage, 'covers', row.coverKey);
}

const likesCol = sql<number>`coalesce(${targetCounters.likes}, 0)`.mapWith(Number);

function listSelect(db: Db) {
  return db
    .select({ v: videos, author: authorCols, likes: likesCol })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.authorId))
    .leftJoin(
      targetCounters,
      and(eq(targetCounters.targetType, 'video'), eq(targetCounters.targetId, videos.id)),
    );
}

/** Published videos, filtered by tag and author; latest release first, or most liked first. */
export async function listPublished(db: Db, q: VideoListQuery) {
  const where: SQL[] = [eq(videos.state, 'published')];
  if (q.tag) where.push(sql`${videos.tags} @> array[${q.tag}]::text[]`);
  if (q.author) where.push(eq(videos.authorId, q.author));
  const cond = and(...where);
  const order =
    q.sort === 'hottest'
      ? [desc(likesCol), desc(videos.views), desc(videos.releasedAt), desc(videos.id)]
      : [desc(videos.releasedAt), desc(videos.id)];
  const [items, [total]] = await Promise.all([
    listSelect(db)
      .where(cond)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(videos).where(cond),
  ]);
  return { items: items as ListedVideo[], total: total?.n ?? 0 };
}

/** The author's videos in one tab (newest change first) and how many each tab holds. */
export async function listMine(
  db: Db,
  authorId: string,
  q: { state: VideoState; page: number; pageSize: number },
) {
  const cond = and(eq(videos.authorId, authorId), eq(videos.state, q.state));
  const [items, [total], perState] = await Promise.all([
    listSelect(db)
      .where(cond)
      .orderBy(desc(videos.updatedAt), desc(videos.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(videos).where(cond),
    db
      .select({ state: videos.state, n: count() })
      .from(videos)
      .where(eq(videos.authorId, authorId))
      .groupBy(videos.state),
  ]);
  const counts = Object.fromEntries(VIDEO_STATES.map((s) => [s, 0])) as Record<VideoState, number>;
  for (const r of perState) if (r.state in counts) counts[r.state as VideoState] = r.n;
  return { items: items as ListedVideo[], total: total?.n ?? 0, counts };
}

/** How many published videos a user has (the profile card's count). */
export async function countPublishedVideos(db: Db, authorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(videos)
    .where(and(eq(videos.authorId, authorId), eq(videos.state, 'published')));
  return row?.n ?? 0;
}

/** One video with its author and like count. */
export async function loadVideo(db: Db, id: string): Promise<ListedVideo | null> {
  const [row] = await listSelect(db).where(eq(videos.id, id)).limit(1);
  return (row as ListedVideo | undefined) ?? null;
}
