import { describe, expect, it } from 'vitest';
import { busyBetween, endOptions, formatLeft, isFree, startOptions, STEP_MS } from './slots';

const t = (hhmm: string) => Date.parse(`2026-05-04T${hhmm}:00Z`);
const busy = [
  { deviceId: 1, startsAt: '2026-05-04T10:00:00Z', endsAt: '2026-05-04T12:00:00Z' },
  { deviceId: 2, startsAt: '2026-05-04T11:00:00Z', endsAt: '2026-05-04T11:30:00Z' },
];

describe('slot picker arithmetic', () => {
  it('a slot is free for "any device" while one device is free, for a device only if it is', () => {
    expect(isFree(t('10:30'), t('11:00'), busy, [1, 2])).toBe(true);
    expect(isFree(t('11:00'), t('11:30'), busy, [1, 2])).toBe(false);
    expect(isFree(t('10:30'), t('11:00'), busy, [1, 2], 1)).toBe(false);
    // touching ends do not overlap (half-open ranges, like the exclusion constraint)
    expect(isFree(t('12:00'), t('12:30'), busy, [1], 1)).toBe(true);
  });

  it('offers starts on the grid from the current step to the end of the bookable range', () => {
    const starts = startOptions({
      dayStart: t('00:00'),
      dayEnd: t('00:00') + 86_400_000,
      now: t('09:10'),
      scheduleTo: t('11:00'),
    });
    expect(starts).toEqual([t('09:00'), t('09:30'), t('10:00'), t('10:30')]);
  });

  it('offers ends until the first taken step', () => {
    expect(endOptions(t('09:00'), t('23:00'), busy, [1, 2], 1)).toEqual([t('09:30'), t('10:00')]);
    const any = endOptions(t('10:00'), t('23:00'), busy, [1, 2]);
    expect(any.at(-1)).toBe(t('11:00'));
    expect(endOptions(t('22:30'), t('23:00'), [], [1])).toEqual([t('23:00')]);
    expect(endOptions(t('00:00'), t('23:30'), [], [1])).toHaveLength((8 * 3_600_000) / STEP_MS);
  });

  it('lists the busy slots of a day and formats time left', () => {
    expect(busyBetween(busy, t('11:15'), t('11:20')).map((b) => b.deviceId)).toEqual([1, 2]);
    expect(formatLeft(3_723_000)).toBe('1:02:03');
    expect(formatLeft(90_061_000)).toBe('1d 1:01:01');
    expect(formatLeft(-5)).toBe('0:00:00');
  });
});
