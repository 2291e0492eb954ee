import type { AuditAction } from '@occ/shared/admin';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { SessionUser } from './session';

export interface AuditEntry {
  resource: string;
  recordId: string | number;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
}

const json = (v: unknown) => JSON.stringify(v ?? null);

/** Changed fields only: { field: { before, after } }; whole values when either side is not an object. */
export function changedFields(
  before: unknown,
  after: unknown,
): Record<string, { before: unknown; after: unknown }> {
  const isObj = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!isObj(before) || !isObj(after)) {
    return json(before) === json(after) ? {} : { value: { before: before ?? null, after: after ?? null } };
  }
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (json(before[key]) !== json(after[key]))
      out[key] = { before: before[key] ?? null, after: after[key] ?? null };
  }
  return out;
}

/**
 * One audit row for one console write, written with `tx` so it commits or rolls back with the
 * change it describes. Rows are never updated or deleted (no endpoint writes them otherwise).
 */
/** Who acts and from where: a request, or a reviewer known without one. */
export interface AuditSource {
  user: SessionUser | null;
  ip?: string;
}

export async function writeAudit(tx: Db, req: AuditSource, entry: AuditEntry): Promise<void> {
  const user = req.user;
  await tx.insert(auditLog).values({
    actorId: user?.id ?? null,
    actorName: user?.username ?? '-',
    resource: entry.resource,
    recordId: String(entry.recordId),
    action: entry.action,
    changes: changedFields(entry.before, entry.after),
    ip: req.ip ?? null,
  });
}
