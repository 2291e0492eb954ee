import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from './client';
import { users } from './schema';

// argon2id with OWASP's recommended memory/time cost (DESIGN §6).
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

function randomPassword(): string {
  // 18 random bytes → 24 chars of base64url: upper, lower and digits, so it meets the spec's rule
  return crypto.randomBytes(18).toString('base64url');
}

/**
 * Makes sure the administrator account exists. Without ADMIN_PASSWORD a random password is
 * generated, printed once and written to DATA_DIR/admin-password.txt (mode 0600).
 */
export async function ensureAdmin(db: Db, config: Config, print: (line: string) => void) {
  const username = config.ADMIN_USERNAME;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  if (existing) return;
  const password = config.ADMIN_PASSWORD ?? randomPassword();
  await db.insert(users).values({
    username,
    nickname: username,
    passwordHash: await hash(password, ARGON2_OPTIONS),
    roles: ['admin'],
  });
  if (!config.ADMIN_PASSWORD) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const file = path.join(config.dataDir, 'admin-password.txt');
    fs.writeFileSync(file, `${username}\n${password}\n`, { mode: 0o600 });
    print(`administrator "${username}" created with password ${password} (also written to ${file})`);
  } else {
    print(`administrator "${username}" created from ADMIN_USERNAME/ADMIN_PASSWORD`);
  }
}
