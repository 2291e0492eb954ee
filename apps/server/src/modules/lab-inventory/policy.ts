import { definePolicy, isAdmin } from '../../platform/policy';

export const LAB_MANAGE_PERMISSION = 'lab.manage';

/** The inventory is managed from the admin console: 'lab.manage' (0005 migration) or admin, by session. */
export const labInventoryPolicy = definePolicy<null, 'manage'>({
  manage: (actor) =>
    actor?.via === 'session' && (isAdmin(actor) || actor.permissions.includes(LAB_MANAGE_PERMISSION)),
});
