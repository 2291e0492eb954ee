import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visitorHeaders, type TestContext } from '../../test/harness';
import {
  codeFor,
  get,
  post,
  registerUser,
  sessionCookie,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueMobile,
  uniqueUsername,
  asSession,
  ageCodes,
} from './auth-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const register = (body: Record<string, unknown>, headers: Record<string, string> = visitorHeaders()) =>
  post(ctx, '/api/base/user/register', body, headers);

describe('users.register', () => {
  it('registers with an e-mail code, signs in and answers the current user', async () => {
    const email = uniqueEmail();
    const username = uniqueUsername();
    const code = await codeFor(ctx, email, 'register');
    const res = await register({
      username,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      target: email.toUpperCase(),
      code,
      agree: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      success: true,
      result: { username, nickname: username, userType: 0 },
    });
    const token = sessionCookie(res);
    expect(token).toBeTruthy();
    const me = await get(ctx, '/api/base/user/getCurrentUserInfo', asSession(token!));
    expect(me.json().result.username).toBe(username);
  });

  it('registers with a mobile code (+86 prefix accepted, stored without it)', async () => {
    const mobile = uniqueMobile();
    const code = await codeFor(ctx, `+86${mobile}`, 'register');
    const res = await register({
      username: uniqueUsername(),
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      target: `86${mobile}`,
      code,
      agree: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    // the same number in another spelling is now taken
    await ageCodes(ctx, mobile, 61);
    const again = await register({
      username: uniqueUsername(),
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      target: mobile,
      code: await codeFor(ctx, mobile, 'register'),
      agree: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: -4, message: '该手机号已被注册' });
  });

  it('refuses a duplicate username, mobile and e-mail, each with its own message and -4', async () => {
    const mobile = uniqueMobile();
    const first = await registerUser(ctx, { target: mobile });
    const email = uniqueEmail();
    await registerUser(ctx, { target: email });

    await ageCodes(ctx, mobile, 61);
    await ageCodes(ctx, email, 61);
    const attempt = async (username: string, target: string) => {
      const code = await codeFor(ctx, target, 'register');
      return register(
        { username, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, target, code, agree: true },
        { ...visitorHeaders(), 'accept-language': 'en-US' },
      );
    };
    const byName = await attempt(first.username, uniqueEmail());
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toMatchObject({ code: -4, message: 'This username is already registered' });
    expect(byName.json().result.fields).toEqual([
      { field: 'username', message: 'This username is already registered' },
    ]);

    const byMobile = await attempt(uniqueUsername(), mobile);
    expect(byMobile.statusCode).toBe(409);
    expect(byMobile.json()).toMatchObject({ code: -4, message: 'This mobile number is already registered' });

    const byEmail = await attempt(uniqueUsername(), email.toUpperCase());
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({ code: -4, message: 'This e-mail address is already registered' });
  });

  it('leaves the code usable when registration is refused as a duplicate', async () => {
    const taken = await registerUser(ctx);
    const email = uniqueEmail();
    const code = await codeFor(ctx, email, 'register');
    const body = {
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      target: email,
      code,
      agree: true,
    };
    expect((await register({ ...body, username: taken.username })).statusCode).toBe(409);
    expect((await register({ ...body, username: uniqueUsername() })).statusCode).toBe(200);
  });

  it('refuses a wrong code (-102016) and a target that never got one (-101020)', async () => {
    const email = uniqueEmail();
    const code = await codeFor(ctx, email, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const base = {
      username: uniqueUsername(),
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      agree: true,
    };
    const bad = await register({ ...base, target: email, code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(-102016);
    const none = await register({ ...base, target: uniqueEmail(), code });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe(-101020);
  });

  it('answers 422 naming the field in the user language (zh-CN default, en-US on request)', async () => {
    const base = {
      username: uniqueUsername(),
      confirmPassword: 'abc123',
      target: uniqueEmail(),
      code: '123456',
      agree: true,
    };
    const zh = await register({ ...base, password: 'abc123' });
    expect(zh.statusCode).toBe(422);
    expect(zh.json().result.fields).toContainEqual({
      field: 'password',
      message: '该密码过于常见，请换一个',
    });

    const en = await register(
      { ...base, password: 'abcdef', confirmPassword: 'abcdef' },
      {
        ...visitorHeaders(),
        'accept-language': 'en-US,en;q=0.9',
      },
    );
    expect(en.statusCode).toBe(422);
    expect(en.json().result.fields).toContainEqual({
      field: 'password',
      message: 'Use at least two of: upper-case letters, lower-case letters, digits, symbols',
    });

    const mismatch = await register(
      { ...base, password: STRONG_PASSWORD, confirmPassword: `${STRONG_PASSWORD}x` },
      { ...visitorHeaders(), cookie: `${visitorHeaders().cookie}; locale=en-US` },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().result.fields).toEqual([
      { field: 'confirmPassword', message: 'The two passwords do not match' },
    ]);

    const several = await register({
      username: 'a b',
      password: '密码abc123',
      confirmPassword: '',
      target: 'nobody',
      code: '12',
      agree: false,
    });
    expect(several.statusCode).toBe(422);
    const fields = several.json().result.fields as { field: string; message: string }[];
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'username', message: '用户名不能包含空格' },
        { field: 'password', message: '密码不能包含中文' },
        { field: 'target', message: '请输入正确的手机号或邮箱' },
        { field: 'code', message: '验证码为 6 位数字' },
        { field: 'agree', message: '请阅读并同意用户协议和隐私政策' },
      ]),
    );
  });

  it('refuses a request without the XSRF header (403)', async () => {
    const res = await register({}, { cookie: visitorHeaders().cookie });
    expect(res.statusCode).toBe(403);
  });
});
