import {
  LAB_KINDS,
  type LabApplication,
  type LabApplicationAdminItem,
  type LabPermissionStatus,
} from '@occ/shared';
import type { LabApplicationRow } from './service';

/** The applicant sees their application and the reviewer's comment, never who reviewed it. */
export function presentApplication(row: LabApplicationRow): LabApplication {
  return {
    id: row.id,
    kind: row.kind as LabApplication['kind'],
    state: row.state as LabApplication['state'],
    realName: row.realName,
    mobile: row.mobile,
    company: row.company,
    email: row.email,
    salesName: row.salesName,
    hasReferrer: row.hasReferrer,
    referrerName: row.referrerName,
    purpose: row.purpose,
    reviewComment: row.reviewComment,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Per kind: 'none' when never applied, else the newest application's state and the application. */
export function presentStatus(latest: LabApplicationRow[]): LabPermissionStatus {
  const entry = (kind: (typeof LAB_KINDS)[number]) => {
    const row = latest.find((r) => r.kind === kind);
    return row
      ? { state: row.state as LabApplication['state'], application: presentApplication(row) }
      : { state: 'none' as const, application: null };
  };
  return { evaluation: entry('evaluation'), microservice: entry('microservice') };
}

export function presentAdminItem(item: {
  application: LabApplicationRow;
  applicant: { id: string; username: string; nickname: string };
}): LabApplicationAdminItem {
  return { ...presentApplication(item.application), applicant: item.applicant };
}
