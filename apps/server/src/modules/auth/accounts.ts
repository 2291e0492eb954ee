import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { Code, normalizeTarget } from '@occ/shared';
import type { Db } from '../../db/client';
import { ARGON2_OPTIONS } from '../../db/admin';
import { users } from '../../db/schema';
import { AppError } from '../../platform/errors';

/** A transaction handle: services that write several rows take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed check, not a crash
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Burns the same argon2 time as a real check, for an unknown account, so response time does not
 * tell whether the account exists.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The account a person typed: username exactly, or a mobile number / e-mail in its stored form. */
export async function findUserByAccount(db: Db | Tx, account: string) {
  const contact = normalizeTarget(account);
  const where = !contact
    ? eq(users.username, account.trim())
    : contact.kind === 'mobile'
      ? eq(users.mobile, contact.value)
      : eq(users.email, contact.value);
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      passwordHash: users.passwordHash,
      mustResetPassword: users.mustResetPassword,
    })
    .from(users)
    .where(where)
    .limit(1);
  return row ?? null;
}

const TAKEN = { username: 'usernameTaken', mobile: 'mobileTaken', email: 'emailTaken' } as const;
const taken = (field: keyof typeof TAKEN) => new AppError(409, Code.ALREADY_REGISTER, TAKEN[field]);

/** The form field a "taken" error is about (routes attach it as a field error in the user's language). */
export function takenField(e: unknown): keyof typeof TAKEN | null {
  if (!(e instanceof AppError) || e.code !== Code.ALREADY_REGISTER) return null;
  const hit = Object.entries(TAKEN).find(([, key]) => key === e.messageKey);
  return hit ? (hit[0] as keyof typeof TAKEN) : null;
}

/** Maps a unique violation of users (a concurrent registration won the race) to its -4 message. */
export function takenFromUniqueViolation(e: unknown): AppError | null {
  // node-postgres puts the code on the error; drizzle may wrap it in `cause`
  for (
    let err = e as { code?: string; constraint?: string; detail?: string; cause?: unknown } | undefined;
    err;
  ) {
    if (err.code === '23505') {
      const where = `${err.constraint ?? ''} ${err.detail ?? ''}`;
      if (where.includes('mobile')) return taken('mobile');
      if (where.includes('email')) return taken('email');
      return taken('username');
    }
    err = err.cause as typeof err;
  }
  return null;
}

async function exists(
  db: Db | Tx,
  column: typeof users.username | typeof users.mobile | typeof users.email,
  v: string,
) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(column, v)).limit(1);
  return Boolean(row);
}

/** `u_` + 8 random hex characters: fits the 2-12 username rule and never looks like a contact. */
async function freeUsername(db: Db | Tx): Promise<string> {
  for (;;) {
    const name = `u_${crypto.randomBytes(4).toString('hex')}`;
    if (!(await exists(db, users.username, name))) return name;
  }
}

export interface NewUser {
  username?: string;
  email?: string | null;
  mobile?: string | null;
  password?: string | null;
  nickname?: string;
}

/**
 * Creates an account. Duplicates are answered 409 / -4 with the field's own message; the checks
 * give the clear message, the unique constraints settle races.
 */
export async function createUser(db: Db | Tx, input: NewUser): Promise<{ id: string; username: string }> {
  const email = input.email ? input.email.trim().toLowerCase() : null;
  const mobile = input.mobile ? input.mobile.trim().replace(/^\+?86(?=1\d{10}$)/, '') : null;
  if (input.username && (await exists(db, users.username, input.username))) throw taken('username');
  if (mobile && (await exists(db, users.mobile, mobile))) throw taken('mobile');
  if (email && (await exists(db, users.email, email))) throw taken('email');
  const username = input.username ?? (await freeUsername(db));
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    const [row] = await db
      .insert(users)
      .values({ username, email, mobile, passwordHash, nickname: input.nickname ?? username })
      .returning({ id: users.id, username: users.username });
    return row!;
  } catch (e) {
    throw takenFromUniqueViolation(e) ?? e;
  }
}
