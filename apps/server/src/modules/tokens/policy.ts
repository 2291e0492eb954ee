import { definePolicy } from '../../platform/policy';

/**
 * Tool tokens are managed by their owner from the browser: a bearer token can neither list nor
 * revoke tokens. Ownership is part of every query (another user's token id is simply not found).
 */
export const tokensPolicy = definePolicy<null, 'manage'>({
  manage: (actor) => actor?.via === 'session',
});
