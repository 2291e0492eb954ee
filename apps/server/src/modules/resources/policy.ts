import { USER_TYPE_ENTERPRISE } from '@occ/shared';
import { definePolicy } from '../../platform/policy';

/**
 * The directory and its download links are open to everyone (visitors included); uploading,
 * listing and withdrawing one's own resources needs a certified enterprise user (userType 1,
 * spec §6's enterprise guard). Ownership is part of every query (another's resource: 404).
 */
export const resourcesPolicy = definePolicy<null, 'read' | 'upload'>({
  read: () => true,
  upload: (actor) => actor !== null && actor.userType === USER_TYPE_ENTERPRISE,
});
