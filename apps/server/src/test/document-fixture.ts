import { documentI18n, documents } from '../db/schema';
import type { Db } from '../db/client';

interface DocumentText {
  title: string;
  summary?: string;
  body: string;
}

/** Test data: one document version with its texts (publishedAt null = a draft). */
export async function createDocument(
  db: Db,
  input: {
    productId?: number | null;
    category?: string;
    series: string;
    version?: string;
    format?: 'markdown' | 'pdf';
    fileUrl?: string | null;
    publishedAt: Date | null;
    updatedAt?: Date;
    i18n: { 'zh-CN': DocumentText; 'en-US'?: DocumentText };
  },
): Promise<number> {
  const [row] = await db
    .insert(documents)
    .values({
      productId: input.productId ?? null,
      category: input.category ?? 'guide',
      series: input.series,
      version: input.version ?? 'v1.0',
      format: input.format ?? 'markdown',
      fileUrl: input.fileUrl ?? null,
      publishedAt: input.publishedAt,
      ...(input.updatedAt ? { updatedAt: input.updatedAt } : {}),
    })
    .returning({ id: documents.id });
  const texts = Object.entries(input.i18n).flatMap(([locale, t]) =>
    t ? [{ documentId: row!.id, locale, title: t.title, summary: t.summary ?? '', body: t.body }] : [],
  );
  await db.insert(documentI18n).values(texts);
  return row!.id;
}
