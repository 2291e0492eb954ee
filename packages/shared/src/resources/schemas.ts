import { z } from 'zod';
import { pageQuery } from '../pagination';
import { FILE_LINK_MAX } from './file-links';

// Resource downloads (spec §1, §2 /community/download, §3 resource fields and the resource-type
// enumeration), enterprise uploads (/people/my/download) and my files (/people/my/file, §5).

/**
 * spec §3: CPU and XUANTIE = 1, STORE = 2, CONFIGURE = 3; issue 17 adds firmware, SDK, tool,
 * image and document after them (new values only, so stored types keep their meaning).
 */
export const RESOURCE_TYPE = {
  CPU: 1,
  XUANTIE: 1,
  STORE: 2,
  CONFIGURE: 3,
  FIRMWARE: 4,
  SDK: 5,
  TOOL: 6,
  IMAGE: 7,
  DOCUMENT: 8,
} as const;
/** the distinct values, as the filter tabs and the console's select carry them */
export const RESOURCE_TYPE_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
/** Who may get a resource's download link: 0 anyone, 1 signed-in users, 2 certified enterprise users. */
export const RESOURCE_ACCESS_KEYS = ['0', '1', '2'] as const;
export type ResourceTypeKey = (typeof RESOURCE_TYPE_KEYS)[number];

export const RESOURCE_NAME_MAX = 100;
export const RESOURCE_DESCRIPTION_MAX = 1000;
/** spec §5: a file name is at most 100 characters */
export const FILE_NAME_MAX = 100;
export const RESOURCE_QUERY_MAX = 100;
export const RESOURCE_VERSION_MAX = 40;
/** a catalogue product's code, as the directory's `?product=` carries it */
export const RESOURCE_PRODUCT_CODE_MAX = 64;

/** spec §5: "cloud upload name must avoid special characters" (path separators, control and shell-special characters) */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const FILE_NAME_BAD = /[\\/:*?"<>|\u0000-\u001f\u007f]/;
export function fileNameProblem(name: string): 'empty' | 'long' | 'chars' | null {
  if (!name.trim()) return 'empty';
  if ([...name].length > FILE_NAME_MAX) return 'long';
  if (FILE_NAME_BAD.test(name) || name.startsWith('.')) return 'chars';
  return null;
}

/**
 * Accepted resource files, decided by their content (magic bytes) on the server: archives,
 * PDF, ELF binaries. The extensions are the browser's early check before the upload starts.
 */
export const RESOURCE_FILE_MIMES = [
  'application/zip',
  'application/gzip',
  'application/x-tar',
  'application/x-7z-compressed',
  'application/x-xz',
  'application/x-bzip2',
  'application/zstd',
  'application/pdf',
  'application/x-elf',
] as const;
export const RESOURCE_FILE_EXTENSIONS = [
  '.zip',
  '.gz',
  '.tgz',
  '.tar',
  '.7z',
  '.xz',
  '.bz2',
  '.zst',
  '.pdf',
  '.elf',
] as const;

export const resourceId = z.coerce.number().int().positive().max(2_147_483_647);

export const resourceListQuery = pageQuery.extend({
  type: z.enum(RESOURCE_TYPE_KEYS).optional(),
  q: z.string().trim().max(RESOURCE_QUERY_MAX).optional(),
  /** a catalogue product's code */
  product: z.string().trim().min(1).max(RESOURCE_PRODUCT_CODE_MAX).optional(),
});
export type ResourceListQuery = z.infer<typeof resourceListQuery>;

export const resourceItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.enum(RESOURCE_TYPE_KEYS),
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  downloads: z.number().int(),
  updatedAt: z.string(),
  /** the enterprise that uploaded it (null = the portal's staff) */
  enterprise: z.string().nullable(),
  /** the catalogue product it is for, with its page's path */
  product: z
    .object({ id: z.number().int(), code: z.string(), name: z.string(), path: z.string() })
    .nullable(),
  /** the product version it is for ('' = any) */
  version: z.string(),
  /** the owner's link to the file in a storage bucket (spec §7), or null */
  fileLink: z.string().nullable(),
  /** who may download it (RESOURCE_ACCESS_KEYS) */
  access: z.enum(RESOURCE_ACCESS_KEYS),
  /**
   * The review of an enterprise upload or edit (the `approve` queue): pending until approved,
   * rejected with the reviewer's reason; null for staff resources and uploads from before reviews.
   */
  review: z
    .object({ state: z.enum(['pending', 'approved', 'rejected']), comment: z.string().nullable() })
    .nullable(),
});
export type ResourceItem = z.infer<typeof resourceItem>;

export const resourcePage = z.object({
  items: z.array(resourceItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** resources per type, for the sidebar */
  counts: z.record(z.string(), z.number().int()),
  /** the products that have resources, for the product filter */
  products: z.array(z.object({ code: z.string(), name: z.string(), n: z.number().int() })),
});
export type ResourcePage = z.infer<typeof resourcePage>;

/** A product a resource may be for (the upload form's product picker). */
export const resourceProductOption = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type ResourceProductOption = z.infer<typeof resourceProductOption>;

/** The answer of resources.downloadLink: a URL valid until `expiresAt`. */
export const downloadLink = z.object({ url: z.string(), expiresAt: z.string() });
export type DownloadLink = z.infer<typeof downloadLink>;

/** The text fields of an enterprise upload (multipart, beside the `file` part) and of its edit (JSON). */
export const resourceUploadFields = z.object({
  name: z.string().trim().min(1, 'fieldRequired').max(RESOURCE_NAME_MAX),
  description: z.string().trim().max(RESOURCE_DESCRIPTION_MAX).default(''),
  type: z.enum(RESOURCE_TYPE_KEYS),
  /** a catalogue product's id ('' or absent = none) */
  productId: z
    .union([z.literal('').transform(() => null), z.coerce.number().int().positive().max(2_147_483_647)])
    .nullable()
    .default(null),
  version: z.string().trim().max(RESOURCE_VERSION_MAX).default(''),
  access: z.enum(RESOURCE_ACCESS_KEYS).default('0'),
  /** a link to the file in an allowed storage bucket (spec §7; checked on the server) */
  fileLink: z
    .string()
    .trim()
    .max(FILE_LINK_MAX)
    .default('')
    .transform((v) => v || null),
});
export type ResourceUploadFields = z.input<typeof resourceUploadFields>;
export type ResourceFields = z.output<typeof resourceUploadFields>;

/** One file of the user's home directory (spec §5: bound files go to the user's home directory). */
export const userFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  createdAt: z.string(),
  /** what the file is bound to: a resource, a form's answers (an application's CV), the cloud lab (uploaded in a lab session), or nothing */
  boundTo: z.enum(['resource', 'form', 'lab', 'none']),
});
export type UserFile = z.infer<typeof userFile>;
export const userFilePage = z.object({
  items: z.array(userFile),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  usedBytes: z.number().int(),
});
export type UserFilePage = z.infer<typeof userFilePage>;

export { formatBytes } from './format';

/** The browser's check before an upload starts (the server checks again, by content). */
export function resourceFileProblem(
  file: { name: string; size: number },
  accept: readonly string[] = RESOURCE_FILE_EXTENSIONS,
): 'fileEmpty' | 'fileNameInvalid' | 'fileTypeRefused' | null {
  if (fileNameProblem(file.name)) return 'fileNameInvalid';
  const lower = file.name.toLowerCase();
  if (!accept.some((ext) => lower.endsWith(ext))) return 'fileTypeRefused';
  if (file.size === 0) return 'fileEmpty';
  return null;
}
