import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiClients } from '../../db/schema';

// Clients of the device authorization grant (RFC 8628), managed in the console's `cdk` area. Public clients: a desktop tool
// cannot keep a secret, so the client id only names the tool and bounds the scopes it may get.

export interface DeviceClient {
  id: string;
  name: string;
  /** the scopes this client may be granted (space-separated in requests and tokens) */
  scopes: readonly string[];
  /** lifetime of the bearer tokens issued to it */
  tokenTtlDays: number;
}

/** An enabled client of the `cdk` console area (api_clients), or null. */
export async function deviceClient(db: Db, id: string): Promise<DeviceClient | null> {
  const [row] = await db
    .select({
      id: apiClients.clientId,
      name: apiClients.name,
      scopes: apiClients.scopes,
      tokenTtlDays: apiClients.tokenTtlDays,
    })
    .from(apiClients)
    .where(and(eq(apiClients.clientId, id), eq(apiClients.enabled, true)))
    .limit(1);
  return row ?? null;
}

/**
 * The scopes granted for a request: all of the client's when none are asked for, otherwise the
 * asked ones if every one is allowed (null = invalid_scope).
 */
export function grantedScope(client: DeviceClient, requested: string | undefined): string | null {
  const asked = (requested ?? '').split(' ').filter(Boolean);
  if (asked.length === 0) return client.scopes.join(' ');
  if (!asked.every((s) => client.scopes.includes(s))) return null;
  return [...new Set(asked)].join(' ');
}
