import { hasPermission } from '../../platform/access';
import { definePolicy } from '../../platform/policy';

/** News is public to read; staff with the news permissions write it (the console's news area). */
export const newsPolicy = definePolicy<null, 'read' | 'update' | 'delete'>({
  read: () => true,
  update: (actor) => hasPermission(actor, 'news.update'),
  delete: (actor) => hasPermission(actor, 'news.delete'),
});
