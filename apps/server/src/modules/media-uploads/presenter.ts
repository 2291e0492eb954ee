import { VIDEO_CHUNK_BYTES, type VideoUploadState } from '@occ/shared';
import type { UploadRow } from './service';

export const presentUpload = (r: UploadRow): VideoUploadState => ({
  id: r.id,
  fileName: r.fileName,
  size: r.size,
  received: r.received,
  chunkSize: VIDEO_CHUNK_BYTES,
  complete: r.status === 'complete',
});
