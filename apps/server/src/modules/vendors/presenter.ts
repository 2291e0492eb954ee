import type { CompleteLocale, VendorCard, VendorProfileBody, VendorRegion } from '@occ/shared';
import type { vendors } from '../../db/schema';

export type VendorRow = typeof vendors.$inferSelect;

/** The first paragraph of the introduction, plain, for cards. */
function summaryOf(intro: string): string {
  const first = intro.split(/\n\s*\n/)[0] ?? '';
  const plain = first.replace(/[#*_`>[\]]/g, '').trim();
  return plain.length > 160 ? `${plain.slice(0, 157)}…` : plain;
}

export function presentVendorCard(row: VendorRow, locale: CompleteLocale): VendorCard {
  const en = locale === 'en-US';
  return {
    slug: row.slug,
    name: en ? row.nameEn : row.nameZh,
    summary: summaryOf(en ? row.introEn : row.introZh),
    logoUrl: row.logoUrl || null,
    website: row.website || null,
    region: row.region as VendorRegion,
    contact: row.contact,
    partner: row.partner,
    reseller: row.reseller,
  };
}

/** The editable part of the row (a member's form starts from it). */
export function profileBodyOf(row: VendorRow): VendorProfileBody {
  return {
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    introZh: row.introZh,
    introEn: row.introEn,
    logoUrl: row.logoUrl,
    website: row.website,
    region: row.region as VendorRegion,
    contact: row.contact,
  };
}
