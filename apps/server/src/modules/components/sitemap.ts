import { asc } from 'drizzle-orm';
import { componentPath } from '@occ/shared';
import type { Db } from '../../db/client';
import { ossComponents } from '../../db/schema';
import { xmlText as xml } from '../feeds/rss';
import { isPublished } from './service';

/** The library home and every published component, for /sitemap.xml. */
export async function componentSitemapUrls(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({ code: ossComponents.code, updatedAt: ossComponents.updatedAt })
    .from(ossComponents)
    .where(isPublished())
    .orderBy(asc(ossComponents.sortOrder), asc(ossComponents.id));
  return [
    `<url><loc>${base}/community/openSource</loc></url>`,
    ...rows.map(
      (r) =>
        `<url><loc>${xml(`${base}${componentPath(r.code)}`)}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
}
