import { and, eq, sql } from 'drizzle-orm';
import { newsArea, type NewsAreaBody } from '@occ/shared/admin';
import type { Db } from '../../db/client';
import { news, newsI18n } from '../../db/schema';
import type { AreaBinding } from '../../platform/admin-area/binding';
import { idNotExist } from '../../platform/errors';
import { forgetNewsCount } from './service';

const zhTitle = sql<string>`(select ${newsI18n.title} from ${newsI18n} where ${newsI18n.newsId} = ${news.id} and ${newsI18n.locale} = 'zh-CN')`;

async function writeTexts(tx: Db, id: number, b: NewsAreaBody) {
  await tx.delete(newsI18n).where(eq(newsI18n.newsId, id));
  const rows = [{ newsId: id, locale: 'zh-CN', title: b.titleZh, summary: b.summaryZh, body: b.bodyZh }];
  if (b.titleEn)
    rows.push({ newsId: id, locale: 'en-US', title: b.titleEn, summary: b.summaryEn, body: b.bodyEn });
  await tx.insert(newsI18n).values(rows);
}

/** News in the console: a draft until published to production (then public at /news/:id). */
export const newsBinding: AreaBinding = {
  decl: newsArea as unknown as AreaBinding['decl'],
  table: news,
  id: news.id,
  columns: {
    titleZh: zhTitle,
    source: news.source,
    publishedAt: news.publishedAt,
    updatedAt: news.updatedAt,
  },
  searchColumns: [zhTitle, news.source],
  opNames: { list: 'news.adminList', get: 'news.adminGet' },
  async read(tx, id): Promise<NewsAreaBody | null> {
    const [row] = await tx
      .select()
      .from(news)
      .where(eq(news.id, Number(id)))
      .limit(1);
    if (!row) return null;
    const texts = await tx.select().from(newsI18n).where(eq(newsI18n.newsId, row.id));
    const zh = texts.find((t) => t.locale === 'zh-CN');
    const en = texts.find((t) => t.locale === 'en-US');
    return {
      source: row.source,
      coverUrl: row.coverUrl,
      titleZh: zh?.title ?? '',
      summaryZh: zh?.summary ?? '',
      bodyZh: zh?.body ?? '',
      titleEn: en?.title ?? '',
      summaryEn: en?.summary ?? '',
      bodyEn: en?.body ?? '',
    };
  },
  async create(tx, body) {
    const b = body as NewsAreaBody;
    const [row] = await tx
      .insert(news)
      .values({ source: b.source, coverUrl: b.coverUrl, publishedAt: null })
      .returning({ id: news.id });
    await writeTexts(tx, row!.id, b);
    return row!.id;
  },
  async update(tx, id, body) {
    const b = body as NewsAreaBody;
    const rows = await tx
      .update(news)
      .set({ source: b.source, coverUrl: b.coverUrl, updatedAt: new Date() })
      .where(eq(news.id, Number(id)))
      .returning({ id: news.id });
    if (!rows.length) throw idNotExist();
    await writeTexts(tx, Number(id), b);
  },
  async remove(tx, id) {
    const rows = await tx
      .delete(news)
      .where(and(eq(news.id, Number(id))))
      .returning({ id: news.id });
    if (!rows.length) throw idNotExist();
  },
  publishedAt: news.publishedAt,
  afterWrite: forgetNewsCount,
};
