import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CompleteLocale } from '@occ/shared';
import type { LiveCardSource } from '@occ/shared/pages/blocks';
import type { Db } from '../../db/client';
import { courses, events, news, posts, products } from '../../db/schema';
import type { SearchKind } from '../search/registry';
import { localisedColumn } from '../search/kinds/localised';
import { courseSearch } from '../search/kinds/courses';
import { eventSearch } from '../search/kinds/events';
import { newsSearch } from '../search/kinds/news';
import { postSearch } from '../search/kinds/posts';
import { productSearch } from '../search/kinds/products';

// The cards block's live query (issue 15): the newest items of a source that every visitor may
// read, in the reader's language. Which rows are visible, their order in time and their page
// address come from the source's search kind, so a card never shows what search would hide.

type Expr = SQL | PgColumn;

interface LiveSourceDecl {
  kind: SearchKind;
  title(locale: CompleteLocale): Expr;
  text(locale: CompleteLocale): Expr;
  image?: Expr;
  /** narrows by the block's filter (a kind, category or tag); none: the filter is ignored */
  filter?(value: string): SQL;
}

const pick = (zh: PgColumn, en: PgColumn, locale: CompleteLocale) =>
  locale === 'en-US' ? sql<string>`coalesce(nullif(${en}, ''), ${zh})` : zh;

/** A column of a per-language table: the reader's language first, then Chinese. */
const localised = (i18n: string, itemId: string, column: string, item: PgColumn, locale: CompleteLocale) =>
  localisedColumn({ i18n, itemId, column, item, locale });

const SOURCES: Record<LiveCardSource, LiveSourceDecl> = {
  products: {
    kind: productSearch,
    title: (l) => localised('product_i18n', 'product_id', 'name', products.id, l),
    text: (l) => localised('product_i18n', 'product_id', 'summary', products.id, l),
    image: products.imageUrl,
    filter: (v) => sql`(${products.kind} = ${v} or ${products.category} = ${v})`,
  },
  courses: {
    kind: courseSearch,
    title: (l) => pick(courses.titleZh, courses.titleEn, l),
    text: (l) => pick(courses.summaryZh, courses.summaryEn, l),
    image: courses.coverUrl,
    filter: (v) => sql`(${courses.category} = ${v} or ${courses.level} = ${v})`,
  },
  events: {
    kind: eventSearch,
    title: (l) => pick(events.titleZh, events.titleEn, l),
    text: (l) => pick(events.summaryZh, events.summaryEn, l),
    image: events.coverUrl,
    filter: (v) => sql`(${events.kind} = ${v} or ${v} = any(${events.tags}))`,
  },
  news: {
    kind: newsSearch,
    title: (l) => localised('news_i18n', 'news_id', 'title', news.id, l),
    text: (l) => localised('news_i18n', 'news_id', 'summary', news.id, l),
    image: news.coverUrl,
  },
  posts: {
    kind: postSearch,
    title: () => posts.title,
    text: () => sql<string>`coalesce(${posts.summary}, left(${posts.contentText}, 100))`,
    image: posts.cover,
    filter: (v) => sql`exists (select 1 from post_tags pt join tags t on t.id = pt.tag_id
      where pt.post_id = ${posts.id} and t.name = ${v})`,
  },
};

/** Only addresses an <img> may load: a site path or http(s); default-cover tokens are dropped. */
const imageOf = (v: unknown) => (typeof v === 'string' && /^(\/(?!\/)|https?:\/\/)/.test(v) ? v : '');

export interface LiveCard {
  title: string;
  text: string;
  image: string;
  link: string;
}

/** The newest `limit` visible items of `source` (narrowed by `filter` when given) as cards: one query. */
export async function liveCards(
  db: Db,
  source: LiveCardSource,
  filter: string,
  limit: number,
  locale: CompleteLocale,
): Promise<LiveCard[]> {
  const d = SOURCES[source];
  const k = d.kind;
  const where = filter && d.filter ? and(k.visible, d.filter(filter)) : k.visible;
  const rows = await db
    .select({
      id: k.id,
      title: d.title(locale),
      text: d.text(locale),
      image: d.image ?? sql`null`,
      ...(k.extra ?? {}),
    })
    .from(k.table)
    .where(where)
    .orderBy(desc(k.publishedAt), desc(k.id))
    .limit(limit);
  return rows.map((r) => ({
    title: String(r.title ?? ''),
    text: String(r.text ?? ''),
    image: imageOf(r.image),
    link: k.url({ ...(r as Record<string, unknown>), id: String(r.id) }),
  }));
}
