import { SLOT_STEP_MINUTES } from '@occ/shared';
import type { BusySlot, LabDevice } from './types';

// Slot arithmetic for the reservation drawer, in epoch milliseconds so it is independent of the
// zone; the drawer turns day boundaries of the reader's zone into milliseconds first.

export const STEP_MS = SLOT_STEP_MINUTES * 60_000;
/** the longest slot the picker offers; the server's own limit (LAB_MAX_SLOT_HOURS) still decides */
export const OFFERED_SLOT_HOURS = 8;

/** Devices a reservation may land on: maintenance is out of service, the rest can be booked. */
export function bookableDevices(devices: LabDevice[]): LabDevice[] {
  return devices.filter((d) => d.state !== 'maintenance');
}

export const floorToStep = (ms: number) => Math.floor(ms / STEP_MS) * STEP_MS;
export const ceilToStep = (ms: number) => Math.ceil(ms / STEP_MS) * STEP_MS;

const overlaps = (a0: number, a1: number, b: BusySlot) =>
  a0 < Date.parse(b.endsAt) && Date.parse(b.startsAt) < a1;

/** Is [start, end) free on the device, or (device undefined) on at least one of `deviceIds`? */
export function isFree(
  start: number,
  end: number,
  busy: BusySlot[],
  deviceIds: number[],
  device?: number,
): boolean {
  const candidates = device === undefined ? deviceIds : [device];
  return candidates.some((id) => !busy.some((b) => b.deviceId === id && overlaps(start, end, b)));
}

export interface SlotWindow {
  /** the day shown, [dayStart, dayEnd) in epoch ms of the reader's zone */
  dayStart: number;
  dayEnd: number;
  now: number;
  /** the bookable range of the board (card.scheduleTo) */
  scheduleTo: number;
}

/**
 * Start times of the day on the 30-minute grid. The server accepts a start inside the current
 * step (now rounded down), so that one is offered too.
 */
export function startOptions(w: SlotWindow): number[] {
  const first = Math.max(ceilToStep(w.dayStart), floorToStep(w.now));
  const last = Math.min(w.dayEnd, w.scheduleTo) - STEP_MS;
  const out: number[] = [];
  for (let t = first; t <= last; t += STEP_MS) out.push(t);
  return out;
}

/**
 * End times after `start`: step by step while the slot stays free on the chosen target, up to the
 * offered length and the bookable range (a slot may run past midnight).
 */
export function endOptions(
  start: number,
  scheduleTo: number,
  busy: BusySlot[],
  deviceIds: number[],
  device?: number,
): number[] {
  const out: number[] = [];
  const limit = Math.min(start + OFFERED_SLOT_HOURS * 3_600_000, scheduleTo);
  for (let end = start + STEP_MS; end <= limit; end += STEP_MS) {
    if (!isFree(start, end, busy, deviceIds, device)) break;
    out.push(end);
  }
  return out;
}

/** The busy slots that touch [from, to), per device, earliest first. */
export function busyBetween(busy: BusySlot[], from: number, to: number): BusySlot[] {
  return busy
    .filter((b) => overlaps(from, to, b))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.deviceId - b.deviceId);
}

/** h:mm:ss (or d h:mm:ss) until `to`, never negative. */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const hh = Math.floor((s % 86_400) / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${d ? `${d}d ` : ''}${hh}:${mm}:${ss}`;
}
