import { describe, expect, it } from 'vitest';
import { lessonLocked, lockedStages, stageNumberOf } from './stages';

const lessons = [
  { id: 1, stage: 1 },
  { id: 2, stage: 1 },
  { id: 3, stage: 2 },
  { id: 4, stage: 3 },
];
const open = { requiresPrevious: false };
const gated = { requiresPrevious: true };

describe('course stages', () => {
  it('locks a stage that requires the previous one until that one is complete', () => {
    expect([...lockedStages([open, gated, open], lessons, new Set([1]))]).toEqual([2]);
    expect([...lockedStages([open, gated, open], lessons, new Set([1, 2]))]).toEqual([]);
  });

  it('keeps a chain locked while an earlier stage is locked', () => {
    expect([...lockedStages([open, gated, gated], lessons, new Set([3]))]).toEqual([2, 3]);
    expect([...lockedStages([open, gated, gated], lessons, new Set([1, 2]))]).toEqual([3]);
    expect(lessonLocked([open, gated, gated], lessons, new Set([1, 2, 3]), 4)).toEqual({
      locked: false,
      stage: 3,
    });
  });

  it('never locks the first stage or a course without stages', () => {
    expect(lockedStages([gated], lessons, new Set()).size).toBe(0);
    expect(lockedStages([], lessons, new Set()).size).toBe(0);
    expect(stageNumberOf(7, 3)).toBe(3);
    expect(stageNumberOf(0, 0)).toBe(1);
  });
});
