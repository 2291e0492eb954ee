import { SLOT_STEP_MINUTES, type MessageKey } from '@occ/shared';

// Slot rules of a reservation, pure so they are unit-tested without a database. All arithmetic
// is on UTC milliseconds; the week starts on Monday 00:00 UTC (the quota's calendar week).

export const STEP_MS = SLOT_STEP_MINUTES * 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

export interface SlotLimits {
  maxSlotHours: number;
  horizonDays: number;
}

export interface SlotProblem {
  field: 'startsAt' | 'endsAt';
  key: MessageKey;
  params?: Record<string, number>;
}

export const floorToStep = (ms: number) => Math.floor(ms / STEP_MS) * STEP_MS;

/**
 * The first rule the slot breaks, or null. A slot may start at the beginning of the current
 * 30-minute step (so "now" is bookable until the step is over); it then stays 'reserving' until
 * the sweeper promotes it. `availableUntil` is the board's end date (null = open-ended).
 */
export function slotProblem(
  start: Date,
  end: Date,
  now: Date,
  limits: SlotLimits,
  availableUntil: Date | null,
): SlotProblem | null {
  const s = start.getTime();
  const e = end.getTime();
  if (e <= s) return { field: 'endsAt', key: 'slotEmpty' };
  if (s % STEP_MS !== 0) return { field: 'startsAt', key: 'slotNotAligned' };
  if (e % STEP_MS !== 0) return { field: 'endsAt', key: 'slotNotAligned' };
  if (s < floorToStep(now.getTime())) return { field: 'startsAt', key: 'slotInPast' };
  if (e - s > limits.maxSlotHours * HOUR_MS)
    return { field: 'endsAt', key: 'slotTooLong', params: { hours: limits.maxSlotHours } };
  // the whole slot lies inside the bookable range the cards show (now → horizon)
  if (e > now.getTime() + limits.horizonDays * DAY_MS)
    return { field: 'startsAt', key: 'slotTooFar', params: { days: limits.horizonDays } };
  if (availableUntil && e > availableUntil.getTime()) return { field: 'endsAt', key: 'slotAfterEndDate' };
  return null;
}

/** Monday 00:00 UTC of the week holding `ms`. */
export function weekStartOf(ms: number): number {
  const d = new Date(ms);
  const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return midnight - sinceMonday * DAY_MS;
}

/** The calendar weeks [from, to) a slot touches (one, or two when it spans Sunday midnight). */
export function weeksOf(start: Date, end: Date): { from: Date; to: Date }[] {
  const weeks = [];
  for (let w = weekStartOf(start.getTime()); w < end.getTime(); w += WEEK_MS) {
    weeks.push({ from: new Date(w), to: new Date(w + WEEK_MS) });
  }
  return weeks;
}

/** Milliseconds of [start, end) inside [from, to). */
export function overlapMs(start: Date, end: Date, from: Date, to: Date): number {
  return Math.max(0, Math.min(end.getTime(), to.getTime()) - Math.max(start.getTime(), from.getTime()));
}
