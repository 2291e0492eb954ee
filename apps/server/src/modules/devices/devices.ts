import { and, count, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEVICE_ONLINE_MINUTES, type devicesQuery } from '@occ/shared';
import type { Db } from '../../db/client';
import { deviceCampaignProgress, deviceLicences, deviceProducts } from '../../db/schema';
import { presentLicence } from './presenter';
import type { Scope } from './scope';

const onlineSince = () => sql`now() - make_interval(mins => ${DEVICE_ONLINE_MINUTES})`;

/** The device list: licences joined with their product, in the caller's scope. */
export async function listDevices(db: Db, scope: Scope, q: z.infer<typeof devicesQuery>) {
  const where = and(
    scope.all ? undefined : eq(deviceProducts.organisation, scope.organisation ?? ''),
    q.productId ? eq(deviceLicences.productId, q.productId) : undefined,
    q.firmwareVersion ? eq(deviceLicences.firmwareVersion, q.firmwareVersion) : undefined,
    q.revoked === '1'
      ? isNotNull(deviceLicences.revokedAt)
      : q.revoked === '0'
        ? isNull(deviceLicences.revokedAt)
        : undefined,
    q.online === '1'
      ? gte(deviceLicences.lastSeenAt, onlineSince())
      : q.online === '0'
        ? or(isNull(deviceLicences.lastSeenAt), lt(deviceLicences.lastSeenAt, onlineSince()))
        : undefined,
    // the progress table's primary key (campaign_id, licence_id) serves this lookup
    q.campaignId
      ? sql`exists (select 1 from ${deviceCampaignProgress} p where p.campaign_id = ${q.campaignId} and p.licence_id = ${deviceLicences.id})`
      : undefined,
  );
  const base = () =>
    db
      .select()
      .from(deviceLicences)
      .innerJoin(deviceProducts, eq(deviceProducts.id, deviceLicences.productId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(deviceProducts.name, deviceLicences.deviceName)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(deviceLicences)
      .innerJoin(deviceProducts, eq(deviceProducts.id, deviceLicences.productId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...presentLicence(r.device_licences),
      productId: r.device_products.id,
      productKey: r.device_products.productKey,
      productName: r.device_products.name,
    })),
    total: total!.n,
  };
}
