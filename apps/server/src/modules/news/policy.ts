import { definePolicy, isAdmin } from '../../platform/policy';

/** News is public to read; only administrators write it. */
export const newsPolicy = definePolicy<null, 'read' | 'create' | 'update' | 'delete'>({
  read: () => true,
  create: (actor) => isAdmin(actor),
  update: (actor) => isAdmin(actor),
  delete: (actor) => isAdmin(actor),
});
