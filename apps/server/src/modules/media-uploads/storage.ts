import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { UPLOADS_PREFIX, type Storage } from '../../platform/storage';

// Where video files live, always under generated keys (never a user's name):
//   UPLOAD_DIR/videos/tmp/<key>          a resumable upload being received (local disk)
//   UPLOAD_DIR/videos/work/              ffmpeg's outputs and S3 downloads while processing
// and, kept in the storage module (platform/storage) under `uploads/videos/...` keys — on the
// local disk driver the very same paths under UPLOAD_DIR as before the storage module:
//   uploads/videos/source/<key>          the original, once it became a video
//   uploads/videos/play/<key>.mp4        the web-playable transcode
//   uploads/videos/covers/<key>.jpg      the cover (extracted frame or uploaded image)

export type VideoFolder = 'tmp' | 'source' | 'play' | 'covers';
export type StoredVideoFolder = Exclude<VideoFolder, 'tmp'>;

const EXT: Record<VideoFolder, string> = { tmp: '', source: '', play: '.mp4', covers: '.jpg' };
const KEY = /^[a-f0-9]{32}$/;

export const newMediaKey = () => crypto.randomBytes(16).toString('hex');

/** The local path of a video file under UPLOAD_DIR; throws on anything that is not a generated key. */
export function mediaPath(config: Config, folder: VideoFolder, key: string): string {
  if (!KEY.test(key)) throw new Error(`not a media storage key: ${key}`);
  return path.join(config.uploadDir, 'videos', folder, `${key}${EXT[folder]}`);
}

/** The storage key of a kept video file (source, transcode, cover). */
export function videoStorageKey(folder: StoredVideoFolder, key: string): string {
  if (!KEY.test(key)) throw new Error(`not a media storage key: ${key}`);
  return `${UPLOADS_PREFIX}videos/${folder}/${key}${EXT[folder]}`;
}

/** Where processing writes ffmpeg's outputs before storing them (the upload folder's file system). */
export const videoWorkDir = (config: Config) => path.join(config.uploadDir, 'videos', 'work');

/** Removes a kept video file; a missing one is not an error. */
export async function removeVideoFile(
  storage: Storage,
  folder: StoredVideoFolder,
  key: string | null,
): Promise<void> {
  if (key) await storage.delete(videoStorageKey(folder, key));
}

export async function ensureMediaFolder(config: Config, folder: VideoFolder): Promise<void> {
  await fs.mkdir(path.join(config.uploadDir, 'videos', folder), { recursive: true });
}

/** Removes a stored file; a missing one is not an error (removal is idempotent). */
export async function removeMedia(config: Config, folder: VideoFolder, key: string | null): Promise<void> {
  if (key) await fs.rm(mediaPath(config, folder, key), { force: true });
}
