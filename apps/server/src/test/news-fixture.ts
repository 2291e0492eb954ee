import { news, newsI18n } from '../db/schema';
import type { Db } from '../db/client';

interface NewsText {
  title: string;
  summary: string;
  body: string;
}

/** Test data: one news item with its texts, published at `publishedAt` (null = a draft). */
export async function createNews(
  db: Db,
  input: {
    source: string;
    coverUrl: string | null;
    publishedAt: string | null;
    i18n: { 'zh-CN': NewsText; 'en-US'?: NewsText };
  },
): Promise<number> {
  const [row] = await db
    .insert(news)
    .values({
      source: input.source,
      coverUrl: input.coverUrl,
      publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
    })
    .returning({ id: news.id });
  const texts = Object.entries(input.i18n).flatMap(([locale, t]) =>
    t ? [{ newsId: row!.id, locale, ...t }] : [],
  );
  await db.insert(newsI18n).values(texts);
  return row!.id;
}
