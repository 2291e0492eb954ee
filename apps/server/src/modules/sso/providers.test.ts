import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { testConfig } from '../../test/harness';
import { isDevHost, issuerFor, loadProviders } from './providers';

const sso = {
  SSO_ISSUER: 'https://sso.example.com',
  SSO_DEV_ISSUER: 'http://127.0.0.1:8000',
  SSO_CLIENT_ID: 'portal',
  SSO_CLIENT_SECRET: 's',
};

describe('loadProviders', () => {
  it('has none without configuration', () => {
    expect(loadProviders(testConfig())).toEqual([]);
  });

  it("puts the main single sign-on first, then OAUTH_PROVIDERS' entries", () => {
    const list = loadProviders(
      testConfig({
        ...sso,
        OAUTH_PROVIDERS: JSON.stringify([
          { key: 'gitee', label: 'Gitee', issuer: 'https://gitee.example', clientId: 'a', clientSecret: 'b' },
        ]),
      }),
    );
    expect(list.map((p) => [p.key, p.label])).toEqual([
      ['sso', null],
      ['gitee', 'Gitee'],
    ]);
  });

  it('stops the start-up on a malformed OAUTH_PROVIDERS', () => {
    for (const bad of [
      'not json',
      '[{"key":"sso","label":"x","issuer":"https://a.b","clientId":"a","clientSecret":"b"}]',
      '[{"key":"Bad Key"}]',
    ])
      expect(() => loadProviders(testConfig({ OAUTH_PROVIDERS: bad })), bad).toThrow(ConfigError);
  });
});

describe('identity service by page host', () => {
  const [main] = loadProviders(testConfig(sso));

  it('treats loopback and *.localhost/*.test/*.local as development hosts', () => {
    for (const h of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:8080',
      '[::1]:3000',
      'portal.localhost',
      'occ.test',
      'box.local',
    ])
      expect(isDevHost(h), h).toBe(true);
    for (const h of ['occ.example.com', 'localhost.example.com', 'test.example.com'])
      expect(isDevHost(h), h).toBe(false);
  });

  it('uses SSO_DEV_ISSUER for development hosts and SSO_ISSUER otherwise', () => {
    expect(issuerFor(main!, 'localhost:3000')).toBe(sso.SSO_DEV_ISSUER);
    expect(issuerFor(main!, 'occ.example.com')).toBe(sso.SSO_ISSUER);
    const [noDev] = loadProviders(testConfig({ ...sso, SSO_DEV_ISSUER: '' }));
    expect(issuerFor(noDev!, 'localhost:3000')).toBe(sso.SSO_ISSUER);
  });
});
