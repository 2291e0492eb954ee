import { USER_TYPE_ENTERPRISE } from '@occ/shared';
import { hasPermission } from '../../platform/access';
import { definePolicy } from '../../platform/policy';

/**
 * The directory and its download links are open to everyone (visitors included). Uploading,
 * listing and withdrawing one's own resources is the enterprise guard of spec §6: a certified
 * enterprise user (userType 1, given with the `enterprise` role and its `enterprise.downloads`
 * permission when the certification is approved). Ownership is part of every query (another's
 * resource: 404).
 */
export const resourcesPolicy = definePolicy<null, 'read' | 'upload'>({
  read: () => true,
  upload: (actor) =>
    actor !== null && actor.userType === USER_TYPE_ENTERPRISE && hasPermission(actor, 'enterprise.downloads'),
});
