// openid-client configurations, discovered once per (issuer, client) and reused.
import * as client from 'openid-client';
import type { Config } from '../../config';
import type { SsoProvider } from './providers';

const discovered = new Map<string, Promise<client.Configuration>>();

/** Discovery of `<issuer>/.well-known/openid-configuration` (Casdoor serves it there too). */
export function clientConfig(
  config: Config,
  provider: SsoProvider,
  issuer: string,
): Promise<client.Configuration> {
  const key = `${issuer}\n${provider.clientId}\n${provider.clientSecret}`;
  let entry = discovered.get(key);
  if (!entry) {
    // plain http only for local identity services outside production
    const insecure = !config.isProduction && issuer.startsWith('http:');
    entry = client.discovery(new URL(issuer), provider.clientId, provider.clientSecret, undefined, {
      execute: insecure ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    // a failed discovery is retried on the next request instead of being cached
    entry.catch(() => discovered.delete(key));
    discovered.set(key, entry);
  }
  return entry;
}
