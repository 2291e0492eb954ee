import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { Code } from '@occ/shared';
import { componentArea, type ComponentAreaBody } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { ossComponents } from '../../db/schema';
import type { AreaBinding } from '../../platform/admin-area/binding';
import { AppError, idNotExist } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { pgError } from '../../platform/pg-error';

const c = ossComponents;

/** The table's columns of a body (the form's names where they differ from the columns). */
function columnsOf(b: ComponentAreaBody) {
  return {
    code: b.componentCode,
    category: b.category,
    licence: b.licence,
    repository: b.repository,
    website: b.website,
    nameZh: b.nameZh,
    nameEn: b.nameEn,
    summaryZh: b.summaryZh,
    summaryEn: b.summaryEn,
    descriptionZh: b.descriptionZh,
    descriptionEn: b.descriptionEn,
    chips: b.chips,
    boards: b.boards,
    maintainers: b.maintainers,
    versions: b.versions,
    sortOrder: b.sort,
  };
}

/** One component's working row as the console edits it. */
export async function readComponent(tx: Db, id: number): Promise<ComponentAreaBody | null> {
  const [row] = await tx.select().from(c).where(eq(c.id, id)).limit(1);
  if (!row) return null;
  return {
    componentCode: row.code,
    category: row.category as ComponentAreaBody['category'],
    licence: row.licence as ComponentAreaBody['licence'],
    repository: row.repository,
    website: row.website,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    summaryZh: row.summaryZh,
    summaryEn: row.summaryEn,
    descriptionZh: row.descriptionZh,
    descriptionEn: row.descriptionEn,
    chips: row.chips,
    boards: row.boards,
    maintainers: row.maintainers,
    versions: row.versions,
    sort: row.sortOrder,
  };
}

/** A taken code is a 409 on the code field (the unique constraint decides, so races are covered). */
function componentWriteError(e: unknown, req: FastifyRequest): AppError | null {
  if (pgError(e)?.code !== '23505') return null;
  return new AppError(409, Code.CONFLICT, 'componentCodeTaken', {}, [
    { field: 'componentCode', message: t(req, 'componentCodeTaken') },
  ]);
}

/** Components in the console: a draft until published to production (then public at its page). */
export const componentsBinding: AreaBinding = {
  decl: componentArea as unknown as AreaBinding['decl'],
  table: c,
  id: c.id,
  columns: {
    nameZh: c.nameZh,
    componentCode: c.code,
    category: c.category,
    licence: c.licence,
    sort: c.sortOrder,
    publishedAt: c.publishedAt,
    updatedAt: c.updatedAt,
  },
  searchColumns: [c.nameZh, c.nameEn, c.code],
  read: (tx, id) => readComponent(tx, Number(id)),
  async create(tx, body) {
    const [row] = await tx
      .insert(c)
      .values({ ...columnsOf(body as ComponentAreaBody), publishedAt: null })
      .returning({ id: c.id });
    return row!.id;
  },
  async update(tx, id, body) {
    const rows = await tx
      .update(c)
      .set({ ...columnsOf(body as ComponentAreaBody), updatedAt: sql`now()` })
      .where(eq(c.id, Number(id)))
      .returning({ id: c.id });
    if (!rows.length) throw idNotExist();
  },
  async remove(tx, id) {
    const rows = await tx
      .delete(c)
      .where(eq(c.id, Number(id)))
      .returning({ id: c.id });
    if (!rows.length) throw idNotExist();
  },
  publishedAt: c.publishedAt,
  writeError: componentWriteError,
  opNames: { list: 'components.adminList', get: 'components.adminGet' },
};
