import { asc, eq } from 'drizzle-orm';
import {
  VENDOR_LOCATIONS_SHOWN,
  mapUrlOf,
  type CompleteLocale,
  type VendorLocation,
  type VendorLocationItem,
  type VendorLocationKind,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { vendorLocations } from '../../db/schema';

/** A vendor's locations as its member's form edits them (in order, both languages). */
export async function editableLocations(db: Db, vendorId: number): Promise<VendorLocationItem[]> {
  const rows = await db
    .select()
    .from(vendorLocations)
    .where(eq(vendorLocations.vendorId, vendorId))
    .orderBy(asc(vendorLocations.sort), asc(vendorLocations.id))
    .limit(VENDOR_LOCATIONS_SHOWN);
  return rows.map((r) => ({
    locationKind: r.locationKind as VendorLocationKind,
    city: r.city,
    addressZh: r.addressZh,
    addressEn: r.addressEn,
    phone: r.phone,
    email: r.email,
    latitude: r.latitude,
    longitude: r.longitude,
  }));
}

/** Where a vendor can be found, in the reader's language (the Chinese address when no English one). */
export async function locationsOf(
  db: Db,
  vendorId: number,
  locale: CompleteLocale,
): Promise<VendorLocation[]> {
  return (await editableLocations(db, vendorId)).map((l) => ({
    kind: l.locationKind,
    city: l.city,
    address: (locale === 'en-US' && l.addressEn) || l.addressZh,
    phone: l.phone,
    email: l.email,
    mapUrl: mapUrlOf(l.latitude, l.longitude),
  }));
}

/** Replaces a vendor's locations by an approved change's list (its order kept as 10, 20, …). */
export async function replaceLocations(tx: Db, vendorId: number, items: VendorLocationItem[]): Promise<void> {
  await tx.delete(vendorLocations).where(eq(vendorLocations.vendorId, vendorId));
  if (items.length)
    await tx.insert(vendorLocations).values(items.map((l, i) => ({ ...l, vendorId, sort: (i + 1) * 10 })));
}
