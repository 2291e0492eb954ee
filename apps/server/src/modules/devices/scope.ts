import { eq } from 'drizzle-orm';
import { holds } from '@occ/shared/admin/permissions';
import type { Db } from '../../db/client';
import { deviceProducts } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { organisationOf } from '../enterprise/organisation';
import { Code } from '@occ/shared';

export const DEVICES_MANAGE = 'devices.manage';
export type ProductRow = typeof deviceProducts.$inferSelect;

/** Who sees which rows: vendor staff every organisation's, a member their own organisation's. */
export type Scope = { all: true; organisation: string | null } | { all: false; organisation: string | null };

export async function scopeOf(db: Db, actor: NonNullable<Actor>): Promise<Scope> {
  const organisation = (await organisationOf(db, actor.id))?.code ?? null;
  return holds(actor, DEVICES_MANAGE) ? { all: true, organisation } : { all: false, organisation };
}

export const sees = (scope: Scope, row: { organisation: string }) =>
  scope.all || (scope.organisation !== null && scope.organisation === row.organisation);

/** A product the scope sees, else 404 (another organisation's product does not exist for them). */
export async function visibleProduct(db: Db, scope: Scope, id: string): Promise<ProductRow> {
  const [row] = await db.select().from(deviceProducts).where(eq(deviceProducts.id, id)).limit(1);
  if (!row || !sees(scope, row)) throw notFound();
  return row;
}

/** The organisation a new product belongs to: the creator's; staff without one cannot create. */
export function creatingOrganisation(scope: Scope): string {
  if (!scope.organisation) throw new AppError(403, Code.FORBIDDEN, 'deviceNoOrganisation');
  return scope.organisation;
}
