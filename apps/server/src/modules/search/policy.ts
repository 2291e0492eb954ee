import { definePolicy } from '../../platform/policy';

/**
 * Search is public to read. Visibility is decided per kind when indexing (`registry.ts`
 * `visible`): only what every visitor may read enters the index, so nothing is filtered per user.
 */
export const searchPolicy = definePolicy<null, 'read'>({ read: () => true });
