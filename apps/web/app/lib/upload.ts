import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Envelope, type MessageKey } from '@occ/shared';
import { RequestError } from './request';

/** Spec §5 image checks, before anything is sent: the message key of the first failure, or null. */
export function imageProblem(file: { type: string; size: number }): MessageKey | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'fileTypeRefused';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > AVATAR_MAX_BYTES) return 'fileTooLarge';
  return null;
}

function xsrfToken(): string | undefined {
  const hit = document.cookie.split(';').find((c) => c.trim().startsWith('XSRF-TOKEN='));
  return hit ? decodeURIComponent(hit.trim().slice('XSRF-TOKEN='.length)) : undefined;
}

/** Extra multipart text fields (sent before the file, so the server reads them first) and a way to cancel. */
export interface UploadOptions {
  fields?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * POSTs `blob` as multipart field `file` to `url` and resolves with the envelope's result.
 * XMLHttpRequest rather than fetch because only it reports upload progress; the XSRF cookie is
 * echoed as for every state-changing request.
 */
export function uploadFile<T>(
  url: string,
  blob: Blob,
  fileName: string,
  onProgress: (percent: number) => void,
  options: UploadOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    if (options.signal?.aborted) return reject(new RequestError('aborted', 'Request aborted'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
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
      let env: Envelope<T> | undefined;
      try {
        env = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        env = undefined;
      }
      if (env && env.success) {
        onProgress(100);
        resolve(env.result);
      } else if (env) reject(new RequestError('business', env.message, xhr.status, env.code, env));
      else reject(new RequestError('status', `Request failed with status code ${xhr.status}`, xhr.status));
    };
    const form = new FormData();
    for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
    form.append('file', blob, fileName);
    xhr.send(form);
  });
}

/** A file name for a blob without one (a cropped canvas), from its type. */
export const blobName = (blob: Blob, base: string) =>
  blob instanceof File ? blob.name : `${base}.${blob.type.split('/')[1] ?? 'png'}`;
