import type { FastifyRequest } from 'fastify';
import { Code, fieldLabel } from '@occ/shared';
import type { AdminAreaDeclaration } from '@occ/shared/admin';
import { AppError } from '../errors';
import { contentLocaleOf, t } from '../i18n';

// Write-only fields (`kind: 'secret'`, a client secret): never read back, never written to the
// audit log, required when an item is created, and kept as stored when a save leaves them empty.

type Body = Record<string, unknown>;
const MASK = '••••••';

const secretNames = (decl: AdminAreaDeclaration) =>
  decl.fields.filter((f) => f.kind === 'secret').map((f) => f.name);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** What a save writes: a secret left empty keeps the stored value. */
export function withoutEmptySecrets(decl: AdminAreaDeclaration, body: Body): Body {
  const out = { ...body };
  for (const name of secretNames(decl)) if (isEmpty(out[name])) delete out[name];
  return out;
}

/** What the audit log records: that a secret changed, never its value. */
export function maskSecrets(decl: AdminAreaDeclaration, body: Body): Body {
  const out = { ...body };
  for (const name of secretNames(decl)) if (!isEmpty(out[name])) out[name] = MASK;
  return out;
}

/** A new item needs its required secrets: 422 naming the first missing one. */
export function requireSecrets(req: FastifyRequest, decl: AdminAreaDeclaration, body: Body): void {
  for (const f of decl.fields) {
    if (f.kind !== 'secret' || !f.required || !isEmpty(body[f.name])) continue;
    const label = fieldLabel(f.name, contentLocaleOf(req));
    throw new AppError(422, Code.VALIDATION_FAILED, 'fieldRequired', { field: label }, [
      { field: f.name, message: t(req, 'fieldRequired', { field: label }) },
    ]);
  }
}
