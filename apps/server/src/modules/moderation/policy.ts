import { definePolicy, isAdmin, type Actor } from '../../platform/policy';

export const MODERATION_PERMISSION = 'moderation.review';

/** Moderators: the admin role or the 'moderation.review' permission (0002 roles: admin, support). */
export const isModerator = (actor: Actor): boolean =>
  Boolean(actor) && (isAdmin(actor) || actor!.permissions.includes(MODERATION_PERMISSION));

export const moderationPolicy = definePolicy<null, 'manageWords' | 'handleReports'>({
  manageWords: isModerator,
  handleReports: isModerator,
});
