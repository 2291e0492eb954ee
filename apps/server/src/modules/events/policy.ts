import { hasPermission } from '../../platform/access';
import { definePolicy } from '../../platform/policy';

/** Events are public to read; signing up needs a login; the console's activity area manages them. */
export const eventsPolicy = definePolicy<null, 'read' | 'signUp' | 'manage'>({
  read: () => true,
  signUp: (actor) => actor !== null,
  manage: (actor) => hasPermission(actor, 'activity.update'),
});
