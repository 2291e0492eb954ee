import type { DeviceState, LabKind, LabReservation, ReservationState } from '@occ/shared';
import type { ReservationRow } from './rows';

/** The only way a reservation leaves the server; `withUser` for admin lists. */
export function presentReservation(row: ReservationRow, withUser = false): LabReservation {
  const r = row.reservation;
  return {
    id: r.id,
    status: r.status as ReservationState,
    kind: r.kind as LabKind,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    enteredAt: r.enteredAt?.toISOString() ?? null,
    closedAt: r.closedAt?.toISOString() ?? null,
    closeReason: r.closeReason,
    createdAt: r.createdAt.toISOString(),
    device: { id: row.device.id, name: row.device.name, state: row.device.state as DeviceState },
    board: row.board,
    ...(withUser ? { user: row.user } : {}),
  };
}
