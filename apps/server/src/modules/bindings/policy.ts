import { definePolicy } from '../../platform/policy';

/**
 * A user's own bindings (security settings). Only the browser session may read or change them:
 * a tool's bearer token must never be able to swap the e-mail or mobile used to recover the account.
 */
export const bindingsPolicy = definePolicy<null, 'read' | 'change'>({
  read: (actor) => actor?.via === 'session',
  change: (actor) => actor?.via === 'session',
});
