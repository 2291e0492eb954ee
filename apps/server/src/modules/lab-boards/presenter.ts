import type { DeviceState, LabBoardCard, labDevice } from '@occ/shared';
import type { z } from 'zod';
import { scheduleOf } from './schedule';
import type { BoardRow, getBoard } from './service';

export function presentCard(row: BoardRow, now: Date, horizonDays: number): LabBoardCard {
  const { scheduleFrom, scheduleTo } = scheduleOf(now, horizonDays, row.availableUntil);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    company: { id: row.companyId, name: row.companyName },
    cpu: { id: row.cpuId, name: row.cpuName, isa: row.cpuIsa },
    soc: { id: row.socId, name: row.socName },
    osTypes: row.osTypes,
    industries: row.industries,
    fields: row.fields,
    microservices: row.microservices,
    availableDevices: row.availableDevices,
    unconnectedDevices: row.unconnectedDevices,
    totalDevices: row.totalDevices,
    scheduleFrom: scheduleFrom.toISOString(),
    scheduleTo: scheduleTo.toISOString(),
    endDate: row.availableUntil?.toISOString() ?? null,
    collected: row.collected,
  };
}

type Detail = Awaited<ReturnType<typeof getBoard>>;

export function presentDevice(d: Detail['devices'][number]): z.infer<typeof labDevice> {
  return {
    id: d.id,
    name: d.name,
    state: d.state as DeviceState,
    driver: d.driver,
    lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
  };
}

/** Busy slots carry no owner: visitors see when a device is taken, not by whom. */
export function presentBusy(b: Detail['busy'][number]) {
  return { deviceId: b.deviceId, startsAt: b.startsAt.toISOString(), endsAt: b.endsAt.toISOString() };
}
