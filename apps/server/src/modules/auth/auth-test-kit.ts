// Helpers for the auth API tests: they drive the real endpoints (graphic code, send, outbox).
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { normalizeTarget } from '@occ/shared';
import { verificationCodes } from '../../db/schema';
import { SESSION_COOKIE } from '../../platform/session';
import { visitorHeaders, type TestContext } from '../../test/harness';

export const STRONG_PASSWORD = 'Sturdy#Pass42';

type Headers = Record<string, string>;

export const post = (ctx: TestContext, url: string, payload: unknown, headers: Headers = visitorHeaders()) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
export const get = (ctx: TestContext, url: string, headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** A fresh graphic code and its answer (read through the dev endpoint). */
export async function solveCaptcha(ctx: TestContext) {
  const made = await post(ctx, '/api/base/auth/captcha', {});
  expect(made.statusCode).toBe(200);
  const { captchaId } = made.json().result as { captchaId: string };
  const answer = (await get(ctx, `/api/dev/captcha/${captchaId}`)).json().result.answer as string;
  return { captchaId, captchaCode: answer };
}

export async function requestCode(
  ctx: TestContext,
  target: string,
  scene: 'register' | 'login' | 'reset' | 'bind',
  headers: Headers = visitorHeaders(),
) {
  return post(ctx, '/api/base/auth/sendCode', { target, scene, ...(await solveCaptcha(ctx)) }, headers);
}

/** The code in the newest outbox message to `to`. */
export async function readCode(ctx: TestContext, to: string): Promise<string> {
  const res = await get(ctx, `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.statusCode).toBe(200);
  const newest = (res.json().result as { body: string }[])[0];
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Moves the codes sent to `target` `seconds` into the past (resend cooldown, expiry). */
export async function ageCodes(ctx: TestContext, target: string, seconds: number) {
  await ctx.database.db
    .update(verificationCodes)
    .set({
      createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${verificationCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(verificationCodes.target, normalizeTarget(target)!.value));
}

/** Sends a code and returns it. */
export async function codeFor(
  ctx: TestContext,
  target: string,
  scene: 'register' | 'login' | 'reset' | 'bind',
) {
  const sent = await requestCode(ctx, target, scene);
  expect(sent.statusCode, sent.body).toBe(200);
  return readCode(ctx, target);
}

/** The session cookie a response set, or null. */
export function sessionCookie(res: LightMyRequestResponse): string | null {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  return c && c.value ? c.value : null;
}

/** Headers acting as the holder of a session token (with the XSRF pair). */
export function asSession(token: string): Headers {
  const v = visitorHeaders();
  return { ...v, cookie: `${v.cookie}; ${SESSION_COOKIE}=${token}` };
}

export const uniqueEmail = () => `u${crypto.randomBytes(4).toString('hex')}@example.com`;
/** A valid mainland number (139 prefix) that no other test uses. */
export const uniqueMobile = () => `139${crypto.randomInt(0, 1e8).toString().padStart(8, '0')}`;
export const uniqueUsername = () => `t${crypto.randomBytes(4).toString('hex')}`;

/** Registers through the API; returns the session token and the user. */
export async function registerUser(
  ctx: TestContext,
  input: { target?: string; username?: string; password?: string } = {},
) {
  const target = input.target ?? uniqueEmail();
  const username = input.username ?? uniqueUsername();
  const password = input.password ?? STRONG_PASSWORD;
  const code = await codeFor(ctx, target, 'register');
  const res = await post(ctx, '/api/base/user/register', {
    username,
    password,
    confirmPassword: password,
    target,
    code,
    agree: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    token: sessionCookie(res)!,
    user: res.json().result as { id: string; username: string },
    target,
    username,
    password,
  };
}

export async function passwordLogin(ctx: TestContext, account: string, password: string, headers?: Headers) {
  return post(
    ctx,
    '/api/base/auth/login',
    { type: 'password', account, password, ...(await solveCaptcha(ctx)) },
    headers,
  );
}
