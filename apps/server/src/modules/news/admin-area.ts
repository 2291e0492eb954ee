import { and, eq } from 'drizzle-orm';
import { newsArea, type NewsAreaBody } from '@occ/shared/admin';
import { news, newsI18n } from '../../db/schema';
import { articleTexts } from '../../platform/admin-area/article-texts';
import type { AreaBinding } from '../../platform/admin-area/binding';
import { idNotExist } from '../../platform/errors';
import { forgetNewsCount } from './service';

const texts = articleTexts(newsI18n, newsI18n.newsId, 'newsId');
const zhTitle = texts.zhTitle(news.id);

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
    return { source: row.source, coverUrl: row.coverUrl, ...(await texts.read(tx, row.id)) };
  },
  async create(tx, body) {
    const b = body as NewsAreaBody;
    const [row] = await tx
      .insert(news)
      .values({ source: b.source, coverUrl: b.coverUrl, publishedAt: null })
      .returning({ id: news.id });
    await texts.write(tx, row!.id, b);
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
    await texts.write(tx, Number(id), b);
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
