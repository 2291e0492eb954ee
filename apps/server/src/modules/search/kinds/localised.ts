import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CompleteLocale } from '@occ/shared';

/** A per-language table (`news_i18n`, `product_i18n`) and its column naming the item. */
interface I18nTable {
  i18n: string;
  itemId: string;
}

const rowsOf = (o: I18nTable, item: SQL | PgColumn) =>
  sql`from ${sql.raw(o.i18n)} i where i.${sql.raw(o.itemId)} = ${item}`;

/** Chinese first (the site's default language), then the other languages in a stable order. */
const zhFirst = sql.raw(`i.locale <> 'zh-CN', i.locale`);

/**
 * One column of an item's per-language rows: the row of `locale` when given, else Chinese, else
 * any other language; '' when the item has no row. Used by the search kinds (no `locale`: the
 * title the index keeps) and by the pages' live cards (the reader's language). The table and
 * column names are constants of the code, never input.
 */
export function localisedColumn(
  o: I18nTable & { column: string; item: SQL | PgColumn; locale?: CompleteLocale },
): SQL<string> {
  const order = o.locale ? sql`i.locale = ${o.locale} desc, ${zhFirst}` : zhFirst;
  return sql<string>`coalesce((select i.${sql.raw(o.column)} ${rowsOf(o, o.item)} order by ${order} limit 1), '')`;
}

/**
 * The title and texts of a kind whose words live in a per-language table: the Chinese ones first
 * (so a snippet stays in one language where it can), then the other languages' title and texts,
 * so a Chinese or an English word finds the item.
 */
export function localisedTexts(
  o: I18nTable & {
    /** the item's table (as the search sync selects from it) */
    table: string;
    /** the title column, then the text columns, of the per-language table */
    title: string;
    texts: string[];
  },
): { title: SQL; texts: SQL } {
  const item = sql.raw(`"${o.table}"."id"`);
  const rest = sql.raw(o.texts.map((c) => `i.${c}`).join(` || ' ' || `));
  const title = sql.raw(`i.${o.title}`);
  return {
    title: localisedColumn({ ...o, column: o.title, item }),
    texts: sql`(select string_agg(case when i.locale = 'zh-CN' then ${rest} else ${title} || ' ' || ${rest} end, ' ' order by ${zhFirst}) ${rowsOf(o, item)})`,
  };
}
