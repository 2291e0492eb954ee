import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { outer } from '../../db/sql';

/** The console's bilingual article fields: a Chinese text always, the English one when titled. */
export interface ArticleTexts {
  titleZh: string;
  summaryZh: string;
  bodyZh: string;
  titleEn: string;
  summaryEn: string;
  bodyEn: string;
}

type ArticleI18nTable = PgTable & {
  locale: PgColumn;
  title: PgColumn;
  summary: PgColumn;
  body: PgColumn;
};

/**
 * Reads and writes the texts of an area whose rows keep (title, summary, body) per locale in an
 * i18n table keyed by `owner` (news, documents): `ownerKey` is the owner column's property name.
 */
export function articleTexts<T extends ArticleI18nTable>(table: T, owner: PgColumn, ownerKey: string) {
  return {
    /** the Chinese title of the row whose id is `id`, for the console's list and search */
    zhTitle: (id: PgColumn): SQL<string> =>
      sql<string>`(select ${table.title} from ${table} where ${owner} = ${outer(id)} and ${table.locale} = 'zh-CN')`,

    async read(tx: Db, id: number): Promise<ArticleTexts> {
      const texts = (await tx
        .select({ locale: table.locale, title: table.title, summary: table.summary, body: table.body })
        .from(table as PgTable)
        .where(eq(owner, id))) as Array<{ locale: string; title: string; summary: string; body: string }>;
      const zh = texts.find((t) => t.locale === 'zh-CN');
      const en = texts.find((t) => t.locale === 'en-US');
      return {
        titleZh: zh?.title ?? '',
        summaryZh: zh?.summary ?? '',
        bodyZh: zh?.body ?? '',
        titleEn: en?.title ?? '',
        summaryEn: en?.summary ?? '',
        bodyEn: en?.body ?? '',
      };
    },

    async write(tx: Db, id: number, b: ArticleTexts): Promise<void> {
      await tx.delete(table).where(eq(owner, id));
      const row = (locale: string, title: string, summary: string, body: string) => ({
        [ownerKey]: id,
        locale,
        title,
        summary,
        body,
      });
      const rows = [row('zh-CN', b.titleZh, b.summaryZh, b.bodyZh)];
      if (b.titleEn) rows.push(row('en-US', b.titleEn, b.summaryEn, b.bodyEn));
      await tx.insert(table).values(rows as never);
    },
  };
}
