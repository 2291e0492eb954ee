import { and, eq, inArray } from 'drizzle-orm';
import { CERTIFICATION_CHECKS, templateModel } from '@occ/shared';
import type { Db } from '../../db/client';
import { deviceCertifications, deviceProducts, enterpriseApplications, users } from '../../db/schema';

// Demo certified products (issue 15): three enterprise users of seeded vendors, each with a
// device product whose chip certification was approved. Idempotent (fixed usernames, product
// keys and certificate numbers), so it may run again on a seeded database.

const DAY = 86_400_000;

export const SEED_CERTIFIED = [
  {
    username: 'demo-starfive',
    nickname: 'StarFive demo',
    company: 'StarFive Technology',
    organisation: '91310000MA1STAR003',
    productKey: 'pcert0demo01',
    name: 'VisionFive 2 Edge Gateway',
    chip: 'JH7110',
    certificateNo: 'OCC-CC-2026-5F2A0001',
    daysAgo: 40,
  },
  {
    username: 'demo-espressif',
    nickname: 'Espressif demo',
    company: 'Espressif Systems',
    organisation: '91310115MA1ESPRE05',
    productKey: 'pcert0demo02',
    name: 'ESP32-C6 Smart Plug',
    chip: 'ESP32-C6',
    certificateNo: 'OCC-CC-2026-E5C60002',
    daysAgo: 21,
  },
  {
    username: 'demo-sophgo',
    nickname: 'Sophgo demo',
    company: 'Sophgo',
    organisation: '91110108MA1SOPHG04',
    productKey: 'pcert0demo03',
    name: 'Milk-V Pioneer Workstation',
    chip: 'SG2042',
    certificateNo: 'OCC-CC-2026-5620A003',
    daysAgo: 7,
  },
] as const;

/** Seeds the demo certified products; returns how many certificates exist among them. */
export async function seedCertifiedProducts(tx: Db): Promise<number> {
  const now = Date.now();
  await tx
    .insert(users)
    .values(SEED_CERTIFIED.map((s) => ({ username: s.username, nickname: s.nickname, userType: 1 })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        SEED_CERTIFIED.map((s) => s.username),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.username, r.id]));
  for (const s of SEED_CERTIFIED) {
    const userId = idOf.get(s.username);
    if (!userId) continue;
    const reviewedAt = new Date(now - s.daysAgo * DAY);
    const [certified] = await tx
      .select({ id: enterpriseApplications.id })
      .from(enterpriseApplications)
      .where(and(eq(enterpriseApplications.userId, userId), eq(enterpriseApplications.state, 'approved')))
      .limit(1);
    if (!certified)
      await tx.insert(enterpriseApplications).values({
        userId,
        state: 'approved',
        companyName: s.company,
        creditCode: s.organisation,
        contactName: s.nickname,
        contactMobile: '13800000000',
        reviewedAt: new Date(reviewedAt.getTime() - 30 * DAY),
      });
    await tx
      .insert(deviceProducts)
      .values({
        productKey: s.productKey,
        organisation: s.organisation,
        createdBy: userId,
        name: s.name,
        chip: s.chip,
        connectivity: 'wifi',
        template: 'sensor',
        dataModel: templateModel('sensor'),
      })
      .onConflictDoNothing();
    const [product] = await tx
      .select({ id: deviceProducts.id })
      .from(deviceProducts)
      .where(eq(deviceProducts.productKey, s.productKey));
    if (!product) continue;
    await tx
      .insert(deviceCertifications)
      .values({
        userId,
        productId: product.id,
        productName: s.name,
        chip: s.chip,
        checklist: CERTIFICATION_CHECKS.map((check) => ({ check, passed: true, note: 'demo test report' })),
        state: 'approved',
        certificateNo: s.certificateNo,
        reviewedAt,
        createdAt: new Date(reviewedAt.getTime() - 3 * DAY),
      })
      .onConflictDoNothing();
  }
  const done = await tx
    .select({ id: deviceCertifications.id })
    .from(deviceCertifications)
    .where(
      inArray(
        deviceCertifications.certificateNo,
        SEED_CERTIFIED.map((s) => s.certificateNo),
      ),
    );
  return done.length;
}
