import { count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { carouselSlideI18n, carouselSlides, news, newsI18n, productI18n, products } from '../schema';
import { news as seedNews } from './data/news';
import { products as seedProducts } from './data/products';
import { slides as seedSlides } from './data/slides';

/** True when the content tables hold nothing: the only time demo data is loaded. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [[p], [n]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(news),
  ]);
  return (p?.n ?? 0) === 0 && (n?.n ?? 0) === 0;
}

/** Loads the demo ecosystem in one transaction. */
export async function seedDemo(db: Db): Promise<{ products: number; news: number; slides: number }> {
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const p of seedProducts) {
      const [row] = await tx
        .insert(products)
        .values({
          kind: p.kind,
          code: p.code,
          vendor: p.vendor,
          imageUrl: p.imageUrl,
          website: p.website,
          featured: p.featured,
          sortOrder: p.sortOrder,
          specs: p.specs,
        })
        .returning({ id: products.id });
      ids.set(p.code, row!.id);
      await tx
        .insert(productI18n)
        .values(Object.entries(p.i18n).map(([locale, t]) => ({ productId: row!.id, locale, ...t })));
    }
    for (const p of seedProducts) {
      if (p.basedOn && ids.has(p.basedOn))
        await tx
          .update(products)
          .set({ basedOnId: ids.get(p.basedOn)! })
          .where(eq(products.code, p.code));
    }
    for (const n of seedNews) {
      const [row] = await tx
        .insert(news)
        .values({ source: n.source, coverUrl: n.coverUrl, publishedAt: new Date(n.publishedAt) })
        .returning({ id: news.id });
      await tx
        .insert(newsI18n)
        .values(
          Object.entries(n.i18n).flatMap(([locale, t]) => (t ? [{ newsId: row!.id, locale, ...t }] : [])),
        );
    }
    for (const s of seedSlides) {
      const [row] = await tx
        .insert(carouselSlides)
        .values({ imageUrl: s.imageUrl, linkUrl: s.linkUrl, sortOrder: s.sortOrder })
        .returning({ id: carouselSlides.id });
      await tx
        .insert(carouselSlideI18n)
        .values(Object.entries(s.i18n).map(([locale, t]) => ({ slideId: row!.id, locale, ...t })));
    }
  });
  return { products: seedProducts.length, news: seedNews.length, slides: seedSlides.length };
}
