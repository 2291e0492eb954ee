import crypto from 'node:crypto';
import { registerTarget, type TargetSummary } from './targets';

/** Tests only: a 'test-item' target type backed by a map, so C1 tests do not depend on questions. */
const items = new Map<string, TargetSummary>();
registerTarget('test-item', { exists: async (_db, id) => items.get(id) ?? null });

export function testItem(authorId: string, title = 'Test item'): string {
  const id = crypto.randomUUID();
  items.set(id, { authorId, title, link: `/test/${id}` });
  return id;
}
export const removeTestItem = (id: string) => items.delete(id);
