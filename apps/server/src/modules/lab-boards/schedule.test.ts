import { describe, expect, it } from 'vitest';
import { scheduleOf } from './schedule';

const at = (s: string) => new Date(s);

describe('scheduleOf', () => {
  it('starts at the next half hour and stops at the horizon, on a half hour', () => {
    const r = scheduleOf(at('2026-03-01T10:07:00Z'), 14, null);
    expect(r.scheduleFrom.toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(r.scheduleTo.toISOString()).toBe('2026-03-15T10:00:00.000Z');
  });

  it('keeps a time already on a boundary', () => {
    const r = scheduleOf(at('2026-03-01T10:30:00Z'), 1, null);
    expect(r.scheduleFrom.toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(r.scheduleTo.toISOString()).toBe('2026-03-02T10:30:00.000Z');
  });

  it('stops at the end date when it comes first, and is empty once it has passed', () => {
    const now = at('2026-03-01T10:07:00Z');
    expect(scheduleOf(now, 14, at('2026-03-05T17:45:00Z')).scheduleTo.toISOString()).toBe(
      '2026-03-05T17:30:00.000Z',
    );
    const ended = scheduleOf(now, 14, at('2026-02-01T00:00:00Z'));
    expect(ended.scheduleTo).toEqual(ended.scheduleFrom);
  });
});
