import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, type CompleteLocale } from '@occ/shared';
import type { Db } from '../../db/client';
import { carouselSlideI18n, carouselSlides, productI18n, products } from '../../db/schema';

const slideWanted = alias(carouselSlideI18n, 'slide_wanted');
const slideFallback = alias(carouselSlideI18n, 'slide_fallback');
const productWanted = alias(productI18n, 'product_wanted');
const productFallback = alias(productI18n, 'product_fallback');

export function activeSlides(db: Db, locale: CompleteLocale) {
  return db
    .select({
      id: carouselSlides.id,
      imageUrl: carouselSlides.imageUrl,
      linkUrl: carouselSlides.linkUrl,
      title: sql<string>`coalesce(${slideWanted.title}, ${slideFallback.title})`,
      subtitle: sql<string>`coalesce(${slideWanted.subtitle}, ${slideFallback.subtitle})`,
    })
    .from(carouselSlides)
    .innerJoin(
      slideFallback,
      and(eq(slideFallback.slideId, carouselSlides.id), eq(slideFallback.locale, DEFAULT_LOCALE)),
    )
    .leftJoin(slideWanted, and(eq(slideWanted.slideId, carouselSlides.id), eq(slideWanted.locale, locale)))
    .where(
      and(
        eq(carouselSlides.active, true),
        isNotNull(carouselSlides.publishedAt),
        lte(carouselSlides.publishedAt, sql`now()`),
        or(isNull(carouselSlides.startsAt), lte(carouselSlides.startsAt, sql`now()`)),
        or(isNull(carouselSlides.endsAt), gt(carouselSlides.endsAt, sql`now()`)),
      ),
    )
    .orderBy(asc(carouselSlides.sortOrder), asc(carouselSlides.id))
    .limit(10);
}

export function featuredProducts(db: Db, locale: CompleteLocale, limit: number) {
  return db
    .select({
      code: products.code,
      kind: products.category,
      vendor: products.vendor,
      imageUrl: products.imageUrl,
      name: sql<string>`coalesce(${productWanted.name}, ${productFallback.name})`,
      summary: sql<string>`coalesce(${productWanted.summary}, ${productFallback.summary})`,
    })
    .from(products)
    .innerJoin(
      productFallback,
      and(eq(productFallback.productId, products.id), eq(productFallback.locale, DEFAULT_LOCALE)),
    )
    .leftJoin(productWanted, and(eq(productWanted.productId, products.id), eq(productWanted.locale, locale)))
    .where(
      and(
        eq(products.featured, true),
        isNotNull(products.publishedAt),
        lte(products.publishedAt, sql`now()`),
      ),
    )
    .orderBy(asc(products.sortOrder), asc(products.id))
    .limit(limit);
}
