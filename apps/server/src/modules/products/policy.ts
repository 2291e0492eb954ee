import { definePolicy } from '../../platform/policy';

/** Published products are public to read; the console's product area guards the writes. */
export const productsPolicy = definePolicy<null, 'read'>({
  read: () => true,
});
