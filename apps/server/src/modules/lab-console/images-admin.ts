import { asc, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  Code,
  fieldLabel,
  labBoardImageBody,
  offsetOf,
  translate,
  type FieldError,
  type Page,
  type PageQuery,
} from '@occ/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { labBoardImages, labBoardModels } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { receiveLabFile } from './receive';
import { removeLabFile } from './storage';

// The board image catalogue (admin): images a board model offers for application loading and
// hardware loading. The file is stored under a generated key; its checked name is what the agent
// writes on the board side.

type ImageRow = typeof labBoardImages.$inferSelect;

async function requireBoard(db: Db, boardModelId: number): Promise<void> {
  const board = await db.query.labBoardModels.findFirst({
    columns: { id: true },
    where: eq(labBoardModels.id, boardModelId),
  });
  if (!board) throw notFound();
}

export async function listImages(db: Db, boardModelId: number, q: PageQuery): Promise<Page<ImageRow>> {
  await requireBoard(db, boardModelId);
  const where = eq(labBoardImages.boardModelId, boardModelId);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(labBoardImages)
      .where(where)
      .orderBy(asc(labBoardImages.target), asc(labBoardImages.name), asc(labBoardImages.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(labBoardImages).where(where),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** `target` is labelled for sign-in ("mobile number or e-mail") in the shared labels. */
const LABELS: Record<string, string> = { target: 'imageTarget' };

/** zod issues of the multipart text fields → 422 naming each field, in the request's language. */
function fieldsError(req: FastifyRequest, error: z.ZodError, sent: Record<string, string>): AppError {
  const locale = contentLocaleOf(req);
  const fields: FieldError[] = error.issues.map((i) => {
    const field = i.path.join('.') || 'body';
    const label = fieldLabel(LABELS[field] ?? field, locale);
    const max = 'maximum' in i ? Number(i.maximum) : undefined;
    const message =
      i.code === 'too_big' && max !== undefined
        ? translate('fieldTooLong', locale, { field: label, max })
        : i.code === 'too_small' || sent[field] === undefined
          ? translate('fieldRequired', locale, { field: label })
          : translate('fieldInvalid', locale, { field: label });
    return { field, message };
  });
  return new AppError(422, Code.VALIDATION_FAILED, 'validationFailed', {}, fields);
}

/** Adds an image: board first (404), then the file (422 on `file`), then the fields (422 each). */
export async function createImage(app: App, req: FastifyRequest, boardModelId: number): Promise<ImageRow> {
  const { db } = app.database;
  const { config } = app;
  await requireBoard(db, boardModelId);
  const { file, fields } = await receiveLabFile(req, app, 'image', { maxMb: config.LAB_UPLOAD_MAX_MB });
  try {
    const parsed = labBoardImageBody.safeParse(fields);
    if (!parsed.success) throw fieldsError(req, parsed.error, fields);
    const body = parsed.data;
    const [row] = await db
      .insert(labBoardImages)
      .values({
        boardModelId,
        target: body.target,
        name: body.name,
        description: body.description ?? null,
        bootCommand: body.bootCommand ?? null,
        storageKey: file.key,
        fileName: file.name,
        size: file.size,
      })
      .returning();
    return row!;
  } catch (e) {
    await removeLabFile(app.storage, 'image', file.key);
    throw e;
  }
}

export async function deleteImage(app: App, id: number): Promise<void> {
  const [row] = await app.database.db
    .delete(labBoardImages)
    .where(eq(labBoardImages.id, id))
    .returning({ storageKey: labBoardImages.storageKey });
  if (!row) throw notFound('labImageNotFound');
  await removeLabFile(app.storage, 'image', row.storageKey);
}
