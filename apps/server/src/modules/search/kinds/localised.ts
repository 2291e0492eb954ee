import { sql, type SQL } from 'drizzle-orm';

/**
 * The title and texts of a kind whose words live in a per-language table (`news_i18n`,
 * `product_i18n`): the Chinese ones first (the site's default language, so a snippet stays in one
 * language where it can), then the other languages' title and texts, so a Chinese or an English
 * word finds the item. The names are constants of the code, never input.
 */
export function localisedTexts(o: {
  /** the per-language table and its column naming the item */
  i18n: string;
  itemId: string;
  /** the item's table (as the search sync selects from it) */
  table: string;
  /** the title column, then the text columns, of the per-language table */
  title: string;
  texts: string[];
}): { title: SQL; texts: SQL } {
  const of = `from ${o.i18n} i where i.${o.itemId} = "${o.table}"."id"`;
  const zhFirst = `order by i.locale <> 'zh-CN', i.locale`;
  const rest = o.texts.map((c) => `i.${c}`).join(` || ' ' || `);
  return {
    title: sql.raw(`coalesce((select ${o.title} ${of} ${zhFirst} limit 1), '')`),
    texts: sql.raw(
      `(select string_agg(case when i.locale = 'zh-CN' then ${rest} ` +
        `else i.${o.title} || ' ' || ${rest} end, ' ' ${zhFirst}) ${of})`,
    ),
  };
}
