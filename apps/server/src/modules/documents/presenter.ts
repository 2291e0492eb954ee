import type { DocumentDetail, DocumentFormat, DocumentSummary } from '@occ/shared';
import { renderMarkdownWithToc } from '../../platform/markdown';
import type { DocumentRow, getDocument } from './service';

export function presentDocumentSummary(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    locale: row.locale,
    productId: row.productId,
    productName: row.productName,
    category: row.category,
    version: row.version,
    format: row.format as DocumentFormat,
    latest: Boolean(row.latest),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function presentDocumentDetail(
  row: Awaited<ReturnType<typeof getDocument>>,
): Promise<DocumentDetail> {
  // a PDF's text is its file; its body (if any) is a short introduction
  const { html, toc } = await renderMarkdownWithToc(row.body);
  return {
    ...presentDocumentSummary(row),
    html,
    toc,
    fileUrl: row.format === 'pdf' ? row.fileUrl : null,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    versions: row.versions.map((v) => ({
      id: v.id,
      version: v.version,
      latest: Boolean(v.latest),
      updatedAt: v.updatedAt.toISOString(),
    })),
    helpful: row.helpful,
  };
}
