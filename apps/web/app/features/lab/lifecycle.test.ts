import { describe, expect, it } from 'vitest';
import { canCancel, canEnter, canRelease, isRunning } from './lifecycle';

const slot = { startsAt: '2026-05-04T10:00:00Z', endsAt: '2026-05-04T12:00:00Z' };
const at = (hhmm: string) => Date.parse(`2026-05-04T${hhmm}:00Z`);

describe('reservation actions by status and clock', () => {
  it('cancel before the start only, for a booked slot', () => {
    expect(canCancel({ ...slot, status: 'reserving' }, at('09:59'))).toBe(true);
    expect(canCancel({ ...slot, status: 'reserving' }, at('10:00'))).toBe(false);
    expect(canCancel({ ...slot, status: 'cancelled' }, at('09:00'))).toBe(false);
  });

  it('release and enter while the slot runs, even before the sweeper promoted it', () => {
    expect(canRelease({ ...slot, status: 'reserving' }, at('10:05'))).toBe(true);
    expect(canEnter({ ...slot, status: 'successful' }, at('11:59'))).toBe(true);
    expect(isRunning({ ...slot, status: 'successful' }, at('12:00'))).toBe(false);
    expect(canRelease({ ...slot, status: 'released' }, at('10:30'))).toBe(false);
    expect(canRelease({ ...slot, status: 'reserving' }, at('09:30'))).toBe(false);
  });
});
