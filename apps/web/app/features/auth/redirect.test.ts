import { describe, expect, it } from 'vitest';
import { loginHref, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths of this site with their query', () => {
    expect(safeRedirect('/people/my/basic')).toBe('/people/my/basic');
    expect(safeRedirect('/auth/cdk/login?user_code=AB-CD')).toBe('/auth/cdk/login?user_code=AB-CD');
  });

  it('refuses other sites, schemes and empty values', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
      '/\u0000//x',
    ])
      expect(safeRedirect(bad)).toBe('/');
  });

  it('never sends a fresh login back into the login flow', () => {
    expect(safeRedirect('/auth/login?redirect=/x')).toBe('/');
    expect(safeRedirect('/logout')).toBe('/');
    expect(safeRedirect('/auth/register', '/home')).toBe('/home');
  });

  it('builds the login link for a page', () => {
    expect(loginHref('/people/my/basic?tab=1')).toBe('/auth/login?redirect=%2Fpeople%2Fmy%2Fbasic%3Ftab%3D1');
    expect(loginHref('/')).toBe('/auth/login');
    expect(loginHref('/auth/login?redirect=/x')).toBe('/auth/login');
  });
});
