import { describe, expect, it } from 'vitest';
import { isSafeReturnTo } from './return-to';

describe('isSafeReturnTo', () => {
  it('accepts pages of this site', () => {
    for (const p of ['/', '/community/qa', '/community/qa?page=2#top', '/new/12', '/people/my/safe?tab=bind'])
      expect(isSafeReturnTo(p), p).toBe(true);
  });

  it('refuses anything that can leave the site', () => {
    for (const p of [
      '',
      'community',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '/path\\..\\x',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\tevil',
      '/a\nb',
      `/${'x'.repeat(512)}`,
    ])
      expect(isSafeReturnTo(p), JSON.stringify(p)).toBe(false);
  });
});
