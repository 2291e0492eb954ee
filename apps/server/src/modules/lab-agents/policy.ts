import { definePolicy, isAdmin } from '../../platform/policy';
import { LAB_MANAGE_PERMISSION } from '../lab-inventory/policy';

/** Lab agents are administered like the rest of the lab inventory: 'lab.manage' or admin, by session. */
export const labAgentsPolicy = definePolicy<null, 'manage'>({
  manage: (actor) =>
    actor?.via === 'session' && (isAdmin(actor) || actor.permissions.includes(LAB_MANAGE_PERMISSION)),
});
