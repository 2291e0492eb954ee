import { envelopeOf, homeFeed, ok, productKind, type ProductKind } from '@occ/shared';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { presentNewsSummary } from '../news/presenter';
import { latestNews } from '../news/service';
import { activeSlides, featuredProducts } from './service';

const HOME_NEWS = 6;
const HOME_FEATURED = 8;

export async function homeRoutes(app: App) {
  const { db } = app.database;
  // One call for the home page: three independent reads run in parallel.
  app.get(
    '/api/home',
    {
      // anonymous readers share one answer for PUBLIC_CACHE_MS (platform/public-cache.ts)
      config: { publicCache: true },
      schema: {
        operationId: 'home.get',
        tags: ['home'],
        summary: 'Carousel, latest news and featured products',
        response: { 200: envelopeOf(homeFeed) },
      },
    },
    async (req) => {
      const locale = contentLocaleOf(req);
      const [slides, news, featured] = await Promise.all([
        activeSlides(db, locale),
        latestNews(db, locale, HOME_NEWS),
        featuredProducts(db, locale, HOME_FEATURED),
      ]);
      return ok({
        slides,
        news: news.map(presentNewsSummary),
        featured: featured.map((p) => ({ ...p, kind: productKind.parse(p.kind) as ProductKind })),
      });
    },
  );
}
