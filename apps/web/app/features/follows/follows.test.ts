import { describe, expect, it } from 'vitest';
import { personOf } from './api';

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
