import { describe, expect, it } from 'vitest';
import {
  coveredSeconds,
  mergeSegment,
  watchComplete,
  watchPercent,
  watchReport,
  type Segment,
} from './watch';

describe('video lesson segments', () => {
  it('joins overlapping and touching segments, keeps gaps', () => {
    let s: Segment[] = [];
    s = mergeSegment(s, [10, 20]);
    s = mergeSegment(s, [0, 10]);
    s = mergeSegment(s, [30, 40]);
    s = mergeSegment(s, [35, 50]);
    expect(s).toEqual([
      [0, 20],
      [30, 50],
    ]);
    expect(coveredSeconds(s, 100)).toBe(40);
  });

  it('counts nothing past the end and is complete at 90%', () => {
    expect(coveredSeconds([[90, 120]], 100)).toBe(10);
    expect(watchComplete([[0, 89]], 100)).toBe(false);
    expect(watchComplete([[0, 90]], 100)).toBe(true);
    expect(watchPercent([[0, 45]], 100)).toBe(45);
  });

  it('never invents coverage when the list overflows: the shortest segment goes', () => {
    let s: Segment[] = [];
    for (let i = 0; i < 250; i++) s = mergeSegment(s, [i * 3, i * 3 + 1 + (i === 7 ? 1 : 0)]);
    expect(s).toHaveLength(200);
    expect(coveredSeconds(s, 10_000)).toBeLessThanOrEqual(201);
    expect(s).toContainEqual([21, 23]);
  });

  it('refuses an empty, long or out-of-range report', () => {
    const ok = { from: 0, to: 10, duration: 100, position: 10 };
    expect(watchReport.safeParse(ok).success).toBe(true);
    expect(watchReport.safeParse({ ...ok, to: 0 }).success).toBe(false);
    expect(watchReport.safeParse({ ...ok, to: 100, from: 0 }).success).toBe(false);
    expect(watchReport.safeParse({ ...ok, from: 95, to: 120 }).success).toBe(false);
    expect(watchReport.safeParse({ ...ok, from: Number.NaN }).success).toBe(false);
  });
});
