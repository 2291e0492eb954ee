import type { EnterpriseApplication } from '@occ/shared';
import type { ApplicationRow } from './service';

/** The applicant sees their application and the reviewer's comment, never who reviewed it. */
export function presentApplication(row: ApplicationRow): EnterpriseApplication {
  return {
    id: row.id,
    state: row.state as EnterpriseApplication['state'],
    companyName: row.companyName,
    creditCode: row.creditCode,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    description: row.description,
    reviewComment: row.reviewComment,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export function presentAdminItem(item: {
  application: ApplicationRow;
  applicant: { id: string; username: string; nickname: string };
}) {
  return { ...presentApplication(item.application), applicant: item.applicant };
}
