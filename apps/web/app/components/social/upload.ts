import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@occ/shared';
import { blobName, imageProblem, uploadFile } from '~/lib/upload';

/** The accepted image types and size (spec §5/§9: at most 5 MB, not empty, accepted types only). */
export const IMAGE_TYPES = AVATAR_TYPES;
export const IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;

export { imageProblem };

/**
 * POST a multipart `file` to `url` (default /api/community/images, questions.uploadImage) and
 * resolve with the stored image's URL, reporting upload progress.
 */
export function uploadImage(
  file: Blob,
  onProgress: (percent: number) => void,
  url = '/api/community/images',
): Promise<string> {
  return uploadFile<{ url: string }>(url, file, blobName(file, 'image'), onProgress).then((r) => r.url);
}
