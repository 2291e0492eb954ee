import { sql } from 'drizzle-orm';
import { vendorPath } from '@occ/shared';
import { vendors } from '../../../db/schema';
import { defineSearchKind } from '../registry';

/** Vendors, partners and resellers: every profile is public (members' edits wait for approval). */
export const vendorSearch = defineSearchKind({
  key: 'vendors',
  table: vendors,
  id: vendors.id,
  updatedAt: vendors.updatedAt,
  visible: sql`true`,
  title: sql`${vendors.nameZh} || ' ' || ${vendors.nameEn}`,
  body: sql`${vendors.introZh} || ' ' || ${vendors.introEn} || ' ' || ${vendors.slug}`,
  publishedAt: vendors.createdAt,
  extra: { slug: vendors.slug },
  url: (row) => vendorPath(String(row.slug)),
});
