// Links between local users and provider accounts (identities table).
import { and, eq } from 'drizzle-orm';
import { Code } from '@occ/shared';
import type { Db } from '../../db/client';
import type { Tx } from '../auth/accounts';
import { identities } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { ProviderIdentity } from './flow';

export async function findIdentityOwner(
  db: Db | Tx,
  issuer: string,
  subject: string,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: identities.userId })
    .from(identities)
    .where(and(eq(identities.issuer, issuer), eq(identities.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Binds the provider account to `userId`. Refused when it belongs to someone else
 * ('alreadyBound') or when the user already has a different account of this provider.
 * Binding the same account again changes nothing.
 */
export async function linkIdentity(
  db: Db | Tx,
  userId: string,
  provider: string,
  issuer: string,
  who: Pick<ProviderIdentity, 'subject' | 'accountName'>,
): Promise<void> {
  const owner = await findIdentityOwner(db, issuer, who.subject);
  if (owner === userId) return;
  if (owner) throw new AppError(409, Code.CONFLICT, 'alreadyBound');
  const [mine] = await db
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.userId, userId), eq(identities.provider, provider)))
    .limit(1);
  if (mine) throw new AppError(409, Code.CONFLICT, 'providerAlreadyBound');
  await db.insert(identities).values({
    userId,
    provider,
    issuer,
    subject: who.subject,
    accountName: who.accountName,
  });
}
