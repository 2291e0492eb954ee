import { definePolicy } from '../../platform/policy';
import { tokenAllows } from '../../platform/session';

/** Own profile only (there is no user id in these routes); a tool token needs the 'profile' scope. */
export const profilePolicy = definePolicy<null, 'read' | 'update'>({
  read: (actor) => tokenAllows(actor, 'profile'),
  update: (actor) => tokenAllows(actor, 'profile'),
});
