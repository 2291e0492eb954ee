import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORK_CALENDAR,
  medianOf,
  parseWorkCalendar,
  runningMinutes,
  slaStateOf,
  ticketSla,
  workingMinutesBetween,
} from './sla';

// Times are written in Asia/Shanghai (+08:00), the default calendar's zone.
const at = (local: string) => new Date(`${local}+08:00`);
// 2026-11-23 is a Monday
const MON = '2026-11-23';
const FRI = '2026-11-27';
const SAT = '2026-11-28';
const NEXT_MON = '2026-11-30';

describe('working minutes', () => {
  it('counts only working hours within one day', () => {
    expect(workingMinutesBetween(at(`${MON}T10:00`), at(`${MON}T11:30`))).toBe(90);
    expect(workingMinutesBetween(at(`${MON}T07:00`), at(`${MON}T09:30`))).toBe(30);
    expect(workingMinutesBetween(at(`${MON}T17:30`), at(`${MON}T23:00`))).toBe(30);
    expect(workingMinutesBetween(at(`${MON}T19:00`), at(`${MON}T23:00`))).toBe(0);
    expect(workingMinutesBetween(at(`${MON}T11:00`), at(`${MON}T10:00`))).toBe(0);
  });

  it('skips nights', () => {
    // 17:00 Monday → 10:00 Tuesday: one hour each side of the night
    expect(workingMinutesBetween(at(`${MON}T17:00`), at('2026-11-24T10:00'))).toBe(120);
    // a full working day is 9 hours
    expect(workingMinutesBetween(at(`${MON}T00:00`), at('2026-11-24T00:00'))).toBe(540);
  });

  it('skips weekends', () => {
    // Friday 17:00 → Monday 10:00: 2 hours
    expect(workingMinutesBetween(at(`${FRI}T17:00`), at(`${NEXT_MON}T10:00`))).toBe(120);
    expect(workingMinutesBetween(at(`${SAT}T09:00`), at(`${SAT}T18:00`))).toBe(0);
    // a whole week is 5 × 9 hours
    expect(workingMinutesBetween(at(`${MON}T00:00`), at(`${NEXT_MON}T00:00`))).toBe(5 * 540);
  });

  it('reads a calendar at another offset', () => {
    const cal = parseWorkCalendar('1,3 08:00-12:00 -05:00')!;
    expect(cal).toEqual({ utcOffsetMinutes: -300, days: [1, 3], startMinute: 480, endMinute: 720 });
    // Monday 07:00-13:00 at -05:00 holds 4 working hours
    expect(
      workingMinutesBetween(new Date('2026-11-23T07:00-05:00'), new Date('2026-11-23T13:00-05:00'), cal),
    ).toBe(240);
    expect(parseWorkCalendar('1-5 09:00-18:00 +08:00')).toEqual(DEFAULT_WORK_CALENDAR);
    for (const bad of ['', '5-1 09:00-18:00 +08:00', '1-5 18:00-09:00 +08:00', '1-5 9-18 +08:00'])
      expect(parseWorkCalendar(bad), bad).toBeNull();
  });
});

describe('paused clocks', () => {
  it('stands still while suspended or pending feedback, across nights and weekends', () => {
    const start = at(`${MON}T09:00`);
    const steps = [
      { to: 'assigned', at: start },
      { to: 'processing', at: at(`${MON}T10:00`) },
      // suspended Monday 12:00 → Wednesday 12:00: 2 working days paused
      { to: 'suspended', at: at(`${MON}T12:00`) },
      { to: 'processing', at: at('2026-11-25T12:00') },
      // pending feedback Friday 17:00 → Monday 11:00 (over the weekend)
      { to: 'pendingFeedback', at: at(`${FRI}T17:00`) },
      { to: 'processing', at: at(`${NEXT_MON}T11:00`) },
    ];
    // Monday 09-12 (180) + Wednesday 12-18 (360) + Thursday (540) + Friday 09-17 (480) + Monday 11-12 (60)
    expect(runningMinutes(start, at(`${NEXT_MON}T12:00`), steps)).toBe(180 + 360 + 540 + 480 + 60);
    // while still paused, the clock shows what ran before the pause
    expect(runningMinutes(start, at(`${SAT}T12:00`), steps)).toBe(180 + 360 + 540 + 480);
  });
});

describe('ticket SLA', () => {
  const targets = { firstResponseMinutes: 240, resolutionMinutes: 1620 };

  it('is ok, near and breached by the share of the target used', () => {
    expect(slaStateOf(100, 240)).toBe('ok');
    expect(slaStateOf(192, 240)).toBe('near');
    expect(slaStateOf(240, 240)).toBe('near');
    expect(slaStateOf(241, 240)).toBe('breached');
  });

  it('breaches the first response after 4 working hours without a reply, not over a weekend', () => {
    const createdAt = at(`${FRI}T16:00`);
    const steps = [{ to: 'assigned', at: createdAt }];
    const input = { createdAt, firstResponseAt: null, steps };
    // Friday 16-18 and Monday 09-10: 3 hours, not yet breached (near: ≥ 80 %)
    expect(ticketSla(input, targets, at(`${NEXT_MON}T10:00`)).firstResponse).toMatchObject({
      elapsedMinutes: 180,
      state: 'ok',
    });
    expect(ticketSla(input, targets, at(`${NEXT_MON}T10:30`)).state).toBe('near');
    expect(ticketSla(input, targets, at(`${NEXT_MON}T11:30`)).state).toBe('breached');
    // a reply in time stops the first-response clock for good
    const answered = { ...input, firstResponseAt: at(`${NEXT_MON}T10:30`) };
    const later = ticketSla(answered, targets, at(`${NEXT_MON}T17:00`));
    expect(later.firstResponse).toMatchObject({ stopped: true, elapsedMinutes: 210 });
    expect(later.state).toBe('ok');
  });

  it('stops the resolution clock at the resolution and keeps a breach', () => {
    const createdAt = at(`${MON}T09:00`);
    const steps = [
      { to: 'assigned', at: createdAt },
      { to: 'processing', at: at(`${MON}T09:30`) },
      { to: 'resolved', at: at('2026-11-26T15:00') },
    ];
    const sla = ticketSla(
      { createdAt, firstResponseAt: at(`${MON}T09:30`), steps },
      targets,
      at(SAT + 'T12:00'),
    );
    // Monday to Wednesday (3 × 540) + Thursday 09-15 (360) = 1980 > 1620
    expect(sla.resolution).toMatchObject({ stopped: true, elapsedMinutes: 1980, state: 'breached' });
    expect(sla.state).toBe('breached');
  });
});

describe('medianOf', () => {
  it('takes the middle value, or the mean of the middle two, and null for none', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([30])).toBe(30);
    expect(medianOf([300, 10, 60])).toBe(60);
    expect(medianOf([10, 60, 300, 20])).toBe(40);
  });
});
