import { isMessageKey, videoUploadStart, type MessageKey } from '@occ/shared';

/**
 * The checks made before a video is sent (the shared rule of videos.upload): not empty, file name
 * at most 100 characters. The message key of the first failure, or null. The content is judged by
 * the server (a renamed image is refused at its first chunk).
 */
export function videoFileProblem(file: { name: string; size: number }): MessageKey | null {
  const parsed = videoUploadStart.safeParse({ fileName: file.name, size: file.size });
  if (parsed.success) return null;
  const key = parsed.error.issues[0]?.message ?? 'uploadFailed';
  return isMessageKey(key) ? key : 'uploadFailed';
}

/** A default video name from the file name: without the extension, cut to the name limit. */
export const nameFromFile = (fileName: string, max: number) =>
  fileName.replace(/\.[^.]{1,8}$/, '').slice(0, max);
