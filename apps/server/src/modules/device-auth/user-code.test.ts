import { describe, expect, it } from 'vitest';
import { newUserCode, normalizeUserCode } from './user-code';

describe('device user codes', () => {
  it('are XXXX-XXXX from the unambiguous alphabet and differ between calls', () => {
    const codes = new Set(Array.from({ length: 50 }, newUserCode));
    expect(codes.size).toBe(50);
    for (const c of codes) expect(c).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
  });

  it('normalise case, spaces and dashes as typed', () => {
    expect(normalizeUserCode('wdjb-mjht')).toBe('WDJB-MJHT');
    expect(normalizeUserCode(' WDJB MJHT ')).toBe('WDJB-MJHT');
    expect(normalizeUserCode('wdjbmjht')).toBe('WDJB-MJHT');
  });

  it('refuse the wrong length and characters outside the alphabet', () => {
    expect(normalizeUserCode('WDJB-MJH')).toBeNull();
    expect(normalizeUserCode('WDJB-MJHA')).toBeNull(); // vowel
    expect(normalizeUserCode('WDJB-MJH0')).toBeNull(); // digit
    expect(normalizeUserCode('')).toBeNull();
  });
});
