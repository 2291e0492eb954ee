import { hasPermission } from '../../platform/access';
import { definePolicy } from '../../platform/policy';

/**
 * Events are public to read; signing up needs a login; the console's activity area manages them;
 * staff with `activity.checkin` check participants in at the door.
 */
export const eventsPolicy = definePolicy<null, 'read' | 'signUp' | 'manage' | 'checkIn'>({
  read: () => true,
  signUp: (actor) => actor !== null,
  manage: (actor) => hasPermission(actor, 'activity.update'),
  checkIn: (actor) => hasPermission(actor, 'activity.checkin'),
});
