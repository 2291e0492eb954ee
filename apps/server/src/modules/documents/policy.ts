import { hasPermission } from '../../platform/access';
import { definePolicy } from '../../platform/policy';

/** Published documents are public; anyone may send feedback (visitors with the graphic code). */
export const documentsPolicy = definePolicy<null, 'read' | 'feedback' | 'vote' | 'preview'>({
  read: () => true,
  feedback: () => true,
  vote: () => true,
  preview: (actor) => hasPermission(actor, 'documents.read'),
});
