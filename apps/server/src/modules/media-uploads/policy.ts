import { definePolicy } from '../../platform/policy';

/**
 * Resumable video uploads: any logged-in user starts one; only its uploader continues, reads or
 * cancels it (the routes answer 404 to anyone else, so upload ids reveal nothing).
 */
export const uploadPolicy = definePolicy<{ userId: string } | null, 'start' | 'use'>({
  start: (actor) => actor !== null,
  use: (actor, r) => actor !== null && r !== null && r.userId === actor.id,
});
