import { pageAreaBody } from '@occ/shared/admin';
import type { Db } from '../client';
import { pages } from '../schema';
import { seedPages as data } from './data/pages';

/**
 * The /service pages and /iscas, published. Idempotent: a page whose address name exists (staff
 * may have edited it) is left alone, so it runs on every start with demo data on.
 */
export async function seedPages(db: Db): Promise<number> {
  const now = new Date();
  const rows = await db
    .insert(pages)
    .values(data.map((p) => ({ ...pageAreaBody.parse(p), publishedAt: now })))
    .onConflictDoNothing({ target: pages.slug })
    .returning({ id: pages.id });
  return rows.length;
}
