// SLA clocks of support tickets (issue 18): first-response and resolution targets per
// classification, counted in working minutes on a calendar (default Mon-Fri 09:00-18:00
// Asia/Shanghai), with the clock paused while the ticket is suspended or pending feedback.
// Pure functions: the server's sweep and the pages' marks use the same arithmetic.

/** A working calendar: working weekdays (0 = Sunday) and hours, at a fixed UTC offset. */
export interface WorkCalendar {
  /** minutes east of UTC (Asia/Shanghai: 480; China keeps no daylight saving time) */
  utcOffsetMinutes: number;
  /** working weekdays, 0 = Sunday … 6 = Saturday */
  days: readonly number[];
  /** start and end of the working day, minutes after local midnight */
  startMinute: number;
  endMinute: number;
}

export const DEFAULT_WORK_CALENDAR: WorkCalendar = {
  utcOffsetMinutes: 480,
  days: [1, 2, 3, 4, 5],
  startMinute: 9 * 60,
  endMinute: 18 * 60,
};

/** States in which the clocks stand still. */
export const TICKET_SLA_PAUSED: readonly string[] = ['suspended', 'pendingFeedback'];
/** States in which the resolution clock has stopped for good (until a reopen). */
const STOPPED: readonly string[] = ['resolved', 'closed'];

export const SLA_STATES = ['ok', 'near', 'breached'] as const;
export type SlaState = (typeof SLA_STATES)[number];
/** A clock past this share of its target is near breach. */
export const SLA_NEAR_SHARE = 0.8;

const MINUTE = 60_000;
const DAY_MIN = 1440;

/**
 * Parses `1-5 09:00-18:00 +08:00` (weekdays as a range or a list like `1,2,3`, hours, offset).
 * Null when it does not read.
 */
export function parseWorkCalendar(text: string): WorkCalendar | null {
  const m = /^\s*([0-6](?:-[0-6]|(?:,[0-6])*))\s+(\d\d):(\d\d)-(\d\d):(\d\d)\s+([+-])(\d\d):(\d\d)\s*$/.exec(
    text,
  );
  if (!m) return null;
  const [, d, sh, sm, eh, em, sign, oh, om] = m;
  let days: number[];
  if (d!.includes('-')) {
    const [a, b] = d!.split('-').map(Number) as [number, number];
    if (a > b) return null;
    days = Array.from({ length: b - a + 1 }, (_, i) => a + i);
  } else days = d!.split(',').map(Number);
  const startMinute = Number(sh) * 60 + Number(sm);
  const endMinute = Number(eh) * 60 + Number(em);
  if (startMinute >= endMinute || endMinute > DAY_MIN) return null;
  const offset = (Number(oh) * 60 + Number(om)) * (sign === '-' ? -1 : 1);
  return { utcOffsetMinutes: offset, days, startMinute, endMinute };
}

/** Working minutes between two instants on the calendar (0 when `to` is not after `from`). */
export function workingMinutesBetween(
  from: Date,
  to: Date,
  cal: WorkCalendar = DEFAULT_WORK_CALENDAR,
): number {
  // local minutes since the epoch, so a local day is [k*1440, (k+1)*1440)
  const a = Math.floor(from.getTime() / MINUTE) + cal.utcOffsetMinutes;
  const b = Math.floor(to.getTime() / MINUTE) + cal.utcOffsetMinutes;
  if (b <= a) return 0;
  let total = 0;
  for (let day = Math.floor(a / DAY_MIN); day * DAY_MIN < b; day += 1) {
    // 1970-01-01 was a Thursday (4)
    const weekday = (((day + 4) % 7) + 7) % 7;
    if (!cal.days.includes(weekday)) continue;
    const open = day * DAY_MIN + cal.startMinute;
    const close = day * DAY_MIN + cal.endMinute;
    total += Math.max(0, Math.min(b, close) - Math.max(a, open));
  }
  return total;
}

/** One state the ticket entered, from its history. */
export interface SlaStep {
  to: string;
  at: Date;
}

/**
 * Working minutes the clock ran from `start` to `end`, not counting the time the ticket spent in
 * a paused state (the steps are its history in order).
 */
export function runningMinutes(
  start: Date,
  end: Date,
  steps: readonly SlaStep[],
  cal: WorkCalendar = DEFAULT_WORK_CALENDAR,
): number {
  let total = 0;
  let from = start;
  let running = true;
  for (const s of steps) {
    if (s.at.getTime() >= end.getTime()) break;
    if (s.at.getTime() <= start.getTime()) {
      running = !TICKET_SLA_PAUSED.includes(s.to);
      continue;
    }
    if (running) total += workingMinutesBetween(from, s.at, cal);
    running = !TICKET_SLA_PAUSED.includes(s.to);
    from = s.at;
  }
  if (running) total += workingMinutesBetween(from, end, cal);
  return total;
}

export const slaStateOf = (elapsed: number, target: number): SlaState =>
  elapsed > target ? 'breached' : elapsed >= target * SLA_NEAR_SHARE ? 'near' : 'ok';

export interface SlaClock {
  targetMinutes: number;
  elapsedMinutes: number;
  /** the clock has stopped (first response given; resolved or closed) */
  stopped: boolean;
  state: SlaState;
}

export interface SlaTargets {
  firstResponseMinutes: number;
  resolutionMinutes: number;
}

export interface SlaInput {
  createdAt: Date;
  firstResponseAt: Date | null;
  /** the history, oldest first (the `create` step included or not) */
  steps: readonly SlaStep[];
}

/** Both clocks of a ticket at `now`, and the worse of their states. */
export function ticketSla(
  t: SlaInput,
  targets: SlaTargets,
  now: Date,
  cal: WorkCalendar = DEFAULT_WORK_CALENDAR,
): { firstResponse: SlaClock; resolution: SlaClock; state: SlaState } {
  const last = t.steps.at(-1);
  const resolvedAt = last && STOPPED.includes(last.to) ? last.at : null;
  const firstEnd = t.firstResponseAt ?? resolvedAt ?? now;
  const resEnd = resolvedAt ?? now;
  const clock = (end: Date, target: number, stopped: boolean): SlaClock => {
    const elapsed = runningMinutes(t.createdAt, end, t.steps, cal);
    return { targetMinutes: target, elapsedMinutes: elapsed, stopped, state: slaStateOf(elapsed, target) };
  };
  const firstResponse = clock(firstEnd, targets.firstResponseMinutes, firstEnd !== now);
  const resolution = clock(resEnd, targets.resolutionMinutes, resolvedAt !== null);
  const rank = (s: SlaState) => SLA_STATES.indexOf(s);
  // a stopped clock that ended in time no longer warns
  const live = (c: SlaClock): SlaState => (c.stopped && c.state === 'near' ? 'ok' : c.state);
  const worst = [live(firstResponse), live(resolution)].sort((a, b) => rank(b) - rank(a))[0]!;
  return { firstResponse, resolution, state: worst };
}

/** The median of `values` (the mean of the middle two for an even count), null when empty. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}
