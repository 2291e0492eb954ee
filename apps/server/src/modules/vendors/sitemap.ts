import { asc } from 'drizzle-orm';
import { vendorPath } from '@occ/shared';
import type { Db } from '../../db/client';
import { vendors } from '../../db/schema';
import { xmlText as xml } from '../feeds/rss';

/** The vendor, partner and reseller listings and every vendor profile, for /sitemap.xml. */
export async function vendorSitemapUrls(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: vendors.slug, updatedAt: vendors.updatedAt })
    .from(vendors)
    .orderBy(asc(vendors.sort), asc(vendors.id));
  return [
    ...['/vendor', '/partner', '/reseller'].map((p) => `<url><loc>${base}${p}</loc></url>`),
    ...rows.map(
      (r) =>
        `<url><loc>${xml(`${base}${vendorPath(r.slug)}`)}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
}
