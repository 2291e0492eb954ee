import { USER_TYPE_ENTERPRISE } from '@occ/shared';
import { definePolicy } from '../../platform/policy';

/**
 * Following a vendor needs a login; editing a vendor's profile needs an enterprise user
 * (userType 1) — the service then checks the user is certified for the vendor's organisation.
 */
export const vendorsPolicy = definePolicy<null, 'follow' | 'editOwn'>({
  follow: (actor) => actor !== null,
  editOwn: (actor) => actor !== null && actor.userType === USER_TYPE_ENTERPRISE,
});
