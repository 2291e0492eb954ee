// Ticket attachments (issue 18, spec §5 "attachments up to 7; remarks allow images only; wait for
// uploads"). The rule of what may be attached lives here once: the server decides from the bytes
// (magic numbers), the form checks the name and size before sending.
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../account/rules';

/** Files on a ticket when it is submitted, and on one message of its thread. */
export const TICKET_ATTACHMENTS_MAX = 7;
/** Images on one remark of the submitter. */
export const TICKET_REMARK_IMAGES_MAX = 3;
/** One attachment, at most (spec §8 "The file cannot be greater than 5m!"). */
export const TICKET_ATTACHMENT_MAX_BYTES = AVATAR_MAX_BYTES;
export const TICKET_ATTACHMENT_NAME_MAX = 120;

/**
 * The allow-list: the extension a file may carry → the type its bytes must show. Text files have
 * no magic number: they are accepted when no binary type is detected and the bytes are UTF-8
 * text without control characters other than tab, CR and LF.
 */
export const TICKET_ATTACHMENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain',
  log: 'text/plain',
} as const satisfies Record<string, string>;
export type TicketAttachmentExt = keyof typeof TICKET_ATTACHMENT_TYPES;
export const TICKET_ATTACHMENT_EXTS = Object.keys(TICKET_ATTACHMENT_TYPES) as TicketAttachmentExt[];
/** For the file picker's `accept`. */
export const TICKET_ATTACHMENT_ACCEPT = TICKET_ATTACHMENT_EXTS.map((e) => `.${e}`).join(',');

export const isImageType = (mime: string) => mime.startsWith('image/');

/** The lower-cased extension of a file name when it is on the allow-list, else null. */
export function attachmentExtOf(name: string): TicketAttachmentExt | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = name.slice(dot + 1).toLowerCase();
  return ext in TICKET_ATTACHMENT_TYPES ? (ext as TicketAttachmentExt) : null;
}

/**
 * The type an attachment is stored as, or null when refused: the extension must be on the list
 * and the type detected from the bytes (`detected`, null when none) must be the one it names.
 */
export function attachmentTypeOf(name: string, detected: string | null, isText: boolean): string | null {
  const ext = attachmentExtOf(name);
  if (!ext) return null;
  const want: string = TICKET_ATTACHMENT_TYPES[ext];
  if (want === 'text/plain') return detected === null && isText ? want : null;
  return detected === want ? want : null;
}

/** Spec §5 checks the form makes before sending: the message key of the first failure, or null. */
export function attachmentProblem(
  file: { name: string; size: number },
  imagesOnly = false,
): 'fileEmpty' | 'fileTooLarge' | 'fileTypeRefused' | null {
  const ext = attachmentExtOf(file.name);
  if (!ext || (imagesOnly && !isImageType(TICKET_ATTACHMENT_TYPES[ext]))) return 'fileTypeRefused';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > TICKET_ATTACHMENT_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** The ids of uploaded attachments sent with a ticket, a message or a remark. */
const ids = (max: number, key: string) =>
  z.array(z.number().int().positive().max(2_147_483_647)).max(max, key).default([]);
export const ticketAttachmentIds = ids(TICKET_ATTACHMENTS_MAX, 'ticketAttachmentsTooMany');
export const ticketRemarkImageIds = ids(TICKET_REMARK_IMAGES_MAX, 'imagesTooMany');

export const ticketAttachment = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  /** the download address (authorised: submitter, followers and staff) */
  url: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachment>;
