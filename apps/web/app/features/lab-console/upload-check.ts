import { LAB_UPLOAD_FLAG_BYTES, LAB_UPLOAD_NAME_MAX, labUploadName, type MessageKey } from '@occ/shared';

// Spec §5 cloud upload rules checked in the browser before a byte is sent: the name (no special
// characters, at most 100) with the shared rule the server applies, an empty file, and files of
// 1 TB or more, which are flagged and refused here rather than streamed for hours.

export interface UploadProblem {
  key: MessageKey;
  /** `field` is filled in by the caller with the field's label in the page's language */
  params: Record<string, string | number>;
}

/** The first problem of the chosen name, or null. */
export function uploadNameProblem(name: string): UploadProblem | null {
  const parsed = labUploadName.safeParse(name);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'too_big') return { key: 'fieldTooLong', params: { max: LAB_UPLOAD_NAME_MAX } };
  if (issue?.message === 'required') return { key: 'fieldRequired', params: {} };
  return { key: 'labUploadNameInvalid', params: {} };
}

/** The problem of the file's size, or null. */
export function uploadSizeProblem(size: number): UploadProblem | null {
  if (size <= 0) return { key: 'labUploadEmpty', params: {} };
  if (size >= LAB_UPLOAD_FLAG_BYTES)
    return { key: 'labUploadTooLarge', params: { max: formatBytes(LAB_UPLOAD_FLAG_BYTES) } };
  return null;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → "1.5 KB" (binary multiples, as file managers show them). */
export function formatBytes(n: number): string {
  let v = n;
  let u = 0;
  while (v >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u += 1;
  }
  const digits = u === 0 || v >= 100 ? 0 : 1;
  return `${v.toFixed(digits).replace(/\.0$/, '')} ${UNITS[u]}`;
}

/** Name suggested for a picked file: its own name, with characters the rule refuses replaced. */
export function suggestedName(fileName: string): string {
  const cleaned = fileName
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]/gu, '_')
    .replace(/^[.]+/, '');
  return cleaned.slice(0, LAB_UPLOAD_NAME_MAX);
}
