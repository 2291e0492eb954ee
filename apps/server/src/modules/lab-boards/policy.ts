import { definePolicy } from '../../platform/policy';

/** The board catalogue is public; collecting (and filtering by my collection) needs a login. */
export const labBoardsPolicy = definePolicy<null, 'read' | 'collect'>({
  read: () => true,
  collect: (actor) => actor !== null,
});
