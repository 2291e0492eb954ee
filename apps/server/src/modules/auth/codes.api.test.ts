import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, verificationCodes } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { verifyCode } from './codes';
import {
  ageCodes,
  codeFor,
  get,
  post,
  readCode,
  registerUser,
  requestCode,
  solveCaptcha,
  uniqueEmail,
  uniqueMobile,
} from './auth-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CODE_SENDS_PER_IP_HOUR: '1000', CODE_SENDS_PER_TARGET_HOUR: '3' } });
});
afterAll(() => ctx.close());

const other = (code: string) => (code === '000000' ? '111111' : '000000');
const check = (target: string, code: string, scene: 'login' | 'register' = 'login') =>
  verifyCode(ctx.database.db, { target, scene, code });

describe('auth.sendCode', () => {
  it('sends 6 digits in the requester language, stored only as a hash', async () => {
    const email = uniqueEmail();
    const sent = await requestCode(ctx, email, 'register', {
      ...visitorHeaders(),
      'accept-language': 'en-US',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      result: { cooldownSeconds: 60, expiresIn: 600 },
      message: 'The verification code has been sent',
    });
    const [message] = (await get(ctx, `/api/dev/outbox?to=${email}`)).json().result;
    expect(message).toMatchObject({ channel: 'email', recipient: email });
    expect(message.subject).toMatch(/^OCC verification code: \d{6}$/);
    expect(message.body).toMatch(/Your verification code is \d{6}\. .*valid for 10 minutes/);
    const code = await readCode(ctx, email);
    const [row] = await ctx.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, email));
    expect(row!.codeHash).not.toContain(code);

    const mobile = uniqueMobile();
    await requestCode(ctx, mobile, 'login');
    const [sms] = (await get(ctx, `/api/dev/outbox?to=%2B86${mobile}`)).json().result;
    expect(sms).toMatchObject({ channel: 'sms', recipient: mobile });
    expect(sms.body).toMatch(/^【OCC】你的验证码是 \d{6}，用于登录，10 分钟内有效/);
  });

  it('needs a solved graphic code', async () => {
    const { captchaId } = await solveCaptcha(ctx);
    const res = await post(ctx, '/api/base/auth/sendCode', {
      target: uniqueEmail(),
      scene: 'login',
      captchaId,
      captchaCode: 'nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(-102016);
    const missing = await post(ctx, '/api/base/auth/sendCode', { target: uniqueEmail(), scene: 'login' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().result.fields.map((f: { field: string }) => f.field)).toEqual([
      'captchaId',
      'captchaCode',
    ]);
  });

  it('refuses a second send within 60 seconds (429, Retry-After, codeCooldown)', async () => {
    const email = uniqueEmail();
    expect((await requestCode(ctx, email, 'login')).statusCode).toBe(200);
    const again = await requestCode(ctx, email, 'login', { ...visitorHeaders(), 'accept-language': 'en-US' });
    expect(again.statusCode).toBe(429);
    const seconds = Number(again.headers['retry-after']);
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(again.json().message).toBe(`Please wait ${seconds} seconds before requesting another code`);
    // another scene has its own cooldown
    expect((await requestCode(ctx, email, 'register')).statusCode).toBe(200);
  });

  it('limits sends per target per hour', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      expect((await requestCode(ctx, email, 'login')).statusCode).toBe(200);
      await ageCodes(ctx, email, 61);
    }
    const over = await requestCode(ctx, email, 'login');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits sends per IP per hour', async () => {
    const strict = await createTestApp({ env: { CODE_SENDS_PER_IP_HOUR: '2' } });
    try {
      const send = async (remoteAddress: string) => {
        const { captchaId, captchaCode } = await solveCaptcha(strict);
        return strict.app.inject({
          method: 'POST',
          url: '/api/base/auth/sendCode',
          headers: visitorHeaders(),
          payload: { target: uniqueEmail(), scene: 'register', captchaId, captchaCode },
          remoteAddress,
        });
      };
      expect((await send('198.51.100.7')).statusCode).toBe(200);
      expect((await send('198.51.100.7')).statusCode).toBe(200);
      const third = await send('198.51.100.7');
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect((await send('198.51.100.8')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('sends a bind code only to a signed-in user', async () => {
    const visitor = await requestCode(ctx, uniqueEmail(), 'bind');
    expect(visitor.statusCode).toBe(401);
    const { headers } = await signIn(ctx);
    expect((await requestCode(ctx, uniqueEmail(), 'bind', headers)).statusCode).toBe(200);
  });

  it('answers a reset request for an unknown address the same, but sends nothing', async () => {
    const stranger = uniqueEmail();
    const res = await requestCode(ctx, stranger, 'reset');
    expect(res.statusCode).toBe(200);
    expect(
      await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, stranger)),
    ).toEqual([]);
    const known = await registerUser(ctx);
    expect((await requestCode(ctx, known.target, 'reset')).statusCode).toBe(200);
    expect(await readCode(ctx, known.target)).toMatch(/^\d{6}$/);
  });

  it('refuses requests without the XSRF header (403), for the graphic code too', async () => {
    const bare = { cookie: visitorHeaders().cookie };
    expect((await post(ctx, '/api/base/auth/captcha', {}, bare)).statusCode).toBe(403);
    expect(
      (await post(ctx, '/api/base/auth/sendCode', { target: uniqueEmail(), scene: 'login' }, bare))
        .statusCode,
    ).toBe(403);
  });
});

describe('verifyCode', () => {
  it('answers -101020 when no code was sent', async () => {
    await expect(check(uniqueEmail(), '123456')).rejects.toMatchObject({
      status: 400,
      code: -101020,
      messageKey: 'codeMissing',
    });
  });

  it('expires after 10 minutes', async () => {
    const email = uniqueEmail();
    const code = await codeFor(ctx, email, 'login');
    await ageCodes(ctx, email, 601);
    await expect(check(email, code)).rejects.toMatchObject({ code: -102016, messageKey: 'codeInvalid' });
  });

  it('works once', async () => {
    const email = uniqueEmail();
    const code = await codeFor(ctx, email, 'login');
    await expect(check(email, code)).resolves.toEqual({ kind: 'email', value: email });
    await expect(check(email, code)).rejects.toMatchObject({ code: -102016, messageKey: 'codeInvalid' });
  });

  it('dies after 5 wrong tries, even for the right code', async () => {
    const email = uniqueEmail();
    const code = await codeFor(ctx, email, 'login');
    for (let i = 1; i <= 4; i++) {
      await expect(check(email, other(code))).rejects.toMatchObject({ messageKey: 'codeInvalid' });
    }
    await expect(check(email, other(code))).rejects.toMatchObject({
      code: -102016,
      messageKey: 'codeTooManyTries',
    });
    await expect(check(email, code)).rejects.toMatchObject({ messageKey: 'codeTooManyTries' });
  });

  it('is replaced by a newer send', async () => {
    const email = uniqueEmail();
    const first = await codeFor(ctx, email, 'login');
    await ageCodes(ctx, email, 61);
    const second = await codeFor(ctx, email, 'login');
    const rows = await ctx.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, email));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.consumedAt === null)).toHaveLength(1);
    // (the two codes are equal one time in a million; then the first is "replaced" by itself)
    if (first !== second)
      await expect(check(email, first)).rejects.toMatchObject({ messageKey: 'codeInvalid' });
    await expect(check(email, second)).resolves.toMatchObject({ kind: 'email' });
  });

  it('is bound to its scene', async () => {
    const email = uniqueEmail();
    const code = await codeFor(ctx, email, 'login');
    await expect(check(email, code, 'register')).rejects.toMatchObject({ messageKey: 'codeMissing' });
  });

  it('can be checked without being used (consume: false)', async () => {
    const email = uniqueEmail();
    const code = await codeFor(ctx, email, 'login');
    await verifyCode(ctx.database.db, { target: email, scene: 'login', code }, { consume: false });
    await expect(check(email, code)).resolves.toMatchObject({ value: email });
  });
});
