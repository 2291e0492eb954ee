import type { DeviceState, LabDeviceItem } from '@occ/shared';
import type { DeviceRow } from './devices';

// Inventory rows hold nothing private; the presenter only turns dates into ISO strings (UTC).

export const presentDevice = (r: DeviceRow): LabDeviceItem => ({
  ...r,
  state: r.state as DeviceState,
  lastSeenAt: r.lastSeenAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});
