import { hasPermission } from '../../platform/access';
import { definePolicy } from '../../platform/policy';

/**
 * Competitions: anyone reads; a logged-in user creates or joins a team; team members save their
 * work; judges (`competition.judge`) score; the activity managers set phases and publish winners.
 */
export const competitionsPolicy = definePolicy<null, 'read' | 'take-part' | 'judge' | 'manage' | 'publish'>({
  read: () => true,
  'take-part': (actor) => actor !== null,
  judge: (actor) => hasPermission(actor, 'competition.judge'),
  manage: (actor) => hasPermission(actor, 'activity.update'),
  publish: (actor) => hasPermission(actor, 'activity.publish'),
});
