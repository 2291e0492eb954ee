import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';
import { verifyCaptcha } from './captcha';
import { post, solveCaptcha } from './auth-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const check = (captchaId: string, answer: string, config = ctx.config) =>
  verifyCaptcha(ctx.database.db, config, captchaId, answer);

describe('graphic code', () => {
  it('stores only a hash of the answer', async () => {
    const { captchaId, captchaCode } = await solveCaptcha(ctx);
    const [row] = await ctx.database.db.select().from(captchas).where(eq(captchas.id, captchaId));
    expect(row!.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.answerHash.toLowerCase()).not.toContain(captchaCode.toLowerCase());
  });

  it('expires after its time to live', async () => {
    const { captchaId, captchaCode } = await solveCaptcha(ctx);
    await ctx.database.db
      .update(captchas)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchas.id, captchaId));
    await expect(check(captchaId, captchaCode)).rejects.toMatchObject({
      code: -102016,
      messageKey: 'captchaExpired',
    });
  });

  it('is deleted by its first check, right or wrong', async () => {
    const { captchaId, captchaCode } = await solveCaptcha(ctx);
    await expect(check(captchaId, 'zzzz')).rejects.toMatchObject({ messageKey: 'captchaWrong' });
    await expect(check(captchaId, captchaCode)).rejects.toMatchObject({ messageKey: 'captchaExpired' });
    expect(await ctx.database.db.select().from(captchas).where(eq(captchas.id, captchaId))).toEqual([]);
  });

  it('treats an id that is no uuid as expired instead of failing in the database', async () => {
    await expect(check("1' or '1'='1", 'abcd')).rejects.toMatchObject({ messageKey: 'captchaExpired' });
  });

  it('accepts any answer when CAPTCHA=off (automated environments)', async () => {
    await expect(check('anything', 'whatever', { ...ctx.config, CAPTCHA: 'off' })).resolves.toBeUndefined();
  });

  it('answers a new code for every request', async () => {
    const a = (await post(ctx, '/api/base/auth/captcha', {})).json().result;
    const b = (await post(ctx, '/api/base/auth/captcha', {})).json().result;
    expect(a.captchaId).not.toBe(b.captchaId);
    expect(a.svg).not.toBe(b.svg);
  });
});
