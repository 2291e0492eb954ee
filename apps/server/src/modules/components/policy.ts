import { definePolicy } from '../../platform/policy';

/** Published components are public to read; the console's component area guards the writes. */
export const componentsPolicy = definePolicy<null, 'read'>({
  read: () => true,
});
