import crypto from 'node:crypto';

// RFC 8628 §6.1: user codes from 20 consonants (no vowels, so no words; no 0/O or 1/I confusion),
// 8 characters shown as XXXX-XXXX: 20^8 ≈ 2.6e10 codes for a 10-minute life.
const ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
const LENGTH = 8;

export function newUserCode(): string {
  let s = '';
  for (let i = 0; i < LENGTH; i++) s += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

/** What the user typed → the stored form (case, spaces and dashes ignored), or null. */
export function normalizeUserCode(input: string): string | null {
  const s = input.toUpperCase().replace(/[\s-]/g, '');
  if (s.length !== LENGTH || [...s].some((c) => !ALPHABET.includes(c))) return null;
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}
