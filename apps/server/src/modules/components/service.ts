import { and, asc, count, desc, eq, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  COMPONENT_QUESTIONS_MAX,
  offsetOf,
  type CompleteLocale,
  type ComponentListQuery,
  type Page,
} from '@occ/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ossComponents, productI18n, products, questions, questionTags, tags } from '../../db/schema';
import { outer, containing } from '../../db/sql';
import { notFound } from '../../platform/errors';

const c = ossComponents;

export const isPublished = () => and(isNotNull(c.publishedAt), lte(c.publishedAt, sql`now()`));

/** The English text where the reader asked for it and it exists, the Chinese one otherwise. */
const inLocale = (locale: CompleteLocale, zh: AnyPgColumn, en: AnyPgColumn) =>
  locale === 'zh-CN' ? sql<string>`${zh}` : sql<string>`case when ${en} <> '' then ${en} else ${zh} end`;

const cardColumns = (locale: CompleteLocale) => ({
  id: c.id,
  code: c.code,
  category: c.category,
  licence: c.licence,
  chips: c.chips,
  versions: c.versions,
  name: inLocale(locale, c.nameZh, c.nameEn),
  summary: inLocale(locale, c.summaryZh, c.summaryEn),
  locale: sql<string>`${locale === 'zh-CN' ? 'zh-CN' : sql`case when ${c.nameEn} <> '' then 'en-US' else 'zh-CN' end`}`,
});

function whereOf(q: ComponentListQuery): SQL | undefined {
  const text = q.q?.trim();
  const like = text ? containing(text) : null;
  return and(
    isPublished(),
    q.category ? eq(c.category, q.category) : undefined,
    q.licence ? eq(c.licence, q.licence) : undefined,
    q.chip ? sql`${c.chips} @> array[${q.chip}]::text[]` : undefined,
    like
      ? or(
          sql`${c.code} ilike ${like}`,
          sql`${c.nameZh} ilike ${like}`,
          sql`${c.nameEn} ilike ${like}`,
          sql`${c.summaryZh} ilike ${like}`,
          sql`${c.summaryEn} ilike ${like}`,
        )
      : undefined,
  );
}

export type ComponentCardRow = Awaited<ReturnType<typeof listComponents>>['items'][number];

/** Published components matching the search and filters, in the console's order, one page. */
export async function listComponents(db: Db, locale: CompleteLocale, q: ComponentListQuery) {
  const where = whereOf(q);
  const [items, [total], chips] = await Promise.all([
    db
      .select(cardColumns(locale))
      .from(c)
      .where(where)
      .orderBy(asc(c.sortOrder), asc(c.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(c).where(where),
    db.execute(
      sql`select distinct unnest(${c.chips}) as chip from ${c} where ${isPublished()} order by 1`,
    ) as unknown as Promise<{
      rows: { chip: string }[];
    }>,
  ]);
  const page: Page<(typeof items)[number]> & { chips: string[] } = {
    items,
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    chips: chips.rows.map((r) => r.chip),
  };
  return page;
}

/** One published component by its code, with its targets and Q&A, or 404. */
export async function getComponent(db: Db, locale: CompleteLocale, code: string) {
  const [row] = await db
    .select({
      ...cardColumns(locale),
      boards: c.boards,
      repository: c.repository,
      website: c.website,
      maintainers: c.maintainers,
      nameZh: c.nameZh,
      nameEn: c.nameEn,
      description: inLocale(locale, c.descriptionZh, c.descriptionEn),
      updatedAt: c.updatedAt,
    })
    .from(c)
    .where(and(eq(c.code, code), isPublished()))
    .limit(1);
  if (!row) throw notFound('componentNotFound');
  const [targets, qa] = await Promise.all([
    catalogueProducts(db, locale, [...row.chips, ...row.boards]),
    questionsOf(db, row),
  ]);
  return { ...row, targets, questions: qa };
}

export type ComponentDetailRow = Awaited<ReturnType<typeof getComponent>>;

/** The published catalogue products among these codes (one query), by code. */
async function catalogueProducts(db: Db, locale: CompleteLocale, codes: string[]) {
  if (!codes.length) return new Map<string, { code: string; kind: string; category: string; name: string }>();
  const rows = await db
    .select({
      code: products.code,
      kind: products.kind,
      category: products.category,
      name: sql<string>`coalesce(
        (select ${productI18n.name} from ${productI18n} where ${productI18n.productId} = ${outer(products.id)} and ${productI18n.locale} = ${locale}),
        (select ${productI18n.name} from ${productI18n} where ${productI18n.productId} = ${outer(products.id)} and ${productI18n.locale} = 'zh-CN'),
        ${products.code})`,
    })
    .from(products)
    .where(
      and(
        inArray(products.code, codes),
        isNotNull(products.publishedAt),
        lte(products.publishedAt, sql`now()`),
      ),
    );
  return new Map(rows.map((r) => [r.code, r]));
}

/**
 * A component's Q&A: published questions whose product is this component (kind `component`, the
 * name its code or either name, as the ask form records it) or that carry its code as a tag.
 */
async function questionsOf(db: Db, row: { code: string; nameZh: string; nameEn: string }) {
  const names = [...new Set([row.code, row.nameZh, row.nameEn].filter(Boolean).map((n) => n.toLowerCase()))];
  const tagged = db
    .select({ id: questionTags.questionId })
    .from(questionTags)
    .innerJoin(tags, eq(tags.id, questionTags.tagId))
    .where(eq(tags.name, row.code.toLowerCase()));
  return db
    .select({
      id: questions.id,
      kind: questions.kind,
      zone: questions.zone,
      title: questions.title,
      answersCount: questions.answersCount,
      createdAt: questions.createdAt,
    })
    .from(questions)
    .where(
      and(
        eq(questions.status, 'published'),
        or(
          and(eq(questions.productKind, 'component'), inArray(sql`lower(${questions.productName})`, names)),
          inArray(questions.id, tagged),
        ),
      ),
    )
    .orderBy(desc(questions.createdAt))
    .limit(COMPONENT_QUESTIONS_MAX);
}
