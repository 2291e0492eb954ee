import { describe, expect, it } from 'vitest';
import { coverSrc, DEFAULT_COVERS } from './post-covers';

describe('post covers', () => {
  it('maps each default token to its static image', () => {
    expect(DEFAULT_COVERS.map(coverSrc)).toEqual(['/covers/1.svg', '/covers/2.svg', '/covers/3.svg']);
  });
  it('keeps an uploaded image and falls back to the first default when there is none', () => {
    const url = '/uploads/community/0123456789abcdef0123456789abcdef.webp';
    expect(coverSrc(url)).toBe(url);
    expect(coverSrc('')).toBe('/covers/1.svg');
    expect(coverSrc(null)).toBe('/covers/1.svg');
  });
});
