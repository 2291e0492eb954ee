import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';
import {
  createUser,
  findUserByAccount,
  hashPassword,
  takenFromUniqueViolation,
  verifyPassword,
} from './accounts';
import { uniqueEmail, uniqueMobile, uniqueUsername } from './auth-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('accounts', () => {
  it('hashes with argon2id and verifies', async () => {
    const h = await hashPassword('Sturdy#Pass42');
    expect(h).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(h, 'Sturdy#Pass42')).toBe(true);
    expect(await verifyPassword(h, 'sturdy#pass42')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('generates a username when none is given and finds users by any account spelling', async () => {
    const mobile = uniqueMobile();
    const email = uniqueEmail();
    const u = await createUser(ctx.database.db, { mobile: `+86${mobile}`, email: email.toUpperCase() });
    expect(u.username).toMatch(/^u_[0-9a-f]{8}$/);
    for (const account of [u.username, mobile, `86${mobile}`, email, email.toUpperCase()]) {
      expect((await findUserByAccount(ctx.database.db, account))?.id).toBe(u.id);
    }
    expect(await findUserByAccount(ctx.database.db, u.username.toUpperCase())).toBeNull();
  });

  it('maps a unique violation from the database driver to -4 with the right field', async () => {
    const taken = { username: uniqueUsername(), mobile: uniqueMobile(), email: uniqueEmail() };
    await createUser(ctx.database.db, taken);
    // a plain insert skips createUser's checks, so the constraint itself answers, as in a race
    const duplicate = async (values: Partial<typeof users.$inferInsert>) => {
      try {
        await ctx.database.db.insert(users).values({ username: uniqueUsername(), nickname: 'x', ...values });
      } catch (e) {
        return takenFromUniqueViolation(e);
      }
      throw new Error('the insert should have failed');
    };
    expect(await duplicate({ mobile: taken.mobile })).toMatchObject({
      status: 409,
      code: -4,
      messageKey: 'mobileTaken',
    });
    expect(await duplicate({ email: taken.email })).toMatchObject({ code: -4, messageKey: 'emailTaken' });
    expect(await duplicate({ username: taken.username })).toMatchObject({
      code: -4,
      messageKey: 'usernameTaken',
    });
    expect(takenFromUniqueViolation(new Error('something else'))).toBeNull();
  });
});
