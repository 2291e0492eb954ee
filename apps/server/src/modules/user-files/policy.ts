import { definePolicy } from '../../platform/policy';

/** My files: any signed-in user manages their own; ownership is part of every query (404 otherwise). */
export const userFilesPolicy = definePolicy<null, 'manage'>({
  manage: (actor) => actor !== null,
});
