import { describe, expect, it } from 'vitest';
import { eventPhase, signupWindowOf } from './schemas';

// Issue 19: "states derive correctly at the window edges" (signing up / not started / ongoing / ended).
describe('eventPhase at the edges', () => {
  const e = {
    signupOpensAt: new Date('2026-05-01T00:00:00Z'),
    signupClosesAt: new Date('2026-05-10T00:00:00Z'),
    startsAt: new Date('2026-05-12T00:00:00Z'),
    endsAt: new Date('2026-05-12T08:00:00Z'),
  };
  const at = (d: Date, ms = 0) => new Date(d.getTime() + ms);
  it('moves at the exact instants: opening, closing, start and end', () => {
    expect(eventPhase(e, at(e.signupOpensAt, -1))).toBe('notOpen');
    expect(eventPhase(e, e.signupOpensAt)).toBe('signingUp');
    expect(eventPhase(e, at(e.signupClosesAt, -1))).toBe('signingUp');
    expect(eventPhase(e, e.signupClosesAt)).toBe('notStarted');
    expect(eventPhase(e, at(e.startsAt, -1))).toBe('notStarted');
    expect(eventPhase(e, e.startsAt)).toBe('ongoing');
    expect(eventPhase(e, at(e.endsAt, -1))).toBe('ongoing');
    expect(eventPhase(e, e.endsAt)).toBe('ended');
  });
  it('the sign-up window opens at its start and is over at its end', () => {
    expect(signupWindowOf(e, at(e.signupOpensAt, -1))).toBe('notOpen');
    expect(signupWindowOf(e, e.signupOpensAt)).toBe('open');
    expect(signupWindowOf(e, at(e.signupClosesAt, -1))).toBe('open');
    expect(signupWindowOf(e, e.signupClosesAt)).toBe('ended');
  });
  it('a sign-up window reaching into the event: ongoing wins from the start', () => {
    const late = { ...e, signupClosesAt: at(e.endsAt, -1000) };
    expect(eventPhase(late, e.startsAt)).toBe('ongoing');
    expect(signupWindowOf(late, e.startsAt)).toBe('open');
  });
});
