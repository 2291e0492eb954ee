import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { latestNews } from '../news/service';
import { PAGE_SLUGS } from '../pages/service';
import { postFeedRoutes, postSitemapUrls } from '../posts/feed';
import { componentSitemapUrls } from '../components/sitemap';
import { productSitemapUrls } from '../products/sitemap';
import { vendorSitemapUrls } from '../vendors/sitemap';
import { rssDocument, sendRss, xmlText as xml } from './rss';

const FEED_ITEMS = 30;

/** RSS for news, sitemap and robots: crawlers' entry points (DESIGN §7). */
export async function feedRoutes(app: App) {
  const { db } = app.database;
  const base = app.config.publicUrl;

  app.get('/news/rss.xml', { schema: { hide: true } }, async (req, reply) => {
    const locale = contentLocaleOf(req);
    const items = await latestNews(db, locale, FEED_ITEMS);
    const title = locale === 'zh-CN' ? 'OCC 开放芯片社区 · 新闻' : 'OCC Open Chip Community · News';
    const body = rssDocument({
      title,
      link: `${base}/news`,
      self: `${base}/news/rss.xml`,
      locale,
      items: items.map(
        (n) =>
          `<item><title>${xml(n.title)}</title><link>${base}/new/${n.id}</link><guid isPermaLink="true">${base}/new/${n.id}</guid>` +
          `<pubDate>${n.publishedAt!.toUTCString()}</pubDate><description>${xml(n.summary)}</description><source url="${base}/news/rss.xml">${xml(n.source)}</source></item>`,
      ),
    });
    return sendRss(reply, body);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const items = await latestNews(db, 'zh-CN', 5000);
    const urls = ['/', '/news', ...PAGE_SLUGS.map((s) => (s === 'about' ? '/about' : `/about/${s}`))]
      .map((p) => `<url><loc>${base}${p}</loc></url>`)
      .concat(
        items.map(
          (n) => `<url><loc>${base}/new/${n.id}</loc><lastmod>${n.updatedAt.toISOString()}</lastmod></url>`,
        ),
      )
      .concat(await postSitemapUrls(db, base))
      .concat(await componentSitemapUrls(db, base))
      .concat(await productSitemapUrls(db, base))
      .concat(await vendorSitemapUrls(db, base));
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`,
      );
  });

  await postFeedRoutes(app);

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain').send(`User-agent: *\nDisallow: /api/\nSitemap: ${base}/sitemap.xml\n`),
  );
}
