import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  attachmentTypeOf,
  Code,
  isImageType,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_NAME_MAX,
  translate,
  type CompleteLocale,
  type MessageKey,
  type TicketAttachment,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { ticketAttachments, ticketMessages } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { storeUpload, type UploadHost } from '../../platform/uploads';

export const ATTACHMENT_FOLDER = 'ticket-files';
export type AttachmentRow = typeof ticketAttachments.$inferSelect;

const fileError = (req: FastifyRequest, key: MessageKey) =>
  new AppError(422, Code.VALIDATION_FAILED, key, {}, [{ field: 'file', message: t(req, key) }]);

/** UTF-8 text without control characters other than tab, LF and CR (a .txt or .log). */
function isPlainText(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
}

/** The name as shown and offered on download: no folders, no control characters, bounded. */
function cleanName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (base.length <= TICKET_ATTACHMENT_NAME_MAX) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot) : '';
  return base.slice(0, TICKET_ATTACHMENT_NAME_MAX - ext.length) + ext;
}

/**
 * Receives the multipart file `file` as a ticket attachment: its size and type decided from the
 * bytes against the allow-list of packages/shared (never the client's content type); stored
 * unlinked, owned by its uploader until a ticket, message or remark takes it.
 */
export async function receiveAttachment(
  req: FastifyRequest,
  db: Db,
  host: UploadHost,
  uploaderId: string,
): Promise<AttachmentRow> {
  if (!req.isMultipart()) throw fileError(req, 'fileEmpty');
  let data: Buffer | null = null;
  let name = '';
  let truncated = false;
  for await (const part of req.files({
    limits: { fileSize: TICKET_ATTACHMENT_MAX_BYTES + 1, files: 1 },
    throwFileSizeLimit: false,
  })) {
    const buf = await part.toBuffer();
    if (part.fieldname === 'file' && data === null) {
      data = buf;
      name = cleanName(part.filename ?? '');
      truncated = part.file.truncated;
    }
  }
  if (!data || data.length === 0) throw fileError(req, 'fileEmpty');
  if (truncated || data.length > TICKET_ATTACHMENT_MAX_BYTES) throw fileError(req, 'fileTooLarge');
  const detected = (await fileTypeFromBuffer(data))?.mime ?? null;
  const mime = attachmentTypeOf(name, detected, detected === null && isPlainText(data));
  if (!mime) throw fileError(req, 'fileTypeRefused');
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const url = await storeUpload(host, ATTACHMENT_FOLDER, data, ext);
  const [row] = await db
    .insert(ticketAttachments)
    .values({ uploaderId, name, mime, size: data.length, storedName: url.slice(url.lastIndexOf('/') + 1) })
    .returning();
  return row!;
}

const fieldError = (field: string, key: MessageKey, locale: CompleteLocale) =>
  new AppError(422, Code.VALIDATION_FAILED, key, {}, [{ field, message: translate(key, locale) }]);

/**
 * Links the caller's unlinked uploads `ids` to the ticket (and to one message of it). One
 * conditional UPDATE: an id that is not theirs or already used refuses the whole set (422 naming
 * `field`); `imagesOnly` (a remark) refuses any file that is not an image.
 */
export async function linkAttachments(
  tx: Db,
  link: { uploaderId: string; ticketId: number; messageId?: number | null },
  ids: readonly number[],
  opts: { field: string; imagesOnly?: boolean; locale: CompleteLocale },
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const own = and(
    inArray(ticketAttachments.id, unique),
    eq(ticketAttachments.uploaderId, link.uploaderId),
    isNull(ticketAttachments.ticketId),
  );
  if (opts.imagesOnly) {
    const rows = await tx.select({ mime: ticketAttachments.mime }).from(ticketAttachments).where(own);
    if (rows.some((r) => !isImageType(r.mime)))
      throw fieldError(opts.field, 'ticketRemarkImagesOnly', opts.locale);
  }
  const done = await tx
    .update(ticketAttachments)
    .set({ ticketId: link.ticketId, messageId: link.messageId ?? null })
    .where(own)
    .returning({ id: ticketAttachments.id });
  if (done.length !== unique.length) throw fieldError(opts.field, 'ticketAttachmentUnknown', opts.locale);
}

/** A ticket's attachments with the kind of the message holding each (null: the ticket's own). */
export async function attachmentsOf(db: Db, ticketId: number, withNotes: boolean) {
  return db
    .select({ a: ticketAttachments, kind: ticketMessages.kind })
    .from(ticketAttachments)
    .leftJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId))
    .where(
      and(
        eq(ticketAttachments.ticketId, ticketId),
        withNotes ? undefined : sql`coalesce(${ticketMessages.kind}, 'message') <> 'note'`,
      ),
    )
    .orderBy(asc(ticketAttachments.id));
}

export async function attachmentById(db: Db, id: number) {
  const [row] = await db
    .select({ a: ticketAttachments, kind: ticketMessages.kind })
    .from(ticketAttachments)
    .leftJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId))
    .where(eq(ticketAttachments.id, id))
    .limit(1);
  return row ?? null;
}

export const presentAttachment = (a: AttachmentRow): TicketAttachment => ({
  id: a.id,
  name: a.name,
  size: a.size,
  mime: a.mime,
  url: `/api/tickets/attachments/${a.id}`,
});
