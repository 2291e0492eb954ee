// The configured identity providers: 'sso' (the main single sign-on, Casdoor-compatible) from
// SSO_*, then any third-party OAuth/OIDC providers from OAUTH_PROVIDERS.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { ConfigError } from '../../config';
import { t } from '../../platform/i18n';

export const MAIN_PROVIDER = 'sso';

export interface SsoProvider {
  key: string;
  /** display name; null for the main provider, whose name is the localised ssoProviderLabel */
  label: string | null;
  issuer: string;
  /** issuer for development page hosts (falls back to `issuer`) */
  devIssuer: string | null;
  clientId: string;
  clientSecret: string;
}

const extraProvider = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/)
    .refine((k) => k !== MAIN_PROVIDER, `"${MAIN_PROVIDER}" is reserved for SSO_ISSUER`),
  label: z.string().min(1).max(40),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});

/** Parses the provider configuration; a malformed OAUTH_PROVIDERS stops the start-up. */
export function loadProviders(config: Config): SsoProvider[] {
  const list: SsoProvider[] = [];
  const mainIssuer = config.SSO_ISSUER ?? config.SSO_DEV_ISSUER;
  if (mainIssuer && config.SSO_CLIENT_ID) {
    list.push({
      key: MAIN_PROVIDER,
      label: null,
      issuer: mainIssuer,
      devIssuer: config.SSO_DEV_ISSUER ?? null,
      clientId: config.SSO_CLIENT_ID,
      clientSecret: config.SSO_CLIENT_SECRET ?? '',
    });
  }
  if (config.OAUTH_PROVIDERS) {
    let raw: unknown;
    try {
      raw = JSON.parse(config.OAUTH_PROVIDERS);
    } catch {
      throw new ConfigError('invalid configuration: OAUTH_PROVIDERS: not valid JSON');
    }
    const parsed = z.array(extraProvider).safeParse(raw);
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new ConfigError(`invalid configuration: OAUTH_PROVIDERS: ${lines.join('; ')}`);
    }
    for (const p of parsed.data) {
      if (list.some((q) => q.key === p.key))
        throw new ConfigError(`invalid configuration: OAUTH_PROVIDERS: duplicate key ${p.key}`);
      list.push({ ...p, devIssuer: null });
    }
  }
  return list;
}

/** Page hosts that count as development: loopback, *.localhost, *.test, *.local. */
export function isDevHost(host: string): boolean {
  const name = host
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  return (
    name === 'localhost' || name === '127.0.0.1' || name === '::1' || /\.(localhost|test|local)$/.test(name)
  );
}

/** The identity service address for a page served at `host`. */
export function issuerFor(provider: SsoProvider, host: string): string {
  return isDevHost(host) && provider.devIssuer ? provider.devIssuer : provider.issuer;
}

/** The name shown on the login button, in the request's language for the main provider. */
export const providerLabel = (req: FastifyRequest, p: SsoProvider) => p.label ?? t(req, 'ssoProviderLabel');
