import { describe, expect, it } from 'vitest';
import { overlapMs, slotProblem, weekStartOf, weeksOf } from './slot';

const limits = { maxSlotHours: 4, horizonDays: 14 };
const now = new Date('2026-03-04T10:12:00Z'); // a Wednesday
const at = (iso: string) => new Date(iso);
const problem = (s: string, e: string, until: Date | null = null) =>
  slotProblem(at(s), at(e), now, limits, until)?.key ?? null;

describe('slot rules', () => {
  it('accepts an aligned future slot and the current step', () => {
    expect(problem('2026-03-04T11:00:00Z', '2026-03-04T12:30:00Z')).toBeNull();
    expect(problem('2026-03-04T10:00:00Z', '2026-03-04T10:30:00Z')).toBeNull();
  });

  it('names the first rule broken', () => {
    expect(problem('2026-03-04T09:30:00Z', '2026-03-04T10:30:00Z')).toBe('slotInPast');
    expect(problem('2026-03-04T11:00:00Z', '2026-03-04T11:00:00Z')).toBe('slotEmpty');
    expect(problem('2026-03-04T11:15:00Z', '2026-03-04T12:00:00Z')).toBe('slotNotAligned');
    expect(problem('2026-03-04T11:00:00Z', '2026-03-04T12:00:01Z')).toBe('slotNotAligned');
    expect(problem('2026-03-04T11:00:00Z', '2026-03-04T15:30:00Z')).toBe('slotTooLong');
    expect(problem('2026-03-04T11:00:00Z', '2026-03-04T15:00:00Z')).toBeNull();
    expect(problem('2026-03-18T10:00:00Z', '2026-03-18T10:30:00Z')).toBe('slotTooFar');
    expect(problem('2026-03-05T10:00:00Z', '2026-03-05T11:00:00Z', at('2026-03-05T10:30:00Z'))).toBe(
      'slotAfterEndDate',
    );
  });

  it('starts weeks on Monday 00:00 UTC and splits a slot over Sunday midnight', () => {
    expect(new Date(weekStartOf(now.getTime())).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(new Date(weekStartOf(Date.parse('2026-03-08T23:59:00Z'))).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(new Date(weekStartOf(Date.parse('2026-03-09T00:00:00Z'))).toISOString()).toBe(
      '2026-03-09T00:00:00.000Z',
    );
    const weeks = weeksOf(at('2026-03-08T22:00:00Z'), at('2026-03-09T02:00:00Z'));
    expect(weeks).toHaveLength(2);
    const s = at('2026-03-08T22:00:00Z');
    const e = at('2026-03-09T02:00:00Z');
    expect(weeks.map((w) => overlapMs(s, e, w.from, w.to) / 3_600_000)).toEqual([2, 2]);
  });
});
