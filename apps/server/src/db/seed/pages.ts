import { pageAreaBody } from '@occ/shared/admin';
import type { Db } from '../client';
import { pages } from '../schema';
import { seedPages as servicePages } from './data/pages';
import { collegePages } from './data/pages-college';

const data = [...servicePages, ...collegePages];

/**
 * The /service pages, /iscas and the college's programme pages, published. Idempotent: a page whose address name exists (staff
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
