import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, vendors } from '../../db/schema';
import { SEED_VENDORS } from './seed-data';
import { seedVendorLocations } from './seed-locations';

/** The demo vendors; each takes the seeded products whose vendor text is one of its names. */
export async function seedVendors(db: Db): Promise<number> {
  for (const { productVendors, ...v } of SEED_VENDORS) {
    await db.insert(vendors).values(v).onConflictDoNothing();
    if (productVendors.length)
      await db
        .update(products)
        .set({ organisation: v.organisation })
        .where(inArray(products.vendor, productVendors));
  }
  await seedVendorLocations(db);
  return SEED_VENDORS.length;
}
