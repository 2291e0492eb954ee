import { z } from 'zod';

// Resumable enterprise resource uploads (issue 17, /people/my/download/addResource): the client
// announces the file's name and size, PATCHes chunks at the offset the server holds, then turns
// the complete upload into a resource with the form's fields.

/** the largest chunk one PATCH may carry; the server answers the chunk size to use (≤ this) */
export const RESOURCE_CHUNK_MAX_BYTES = 8 * 1024 * 1024;
/** an upload session nobody continued for this long expires (its bytes are swept) */
export const RESOURCE_UPLOAD_EXPIRY_HOURS = 24;

/** uploads.start: the file's name (checked as every upload's, spec §5) and size in bytes. */
export const resourceUploadStart = z.object({
  name: z.string().max(1000),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type ResourceUploadStart = z.infer<typeof resourceUploadStart>;

/** Where an upload stands: the next chunk must start at `offset`; complete when offset = size. */
export const resourceUploadState = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  offset: z.number().int(),
  chunkSize: z.number().int(),
  expiresAt: z.string(),
});
export type ResourceUploadState = z.infer<typeof resourceUploadState>;
