import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Envelope, type MessageKey } from '@occ/shared';
import { clientError, RequestError } from './request';

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

/** What came back from `sendWithProgress`: the status and the envelope, when the body was one. */
export interface XhrAnswer<T> {
  status: number;
  env: Envelope<T> | undefined;
}

/**
 * Sends `body` with XMLHttpRequest rather than fetch, because only it reports upload progress;
 * the XSRF cookie is echoed as for every state-changing request. Rejects only when no answer
 * came (network, abort), in the page's language.
 */
export function sendWithProgress<T>(opts: {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onBytes?: (loaded: number, total: number | null) => void;
}): Promise<XhrAnswer<T>> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(clientError('aborted'));
    const xhr = new XMLHttpRequest();
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open(opts.method, opts.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [k, v] of Object.entries(opts.headers ?? {})) xhr.setRequestHeader(k, v);
    const token = xsrfToken();
    if (token) xhr.setRequestHeader('x-xsrf-token', token);
    xhr.upload.onprogress = (e) => opts.onBytes?.(e.loaded, e.lengthComputable ? e.total : null);
    xhr.onerror = () => reject(clientError('network'));
    xhr.onabort = () => reject(clientError('aborted'));
    xhr.onload = () => {
      let env: Envelope<T> | undefined;
      try {
        env = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        env = undefined;
      }
      resolve({ status: xhr.status, env });
    };
    xhr.send(opts.body);
  });
}

/** The answer's result, or the error it stands for (the envelope's message, else the status). */
export function resultOf<T>({ status, env }: XhrAnswer<T>): T {
  if (env?.success) return env.result;
  if (env) throw new RequestError('business', env.message, status, env.code, env);
  throw clientError('status', { status });
}

/** Extra multipart text fields (sent before the file, so the server reads them first) and a way to cancel. */
export interface UploadOptions {
  fields?: Record<string, string>;
  signal?: AbortSignal;
}

/** POSTs `blob` as multipart field `file` to `url` and resolves with the envelope's result. */
export async function uploadFile<T>(
  url: string,
  blob: Blob,
  fileName: string,
  onProgress: (percent: number) => void,
  options: UploadOptions = {},
): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
  form.append('file', blob, fileName);
  const result = resultOf(
    await sendWithProgress<T>({
      method: 'POST',
      url,
      body: form,
      signal: options.signal,
      onBytes: (loaded, total) => {
        if (total) onProgress(Math.round((loaded / total) * 100));
      },
    }),
  );
  onProgress(100);
  return result;
}

/** A file name for a blob without one (a cropped canvas), from its type. */
export const blobName = (blob: Blob, base: string) =>
  blob instanceof File ? blob.name : `${base}.${blob.type.split('/')[1] ?? 'png'}`;
