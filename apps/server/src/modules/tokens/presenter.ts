import type { ToolToken } from '@occ/shared';
import type { TokenRow } from './service';

/** Never the hash: only what the owner needs to recognise and revoke a token. */
export function presentToken(row: TokenRow): ToolToken {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
