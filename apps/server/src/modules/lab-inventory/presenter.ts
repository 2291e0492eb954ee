import type { DeviceState, LabBoardItem, LabCompanyItem, LabDeviceItem } from '@occ/shared';
import type { BoardRow } from './boards';
import type { CompanyRow } from './companies';
import type { DeviceRow } from './devices';

// Inventory rows hold nothing private; presenters only turn dates into ISO strings (UTC).

export const presentCompany = (r: CompanyRow): LabCompanyItem => ({
  id: r.id,
  name: r.name,
  nameEn: r.nameEn,
  website: r.website,
  createdAt: r.createdAt.toISOString(),
});

export const presentBoard = (r: BoardRow): LabBoardItem => ({
  ...r,
  availableUntil: r.availableUntil?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export const presentDevice = (r: DeviceRow): LabDeviceItem => ({
  ...r,
  state: r.state as DeviceState,
  lastSeenAt: r.lastSeenAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});
