import { definePolicy } from '../../platform/policy';

/**
 * Approving a device hands out a token for the account, so it needs the owner at the browser:
 * a logged-in session, never a bearer token (a tool must not authorise further tools).
 */
export const deviceAuthPolicy = definePolicy<null, 'lookup' | 'decide'>({
  lookup: (actor) => actor?.via === 'session',
  decide: (actor) => actor?.via === 'session',
});
