import type { VideoUploadState } from '@occ/shared';
import { request } from '~/lib/request';
import { resultOf, sendWithProgress } from '~/lib/upload';
import { OffsetConflict, type UploadTransport } from './chunked-upload';

/** PUT one chunk (XMLHttpRequest: progress within the chunk); a 409 names the offset the server has. */
async function putChunk(
  id: string,
  offset: number,
  chunk: Blob,
  onBytes: (loaded: number) => void,
  signal: AbortSignal,
): Promise<VideoUploadState> {
  const answer = await sendWithProgress<VideoUploadState & { offset?: number }>({
    method: 'PUT',
    url: `/api/videos/uploads/${encodeURIComponent(id)}`,
    body: chunk,
    headers: { 'content-type': 'application/octet-stream', 'upload-offset': String(offset) },
    signal,
    onBytes,
  });
  const held = answer.env?.result?.offset;
  if (answer.status === 409 && typeof held === 'number') throw new OffsetConflict(held);
  return resultOf(answer);
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
