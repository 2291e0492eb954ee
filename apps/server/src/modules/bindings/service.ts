import { and, eq, ne } from 'drizzle-orm';
import { Code, type Bindings, type TargetKind } from '@occ/shared';
import type { Db } from '../../db/client';
import { identities, users } from '../../db/schema';
import { AppError } from '../../platform/errors';

export async function loadAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, email: users.email, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The user's contacts and provider accounts; `providers` are the configured ones (key → label). */
export async function listBindings(
  db: Db,
  userId: string,
  providers: { key: string; label: string }[],
): Promise<Bindings> {
  const account = await loadAccount(db, userId);
  const linked = await db
    .select({ provider: identities.provider, accountName: identities.accountName })
    .from(identities)
    .where(eq(identities.userId, userId));
  const byKey = new Map(linked.map((l) => [l.provider, l.accountName]));
  // a provider removed from the configuration still shows while bound, so it can be unbound
  const shown = [
    ...providers,
    ...linked
      .filter((l) => !providers.some((p) => p.key === l.provider))
      .map((l) => ({ key: l.provider, label: l.provider })),
  ];
  return {
    email: account?.email ?? null,
    mobile: account?.mobile ?? null,
    hasPassword: Boolean(account?.passwordHash),
    providers: shown.map((p) => ({
      provider: p.key,
      label: p.label,
      bound: byKey.has(p.key),
      accountName: byKey.get(p.key) ?? null,
    })),
  };
}

const TAKEN = { email: 'emailTaken', mobile: 'mobileTaken' } as const;

function isUniqueViolation(e: unknown): boolean {
  for (let err = e as { code?: string; cause?: unknown } | undefined; err; err = err.cause as typeof err) {
    if (err.code === '23505') return true;
  }
  return false;
}

/** Sets the verified e-mail or mobile; -4 when another user has it (the unique index settles races). */
export async function setContact(
  db: Db,
  userId: string,
  kind: TargetKind,
  value: string,
  takenMessage: string,
): Promise<void> {
  const column = kind === 'email' ? users.email : users.mobile;
  const taken = () =>
    new AppError(409, Code.ALREADY_REGISTER, TAKEN[kind], {}, [{ field: 'target', message: takenMessage }]);
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), ne(users.id, userId)))
    .limit(1);
  if (other) throw taken();
  try {
    await db
      .update(users)
      .set(
        kind === 'email' ? { email: value, updatedAt: new Date() } : { mobile: value, updatedAt: new Date() },
      )
      .where(eq(users.id, userId));
  } catch (e) {
    if (isUniqueViolation(e)) throw taken();
    throw e;
  }
}

export type UnbindTarget = { kind: TargetKind } | { kind: 'provider'; provider: string };

/**
 * Removes a contact or a provider account, never the last way to log in: username + password,
 * each contact (code login) and each provider account count as one way each. The user row is
 * locked so two concurrent unbinds cannot both pass the check.
 */
export async function unbind(db: Db, userId: string, target: UnbindTarget): Promise<void> {
  await db.transaction(async (tx) => {
    const [me] = await tx
      .select({ passwordHash: users.passwordHash, email: users.email, mobile: users.mobile })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!me) throw new AppError(404, Code.NOT_FOUND, 'notFound');
    const linked = await tx
      .select({ id: identities.id, provider: identities.provider })
      .from(identities)
      .where(eq(identities.userId, userId));
    const ways = (me.passwordHash ? 1 : 0) + (me.email ? 1 : 0) + (me.mobile ? 1 : 0) + linked.length;
    const lastWay = () => new AppError(409, Code.CONFLICT, 'lastLoginMethod');

    if (target.kind === 'provider') {
      const identity = linked.find((l) => l.provider === target.provider);
      if (!identity) throw new AppError(404, Code.NOT_FOUND, 'providerNotBound');
      if (ways <= 1) throw lastWay();
      await tx.delete(identities).where(eq(identities.id, identity.id));
      return;
    }
    if (!me[target.kind]) throw new AppError(404, Code.NOT_FOUND, 'contactNotBound');
    if (ways <= 1) throw lastWay();
    await tx
      .update(users)
      .set(
        target.kind === 'email'
          ? { email: null, updatedAt: new Date() }
          : { mobile: null, updatedAt: new Date() },
      )
      .where(eq(users.id, userId));
  });
}
