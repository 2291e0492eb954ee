import { SLOT_STEP_MINUTES } from '@occ/shared';

const STEP_MS = SLOT_STEP_MINUTES * 60_000;
const DAY_MS = 24 * 3600_000;

/** The bookable range of a board card: slots start on 30-minute boundaries, from the next one
 * after now to the booking horizon or the board's end date, whichever comes first. */
export function scheduleOf(now: Date, horizonDays: number, availableUntil: Date | null) {
  const from = Math.ceil(now.getTime() / STEP_MS) * STEP_MS;
  const limit = Math.min(now.getTime() + horizonDays * DAY_MS, availableUntil?.getTime() ?? Infinity);
  // an ended board has an empty range (to = from), which the picker shows as nothing to book
  const to = Math.max(from, Math.floor(limit / STEP_MS) * STEP_MS);
  return { scheduleFrom: new Date(from), scheduleTo: new Date(to) };
}
