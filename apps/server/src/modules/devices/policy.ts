import { definePolicy } from '../../platform/policy';

/**
 * The device console is used from the browser (a session); which rows a user sees is decided by
 * scope.ts (organisation, or the `devices.manage` permission of the vendor's staff).
 */
export const devicesPolicy = definePolicy<null, 'use'>({
  use: (actor) => actor?.via === 'session',
});
