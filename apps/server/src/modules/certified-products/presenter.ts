import type { CertifiedProduct } from '@occ/shared';
import type { CertifiedRow } from './service';

/** What a visitor sees of an approved certification: never the applicant, reviewer or checklist. */
export const presentCertifiedProduct = (row: CertifiedRow): CertifiedProduct => ({
  certificateNo: row.certificateNo ?? '',
  productName: row.productName,
  chip: row.chip,
  company: row.company,
  certifiedAt: (row.reviewedAt ?? new Date(0)).toISOString(),
});
