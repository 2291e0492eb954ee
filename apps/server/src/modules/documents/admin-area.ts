import { eq, sql } from 'drizzle-orm';
import { documentsArea, type DocumentAreaBody } from '@occ/shared/admin';
import type { CompleteLocale } from '@occ/shared';
import type { Db } from '../../db/client';
import { documentI18n, documents, productI18n } from '../../db/schema';
import { articleTexts } from '../../platform/admin-area/article-texts';
import type { AreaBinding } from '../../platform/admin-area/binding';
import { idNotExist } from '../../platform/errors';

const texts = articleTexts(documentI18n, documentI18n.documentId, 'documentId');
const zhTitle = texts.zhTitle(documents.id);

const rowOf = (b: DocumentAreaBody) => ({
  productId: b.productId,
  category: b.category,
  series: b.series,
  version: b.version,
  format: b.format,
  fileUrl: b.fileUrl,
});

/** Documents in the console: a draft until published to production (then public at /community/document/:id). */
export const documentsBinding: AreaBinding = {
  decl: documentsArea as unknown as AreaBinding['decl'],
  table: documents,
  id: documents.id,
  columns: {
    titleZh: zhTitle,
    productId: documents.productId,
    category: documents.category,
    version: documents.version,
    publishedAt: documents.publishedAt,
    updatedAt: documents.updatedAt,
  },
  searchColumns: [zhTitle, documents.series, documents.version],
  opNames: { list: 'documents.adminList', get: 'documents.adminGet' },
  async read(tx, id): Promise<DocumentAreaBody | null> {
    const [row] = await tx
      .select()
      .from(documents)
      .where(eq(documents.id, Number(id)))
      .limit(1);
    if (!row) return null;
    return {
      productId: row.productId,
      category: row.category as DocumentAreaBody['category'],
      series: row.series,
      version: row.version,
      format: row.format as DocumentAreaBody['format'],
      fileUrl: row.fileUrl,
      ...(await texts.read(tx, row.id)),
    };
  },
  async create(tx, body) {
    const b = body as DocumentAreaBody;
    const [row] = await tx
      .insert(documents)
      .values({ ...rowOf(b), publishedAt: null })
      .returning({ id: documents.id });
    await texts.write(tx, row!.id, b);
    return row!.id;
  },
  async update(tx, id, body) {
    const b = body as DocumentAreaBody;
    const rows = await tx
      .update(documents)
      .set({ ...rowOf(b), updatedAt: new Date() })
      .where(eq(documents.id, Number(id)))
      .returning({ id: documents.id });
    if (!rows.length) throw idNotExist();
    await texts.write(tx, Number(id), b);
  },
  async remove(tx, id) {
    const rows = await tx
      .delete(documents)
      .where(eq(documents.id, Number(id)))
      .returning({ id: documents.id });
    if (!rows.length) throw idNotExist();
  },
  publishedAt: documents.publishedAt,
};

/** The working copy shaped like a published row, for the staff preview. */
export async function previewRow(db: Db, id: number, body: DocumentAreaBody, locale: CompleteLocale) {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  const en = locale === 'en-US' && body.titleEn;
  const [product] = body.productId
    ? await db
        .select({ name: productI18n.name })
        .from(productI18n)
        .where(sql`${productI18n.productId} = ${body.productId} and ${productI18n.locale} = 'zh-CN'`)
        .limit(1)
    : [];
  return {
    id,
    productId: body.productId,
    productName: product?.name ?? null,
    category: body.category,
    series: body.series,
    version: body.version,
    format: body.format,
    fileUrl: body.fileUrl,
    publishedAt: row!.publishedAt ?? row!.updatedAt,
    updatedAt: row!.updatedAt,
    latest: true,
    title: en ? body.titleEn : body.titleZh,
    summary: en ? body.summaryEn : body.summaryZh,
    body: en ? body.bodyEn : body.bodyZh,
    locale: en ? 'en-US' : 'zh-CN',
    versions: [],
    helpful: { yes: 0, no: 0, mine: null },
  };
}
