import { definePolicy } from '../../platform/policy';
import { isModerator } from '../moderation/policy';

/** The review queue and the moderation log: moderators only (admin, or 'moderation.review'). */
export const reviewPolicy = definePolicy<null, 'list' | 'decide' | 'log'>({
  list: isModerator,
  decide: isModerator,
  log: isModerator,
});
