import { postLink } from '@occ/shared';
import type { Db } from '../../db/client';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { summaryOf } from './covers';
import { latestListedPosts } from './reading';

// RSS of published posts and their sitemap entries (registered by the feeds module). Only
// published public posts: a private post never reaches a feed or a crawler.

export const POSTS_RSS_PATH = '/community/post/rss.xml';
const FEED_ITEMS = 30;
const SITEMAP_ITEMS = 5000;

const xml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export async function postFeedRoutes(app: App) {
  const { db } = app.database;
  const base = app.config.publicUrl;

  app.get(POSTS_RSS_PATH, { schema: { hide: true } }, async (req, reply) => {
    const locale = contentLocaleOf(req);
    const items = await latestListedPosts(db, FEED_ITEMS);
    const title = locale === 'zh-CN' ? 'OCC 开放芯片社区 · 博客' : 'OCC Open Chip Community · Blogs';
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>',
      `<title>${xml(title)}</title><link>${base}/community/post</link><description>${xml(title)}</description>`,
      `<language>${locale}</language>`,
      `<atom:link href="${base}${POSTS_RSS_PATH}" rel="self" type="application/rss+xml"/>`,
      ...items.map((p) => {
        const link = xml(`${base}${postLink(p.id)}`);
        return (
          `<item><title>${xml(p.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid>` +
          `<pubDate>${(p.releasedAt ?? p.updatedAt).toUTCString()}</pubDate>` +
          `<dc:creator>${xml(p.authorNickname)}</dc:creator>` +
          `<description>${xml(summaryOf(p.summary, p.contentText))}</description></item>`
        );
      }),
      '</channel></rss>',
    ].join('\n');
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body);
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
