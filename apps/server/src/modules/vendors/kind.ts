import { eq } from 'drizzle-orm';
import { APPLICATION_REVIEW_PERMISSIONS, vendorChangeBody } from '@occ/shared';
import { vendorChanges, vendors } from '../../db/schema';
import { hasPermission } from '../../platform/access';
import { conflict } from '../../platform/errors';
import { applicantContact, inBothLocales, type ApplicationKind } from '../applications/review-flow';
import type { Db } from '../../db/client';
import { replaceLocations } from './locations';

export type VendorChangeRow = typeof vendorChanges.$inferSelect;

/**
 * A vendor member's change of its profile in the console's one approval queue (`approve`).
 * Approval writes the proposed profile onto the vendor; a rejection leaves the live profile as it
 * was, with the reason shown to the member.
 */
export const vendorKind: ApplicationKind<VendorChangeRow, never> = {
  name: 'vendor',
  table: vendorChanges,
  states: { approved: 'approved', rejected: 'rejected' },
  notPending: 'vendorChangeNotPending',
  mayReview: (actor) => actor !== null && hasPermission(actor, APPLICATION_REVIEW_PERMISSIONS.vendor),
  queue: {
    title: (row) => row.title,
    details: (row) => {
      const b = vendorChangeBody.safeParse(row.body);
      if (!b.success) return [];
      return [
        { field: 'nameEn', value: b.data.nameEn },
        { field: 'region', value: b.data.region },
        { field: 'website', value: b.data.website },
        { field: 'contact', value: b.data.contact },
        { field: 'introZh', value: b.data.introZh.slice(0, 200) },
        { field: 'locations', value: b.data.locations.map((l) => `${l.city} ${l.addressZh}`).join('; ') },
      ];
    },
  },
  // changes are filed by modules/vendors (submitChange), not through applyFor
  admit: async () => {
    throw conflict();
  },
  values: () => ({}),
  async grant(tx, row) {
    const { locations, ...profile } = vendorChangeBody.parse(row.body);
    await tx
      .update(vendors)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(vendors.id, row.vendorId));
    // a change filed before members proposed locations leaves them as they are
    if ('locations' in row.body) await replaceLocations(tx as unknown as Db, row.vendorId, locations);
  },
  async notice(db, row) {
    const approved = row.state === 'approved';
    const params = { name: row.title, comment: row.reviewComment ?? '' };
    return {
      to: await applicantContact(db, row.userId),
      subject: inBothLocales(approved ? 'vendorApprovedSubject' : 'vendorRejectedSubject'),
      text: inBothLocales(approved ? 'vendorApprovedText' : 'vendorRejectedText', () => params, '\n\n'),
    };
  },
};
