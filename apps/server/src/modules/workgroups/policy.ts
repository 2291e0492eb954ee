import { hasPermission } from '../../platform/access';
import { definePolicy } from '../../platform/policy';

/**
 * Anyone signed in may ask to join or leave; a join request is decided by one of the group's
 * maintainers or by staff holding `workgroups.update` (the permission table).
 */
export const workgroupsPolicy = definePolicy<{ maintainer: boolean }, 'join' | 'decide'>({
  join: (actor) => actor !== null,
  decide: (actor, wg) => actor !== null && (wg.maintainer || hasPermission(actor, 'workgroups.update')),
});
