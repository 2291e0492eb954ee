import { postLink } from '@occ/shared';
import type { Db } from '../../db/client';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { rssDocument, sendRss, xmlText as xml } from '../feeds/rss';
import { summaryOf } from './covers';
import { latestListedPosts } from './reading';

// RSS of published posts and their sitemap entries (registered by the feeds module). Only
// published public posts: a private post never reaches a feed or a crawler.

export const POSTS_RSS_PATH = '/community/post/rss.xml';
const FEED_ITEMS = 30;
const SITEMAP_ITEMS = 5000;

export async function postFeedRoutes(app: App) {
  const { db } = app.database;
  const base = app.config.publicUrl;

  app.get(POSTS_RSS_PATH, { schema: { hide: true } }, async (req, reply) => {
    const locale = contentLocaleOf(req);
    const items = await latestListedPosts(db, FEED_ITEMS);
    const title = locale === 'zh-CN' ? 'OCC 开放芯片社区 · 博客' : 'OCC Open Chip Community · Blogs';
    const body = rssDocument({
      title,
      link: `${base}/community/post`,
      self: `${base}${POSTS_RSS_PATH}`,
      locale,
      dublinCore: true,
      items: items.map((p) => {
        const link = xml(`${base}${postLink(p.id)}`);
        return (
          `<item><title>${xml(p.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid>` +
          `<pubDate>${(p.releasedAt ?? p.updatedAt).toUTCString()}</pubDate>` +
          `<dc:creator>${xml(p.authorNickname)}</dc:creator>` +
          `<description>${xml(summaryOf(p.summary, p.contentText))}</description></item>`
        );
      }),
    });
    return sendRss(reply, body);
  });
}

/** `<url>` entries of published public posts for /sitemap.xml. */
export async function postSitemapUrls(db: Db, base: string): Promise<string[]> {
  const items = await latestListedPosts(db, SITEMAP_ITEMS);
  return [
    `<url><loc>${base}/community/post</loc></url>`,
    ...items.map(
      (p) =>
        `<url><loc>${xml(`${base}${postLink(p.id)}`)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
}
