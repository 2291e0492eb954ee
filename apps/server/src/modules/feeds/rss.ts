import type { FastifyReply } from 'fastify';

// The RSS 2.0 documents of the portal (news, blog posts): one channel shape, one escape.

/** Text or an attribute value made safe inside XML. */
export const xmlText = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A channel of `items` (already `<item>` elements), titled and described by `title`. */
export function rssDocument(channel: {
  title: string;
  /** the page the channel is about */
  link: string;
  /** the feed's own address */
  self: string;
  locale: string;
  items: string[];
  /** declare the Dublin Core namespace (`<dc:creator>`) */
  dublinCore?: boolean;
}): string {
  const dc = channel.dublinCore ? ' xmlns:dc="http://purl.org/dc/elements/1.1/"' : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"${dc}><channel>`,
    `<title>${xmlText(channel.title)}</title><link>${channel.link}</link><description>${xmlText(channel.title)}</description>`,
    `<language>${channel.locale}</language>`,
    `<atom:link href="${channel.self}" rel="self" type="application/rss+xml"/>`,
    ...channel.items,
    '</channel></rss>',
  ].join('\n');
}

/** Answers an RSS document, cacheable for five minutes. */
export const sendRss = (reply: FastifyReply, body: string) =>
  reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
