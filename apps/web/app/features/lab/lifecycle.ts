import type { LabReservation } from '@occ/shared';

// What a reservation's owner may do now (spec §4), mirroring the server's transition rules:
// reserving = booked, not started; successful = running. The sweeper promotes reserving to
// successful at the start within its polling interval, so "started" goes by the clock, as the
// server's release and enter do.

type Slot = Pick<LabReservation, 'status' | 'startsAt' | 'endsAt'>;

export const isLive = (r: Slot) => r.status === 'reserving' || r.status === 'successful';

/** Live and inside its slot. */
export const isRunning = (r: Slot, now: number) =>
  isLive(r) && Date.parse(r.startsAt) <= now && now < Date.parse(r.endsAt);

/** Cancel: only before the slot starts. */
export const canCancel = (r: Slot, now: number) => r.status === 'reserving' && now < Date.parse(r.startsAt);

/** Release and enter: only while the slot runs. */
export const canRelease = isRunning;
export const canEnter = isRunning;
