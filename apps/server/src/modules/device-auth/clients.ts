// Known clients of the device authorization grant (RFC 8628). Public clients: a desktop tool
// cannot keep a secret, so the client id only names the tool and bounds the scopes it may get.

export interface DeviceClient {
  id: string;
  name: string;
  /** the scopes this client may be granted (space-separated in requests and tokens) */
  scopes: readonly string[];
  /** lifetime of the bearer tokens issued to it */
  tokenTtlDays: number;
}

export const DEVICE_CLIENTS: Readonly<Record<string, DeviceClient>> = {
  'occ-desktop': {
    id: 'occ-desktop',
    name: 'OCC Desktop Tool',
    scopes: ['profile', 'lab'],
    tokenTtlDays: 90,
  },
};

export const deviceClient = (id: string): DeviceClient | null =>
  Object.hasOwn(DEVICE_CLIENTS, id) ? DEVICE_CLIENTS[id]! : null;

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
