import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { oauthApps } from '../../db/schema';
import { loadProviders, type SsoProvider } from './providers';

/** How long a process trusts its list of console-managed providers (other processes' edits). */
const TTL_MS = 5_000;
/** Bumped by every console write of a provider: this process re-reads at once. */
let generation = 0;
export const forgetProviders = () => {
  generation += 1;
};

/**
 * The login providers: those of the configuration (SSO_*, OAUTH_PROVIDERS; checked at start-up)
 * first, then the enabled ones managed in the console (`app`), whose keys never shadow the
 * configuration's.
 */
export class ProviderDirectory {
  private readonly fixed: SsoProvider[];
  private cached: { at: number; generation: number; list: SsoProvider[] } | null = null;

  constructor(
    private readonly db: Db,
    config: Config,
  ) {
    this.fixed = loadProviders(config);
  }

  async list(): Promise<SsoProvider[]> {
    const c = this.cached;
    if (c && c.generation === generation && Date.now() - c.at < TTL_MS) return c.list;
    const rows = await this.db
      .select()
      .from(oauthApps)
      .where(eq(oauthApps.enabled, true))
      .orderBy(asc(oauthApps.sort), asc(oauthApps.key));
    const taken = new Set(this.fixed.map((p) => p.key));
    const list = [
      ...this.fixed,
      ...rows
        .filter((r) => !taken.has(r.key))
        .map((r) => ({
          key: r.key,
          label: r.label,
          issuer: r.issuer,
          devIssuer: null,
          clientId: r.clientId,
          clientSecret: r.clientSecret,
        })),
    ];
    this.cached = { at: Date.now(), generation, list };
    return list;
  }

  async find(key: string): Promise<SsoProvider | null> {
    return (await this.list()).find((p) => p.key === key) ?? null;
  }
}

const directories = new WeakMap<object, ProviderDirectory>();

/** The app's one directory (the configuration is parsed, and refused when malformed, at start-up). */
export function providerDirectoryOf(app: { database: { db: Db }; config: Config }): ProviderDirectory {
  let d = directories.get(app);
  if (!d) {
    d = new ProviderDirectory(app.database.db, app.config);
    directories.set(app, d);
  }
  return d;
}
