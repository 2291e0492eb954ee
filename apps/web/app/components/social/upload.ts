import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Envelope, type MessageKey } from '@occ/shared';
import { RequestError } from '~/lib/request';

/** The accepted image types and size (spec §5/§9: at most 5 MB, not empty, accepted types only). */
export const IMAGE_TYPES = AVATAR_TYPES;
export const IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;

/** Spec §5 upload checks, before anything is sent: the message key of the first failure, or null. */
export function imageProblem(file: { type: string; size: number }): MessageKey | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'fileTypeRefused';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > IMAGE_MAX_BYTES) return 'fileTooLarge';
  return null;
}

function xsrfToken(): string | undefined {
  const hit = document.cookie.split(';').find((c) => c.trim().startsWith('XSRF-TOKEN='));
  return hit ? decodeURIComponent(hit.trim().slice('XSRF-TOKEN='.length)) : undefined;
}

/**
 * POST a multipart `file` to `url` (default /api/community/images, questions.uploadImage) and
 * resolve with the stored image's URL. XMLHttpRequest because only it reports upload progress.
 */
export function uploadImage(
  file: Blob,
  onProgress: (percent: number) => void,
  url = '/api/community/images',
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = xsrfToken();
    if (token) xhr.setRequestHeader('x-xsrf-token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new RequestError('network', 'Network error'));
    xhr.onabort = () => reject(new RequestError('aborted', 'Request aborted'));
    xhr.onload = () => {
      let env: Envelope<{ url: string }> | undefined;
      try {
        env = JSON.parse(xhr.responseText) as Envelope<{ url: string }>;
      } catch {
        env = undefined;
      }
      if (env && env.success) {
        onProgress(100);
        resolve(env.result.url);
      } else if (env) reject(new RequestError('business', env.message, xhr.status, env.code, env));
      else reject(new RequestError('status', `Request failed with status code ${xhr.status}`, xhr.status));
    };
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : `image.${file.type.split('/')[1] ?? 'png'}`);
    xhr.send(form);
  });
}
