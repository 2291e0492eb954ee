import { describe, expect, it } from 'vitest';
import { FOLLOW_TABS, followTabOf, personOf } from './api';

describe('personOf', () => {
  it('keeps what a row of the follow lists needs', () => {
    expect(
      personOf({
        id: 'u1',
        username: 'a1',
        nickname: 'A',
        avatarUrl: null,
        vendor: true,
        followState: 'mutual',
        since: '2026-01-01T00:00:00Z',
      }),
    ).toEqual({
      id: 'u1',
      nickname: 'A',
      avatarUrl: null,
      vendor: true,
      state: 'mutual',
      since: '2026-01-01T00:00:00Z',
    });
  });
});

describe('followTabOf', () => {
  it('reads ?tab= and falls back to people', () => {
    expect(followTabOf('vendors')).toBe('vendors');
    expect(followTabOf('people')).toBe('people');
    expect(followTabOf(null)).toBe('people');
    expect(followTabOf('fans')).toBe('people');
  });

  it('maps each tab to the API kind filter', () => {
    expect(Object.fromEntries(FOLLOW_TABS)).toEqual({ people: 'user', vendors: 'vendor' });
  });
});
