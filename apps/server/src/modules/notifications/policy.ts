import { definePolicy } from '../../platform/policy';

/**
 * Notifications and direct messages belong to one user: every action needs a browser session
 * (services always scope by the actor's own id, so nobody reads or marks another's).
 */
export const notificationPolicy = definePolicy<null, 'read' | 'markRead'>({
  read: (actor) => actor?.via === 'session',
  markRead: (actor) => actor?.via === 'session',
});
