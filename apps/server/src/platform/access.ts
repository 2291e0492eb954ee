import { holds } from '@occ/shared/admin';
import type { Actor } from './policy';
import { forbidden, needLogin } from './errors';

/**
 * The permission table's one check (DESIGN §10): `permission` is `resource.action`; `owned` says
 * the row belongs to the actor, so a conditional grant (`resource.action:own`) counts too.
 * Console operations ask for a browser session: bearer tokens carry only their own scopes.
 */
export function hasPermission(actor: Actor, permission: string, owned = false): boolean {
  return actor?.via === 'session' && holds(actor, permission, owned);
}

/** 401 for a visitor, 403 for a user whose roles do not grant `permission`. */
export function requirePermission(actor: Actor, permission: string, owned = false): void {
  if (hasPermission(actor, permission, owned)) return;
  throw actor ? forbidden() : needLogin();
}
