import crypto from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { APPLICATION_REVIEW_PERMISSIONS, type CertificationBody, type certification } from '@occ/shared';
import type { Db } from '../../db/client';
import { deviceCertifications, deviceProducts } from '../../db/schema';
import { hasPermission } from '../../platform/access';
import { writeAudit, type AuditSource } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { applicantContact, applyFor, inBothLocales, type ApplicationKind } from '../applications/review-flow';

// Chip certification (spec §2 `/chip_certification`): a customer asks that a product passes the
// vendor's compatibility checks (a declared checklist, each check vouched for with a note); the
// vendor's staff decide it in the console's one approval queue; approval issues a certificate
// number shown on the product.

export type CertificationRow = typeof deviceCertifications.$inferSelect;
type Apply = CertificationBody & { productId: string };

const certificateNumber = () =>
  `OCC-CC-${new Date().getUTCFullYear()}-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

export const chipCertificationKind: ApplicationKind<CertificationRow, Apply> = {
  name: 'chipCertification',
  table: deviceCertifications,
  states: { approved: 'approved', rejected: 'rejected' },
  notPending: 'certificationNotPending',
  mayReview: (actor) =>
    actor !== null && hasPermission(actor, APPLICATION_REVIEW_PERMISSIONS.chipCertification),
  queue: {
    title: (row) => row.productName,
    details: (row) => [
      { field: 'certifiedChip', value: row.chip },
      {
        field: 'certificationChecks',
        value: (row.checklist as CertificationBody['checklist'])
          .map((c) => `${c.check}: ${c.note}`)
          .join('; '),
      },
    ],
  },
  /** one request under review per product (the partial unique index holds it under races too), none once certified */
  async admit(tx, _applicant, body) {
    const [product] = await tx
      .select({ id: deviceProducts.id })
      .from(deviceProducts)
      .where(eq(deviceProducts.id, body.productId))
      .for('update');
    if (!product) throw notFound();
    const [pending] = await tx
      .select({ id: deviceCertifications.id })
      .from(deviceCertifications)
      .where(
        and(
          eq(deviceCertifications.productId, body.productId),
          inArray(deviceCertifications.state, ['pending', 'approved']),
        ),
      )
      .limit(1);
    // under review, or certified already (the certificate stands)
    if (pending) throw conflict('certificationPending');
  },
  values: () => ({}),
  async grant(tx, row) {
    await tx
      .update(deviceCertifications)
      .set({ certificateNo: certificateNumber() })
      .where(eq(deviceCertifications.id, row.id));
  },
  async notice(db, row) {
    const [fresh] = await db.select().from(deviceCertifications).where(eq(deviceCertifications.id, row.id));
    const approved = row.state === 'approved';
    const params = {
      name: row.productName,
      number: fresh?.certificateNo ?? '',
      comment: row.reviewComment ?? '',
    };
    return {
      to: await applicantContact(db, row.userId),
      subject: inBothLocales(approved ? 'certificationApprovedSubject' : 'certificationRejectedSubject'),
      text: inBothLocales(
        approved ? 'certificationApprovedText' : 'certificationRejectedText',
        () => params,
        '\n\n',
      ),
    };
  },
};

/** Files a request for a product the caller sees (checked by the route); audited. */
export async function requestCertification(
  db: Db,
  src: AuditSource & { user: { id: string } },
  product: { id: string; name: string; chip: string },
  body: CertificationBody,
): Promise<CertificationRow> {
  const kind: ApplicationKind<CertificationRow, Apply> = {
    ...chipCertificationKind,
    values: () => ({
      productId: product.id,
      productName: product.name,
      chip: product.chip,
      checklist: body.checklist,
    }),
  };
  const row = await applyFor(db, kind, src.user.id, { ...body, productId: product.id });
  await writeAudit(db, src, {
    resource: 'chipCertification',
    recordId: row.id,
    action: 'create',
    after: { productId: product.id, checklist: body.checklist },
  });
  return row;
}

export const listCertifications = (db: Db, productId: string) =>
  db
    .select()
    .from(deviceCertifications)
    .where(eq(deviceCertifications.productId, productId))
    .orderBy(desc(deviceCertifications.createdAt))
    .limit(50);

export const presentCertification = (row: CertificationRow): z.infer<typeof certification> => ({
  id: row.id,
  productId: row.productId,
  state: row.state as 'pending' | 'approved' | 'rejected',
  checklist: row.checklist as CertificationBody['checklist'],
  reviewComment: row.reviewComment,
  certificateNo: row.certificateNo,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
