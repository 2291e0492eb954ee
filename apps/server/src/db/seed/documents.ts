import type { Db } from '../client';
import { documentI18n, documents, products } from '../schema';
import { boardDocuments } from './data/documents-boards';
import { pdfDocuments } from './data/documents-pdf';
import { softwareDocuments } from './data/documents-software';

export const seedDocumentList = [...boardDocuments, ...softwareDocuments, ...pdfDocuments];

const DAY = 24 * 60 * 60 * 1000;

/** The demo document centre: 30 markdown and 2 PDF documents over the demo products, some versions older. */
export async function seedDocuments(tx: Db): Promise<number> {
  const codes = new Map(
    (await tx.select({ id: products.id, code: products.code }).from(products)).map((p) => [p.code, p.id]),
  );
  const now = Date.now();
  for (const d of seedDocumentList) {
    const at = new Date(now - d.daysAgo * DAY);
    const [row] = await tx
      .insert(documents)
      .values({
        productId: d.product ? (codes.get(d.product) ?? null) : null,
        category: d.category,
        series: d.series,
        version: d.version,
        format: d.pdf ? 'pdf' : 'markdown',
        fileUrl: d.pdf ?? null,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: documents.id });
    await tx
      .insert(documentI18n)
      .values([
        { documentId: row!.id, locale: 'zh-CN', ...d.zh },
        ...(d.en ? [{ documentId: row!.id, locale: 'en-US', ...d.en }] : []),
      ]);
  }
  return seedDocumentList.length;
}
