import type { Envelope, VideoUploadState } from '@occ/shared';
import { request, RequestError } from '~/lib/request';
import { OffsetConflict, type UploadTransport } from './chunked-upload';

function xsrfToken(): string | undefined {
  const hit = document.cookie.split(';').find((c) => c.trim().startsWith('XSRF-TOKEN='));
  return hit ? decodeURIComponent(hit.trim().slice('XSRF-TOKEN='.length)) : undefined;
}

/**
 * PUT one chunk with XMLHttpRequest (only it reports upload progress within the chunk), echoing
 * the XSRF cookie like every state-changing request.
 */
function putChunk(
  id: string,
  offset: number,
  chunk: Blob,
  onBytes: (loaded: number) => void,
  signal: AbortSignal,
): Promise<VideoUploadState> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new RequestError('aborted', 'Request aborted'));
    const xhr = new XMLHttpRequest();
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open('PUT', `/api/videos/uploads/${encodeURIComponent(id)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('upload-offset', String(offset));
    const token = xsrfToken();
    if (token) xhr.setRequestHeader('x-xsrf-token', token);
    xhr.upload.onprogress = (e) => onBytes(e.loaded);
    xhr.onerror = () => reject(new RequestError('network', 'Network error'));
    xhr.onabort = () => reject(new RequestError('aborted', 'Request aborted'));
    xhr.ontimeout = () => reject(new RequestError('timeout', 'timeout exceeded'));
    xhr.onload = () => {
      let env: Envelope<VideoUploadState & { offset?: number }> | undefined;
      try {
        env = JSON.parse(xhr.responseText) as typeof env;
      } catch {
        env = undefined;
      }
      if (xhr.status === 409 && env && typeof env.result?.offset === 'number')
        return reject(new OffsetConflict(env.result.offset));
      if (env?.success) return resolve(env.result);
      if (env) return reject(new RequestError('business', env.message, xhr.status, env.code, env));
      reject(new RequestError('status', `Request failed with status code ${xhr.status}`, xhr.status));
    };
    xhr.send(chunk);
  });
}

/** The portal's upload endpoints (videos.upload, videos.uploadStatus, videos.uploadChunk, videos.abortUpload). */
export const httpTransport: UploadTransport = {
  start: (fileName, size) =>
    request<VideoUploadState>('/api/videos/uploads', { method: 'POST', body: { fileName, size } }),
  status: (id) => request<VideoUploadState>(`/api/videos/uploads/${encodeURIComponent(id)}`),
  put: putChunk,
  abort: async (id) => {
    await request<null>(`/api/videos/uploads/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
};
