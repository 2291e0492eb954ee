import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

// Where video files live on the local disk, always under generated keys (never a user's name):
//   UPLOAD_DIR/videos/tmp/<key>          a resumable upload being received
//   UPLOAD_DIR/videos/source/<key>       the original, once it became a video
//   UPLOAD_DIR/videos/play/<key>.mp4     the web-playable transcode
//   UPLOAD_DIR/videos/covers/<key>.jpg   the cover (extracted frame or uploaded image)

export type VideoFolder = 'tmp' | 'source' | 'play' | 'covers';

const EXT: Record<VideoFolder, string> = { tmp: '', source: '', play: '.mp4', covers: '.jpg' };
const KEY = /^[a-f0-9]{32}$/;

export const newMediaKey = () => crypto.randomBytes(16).toString('hex');

/** The absolute path of a stored video file; throws on anything that is not a generated key. */
export function mediaPath(config: Config, folder: VideoFolder, key: string): string {
  if (!KEY.test(key)) throw new Error(`not a media storage key: ${key}`);
  return path.join(config.uploadDir, 'videos', folder, `${key}${EXT[folder]}`);
}

export async function ensureMediaFolder(config: Config, folder: VideoFolder): Promise<void> {
  await fs.mkdir(path.join(config.uploadDir, 'videos', folder), { recursive: true });
}

/** Removes a stored file; a missing one is not an error (removal is idempotent). */
export async function removeMedia(config: Config, folder: VideoFolder, key: string | null): Promise<void> {
  if (key) await fs.rm(mediaPath(config, folder, key), { force: true });
}
