import { eq, inArray } from 'drizzle-orm';
import type { VendorLocationBody } from '@occ/shared';
import type { Db } from '../../db/client';
import { vendorLocations, vendors } from '../../db/schema';

type SeedLocation = Omit<VendorLocationBody, 'vendorId'>;

const hq = (city: string, addressZh: string, addressEn: string, at: [number, number]): SeedLocation => ({
  locationKind: 'headquarters',
  city,
  addressZh,
  addressEn,
  phone: '',
  email: '',
  latitude: at[0],
  longitude: at[1],
  sort: 0,
});

// Demo locations (district level, made up like the vendors' credit codes) of five vendors, so
// that their pages and the console's `vendor info` list are not empty on a fresh start.
const SEED_LOCATIONS: Record<string, SeedLocation[]> = {
  't-head': [
    hq('杭州', '浙江省杭州市余杭区', 'Yuhang District, Hangzhou, Zhejiang', [30.28, 120.02]),
    {
      ...hq('上海', '上海市浦东新区张江', 'Zhangjiang, Pudong, Shanghai', [31.2, 121.6]),
      locationKind: 'office',
      sort: 10,
    },
  ],
  starfive: [
    hq('上海', '上海市浦东新区', 'Pudong New Area, Shanghai', [31.22, 121.54]),
    {
      ...hq('深圳', '广东省深圳市南山区', 'Nanshan District, Shenzhen, Guangdong', [22.53, 113.93]),
      locationKind: 'sales',
      email: 'sales@example.com',
      sort: 10,
    },
  ],
  sophgo: [hq('北京', '北京市海淀区', 'Haidian District, Beijing', [39.96, 116.3])],
  espressif: [hq('上海', '上海市浦东新区', 'Pudong New Area, Shanghai', [31.21, 121.59])],
  'milk-v': [
    {
      ...hq('深圳', '广东省深圳市南山区', 'Nanshan District, Shenzhen, Guangdong', [22.54, 113.95]),
      phone: '+86 755 0000 0000',
    },
  ],
};

/** The demo locations, for vendors that have none yet (a restart adds nothing twice). */
export async function seedVendorLocations(db: Db): Promise<void> {
  const rows = await db
    .select({ id: vendors.id, slug: vendors.slug })
    .from(vendors)
    .where(inArray(vendors.slug, Object.keys(SEED_LOCATIONS)));
  for (const v of rows) {
    const [any] = await db
      .select({ id: vendorLocations.id })
      .from(vendorLocations)
      .where(eq(vendorLocations.vendorId, v.id))
      .limit(1);
    if (any) continue;
    await db.insert(vendorLocations).values(SEED_LOCATIONS[v.slug]!.map((l) => ({ ...l, vendorId: v.id })));
  }
}
