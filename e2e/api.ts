import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

// The API plumbing the browser tests share: a cookie jar that talks to the real portal (started
// by global-setup.ts, NODE_ENV=test), users registered through the API, the administrator, and
// browser contexts that hold a jar's session.

const base = inject('baseUrl');

/** The password of users made by `register()` unless it is given another. */
export const PASSWORD = 'Sturdy#Pass42';
/** The built-in administrator's password (ADMIN_PASSWORD in global-setup.ts). */
export const ADMIN_PASSWORD = 'E2e#admin2026';

/** The portal's JSON answer. */
export interface Envelope<T> {
  code: number;
  success: boolean;
  result: T;
  message: string;
}

/** `n` random bytes as hex, for unique names. */
export const hex = (n: number) => crypto.randomBytes(n).toString('hex');

/** An API client with its own cookie jar (session + XSRF pair), like a second browser. */
export class Jar {
  private cookies = new Map<string, string>([['locale', 'en-US']]);

  /** `portal`: another portal than global-setup's (a test that starts its own with other settings) */
  constructor(private readonly portal: string = base) {}

  /** The session cookie (occ_sid), once logged in or registered. */
  get session(): string | undefined {
    return this.cookies.get('occ_sid');
  }

  /** Calls the API with the jar's cookies, echoing the XSRF cookie in x-xsrf-token when not a GET. */
  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; env: Envelope<T> }> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.call('GET', '/api/health');
    const headers: Record<string, string> = {
      accept: 'application/json',
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    const res = await fetch(this.portal + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      this.cookies.set(k!.trim(), v.join('='));
    }
    return { status: res.status, env: (await res.json()) as Envelope<T> };
  }

  /** Like `call`, but returns the result and throws unless the envelope says success. */
  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const { status, env } = await this.call<T>(method, path, body);
    if (!env.success) throw new Error(`${method} ${path} → ${status} ${env.code} ${env.message}`);
    return env.result;
  }

  /** A solved graphic code (the dev endpoint tells the answer outside production). */
  async captcha() {
    const { captchaId } = await this.ok<{ captchaId: string }>('POST', '/api/base/auth/captcha', {});
    const { answer } = await this.ok<{ answer: string }>('GET', `/api/dev/captcha/${captchaId}`);
    return { captchaId, captchaCode: answer };
  }

  /** Password login with a solved graphic code; the jar then holds the session. */
  async login(account: string, password: string) {
    await this.ok('POST', '/api/base/auth/login', {
      type: 'password',
      account,
      password,
      ...(await this.captcha()),
    });
  }
}

/** The answer to graphic code `id` (GET /api/dev/captcha/:id, outside production only). */
export async function captchaAnswer(id: string): Promise<string> {
  const res = await fetch(`${base}/api/dev/captcha/${encodeURIComponent(id)}`);
  return ((await res.json()) as { result: { answer: string } }).result.answer;
}

/** The newest 6-digit code sent to `to` (polls the dev outbox for up to 10 s). */
export async function codeFor(to: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const list = ((await res.json()) as { result: { body: string }[] }).result ?? [];
    const code = list[0] && /\b(\d{6})\b/.exec(list[0].body)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code was sent to ${to}`);
}

export interface RegisterOptions {
  /** first letter of the random username and e-mail address (default 'u') */
  prefix?: string;
  /** instead of `${prefix}<random>` */
  username?: string;
  /** instead of `${prefix}<random>@example.com` */
  email?: string;
  /** default PASSWORD */
  password?: string;
}

/**
 * Registers a new user through the API, the calls the pages make: graphic code → e-mail code
 * (read from the dev outbox) → register. The returned jar holds the new user's session.
 */
export async function register(options: RegisterOptions = {}) {
  const prefix = options.prefix ?? 'u';
  const password = options.password ?? PASSWORD;
  const jar = new Jar();
  const email = options.email ?? `${prefix}${hex(4)}@example.com`;
  const username = options.username ?? `${prefix}${hex(4)}`;
  await jar.ok('POST', '/api/base/auth/sendCode', {
    target: email,
    scene: 'register',
    ...(await jar.captcha()),
  });
  const code = await codeFor(email);
  await jar.ok('POST', '/api/base/user/register', {
    username,
    password,
    confirmPassword: password,
    target: email,
    code,
    agree: true,
  });
  return { jar, email, username };
}

/** A profile complete enough for an enterprise certification (basic information filled in). */
export const COMPLETE_PROFILE = {
  nickname: 'Chip Fan',
  gender: 'female',
  birthday: '1995-05-20',
  realName: '李四',
  unit: 'Open Chip Lab',
  position: 'Engineer',
  region: ['330000', '330100'],
  street: '1 Wensan Road',
  profile: 'RISC-V boards',
};

/** A user registered by `register()`. */
export type RegisteredUser = Awaited<ReturnType<typeof register>>;

/** A jar logged in as the built-in administrator. */
export async function loginAdmin(): Promise<Jar> {
  const admin = new Jar();
  await admin.login('admin', ADMIN_PASSWORD);
  return admin;
}

interface ContextOptions {
  locale?: string;
  viewport?: { width: number; height: number };
}

/** A browser context (English unless told) that holds the jar's session cookie. */
export async function signedInContext(
  browser: Browser,
  jar: Jar,
  { locale = 'en-US', viewport }: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale, ...(viewport ? { viewport } : {}) });
  await context.addCookies([
    { name: 'locale', value: locale, url: base },
    { name: 'occ_sid', value: jar.session!, url: base, httpOnly: true, sameSite: 'Lax' },
  ]);
  return context;
}

/** A page in a new `signedInContext`; close the context when done. */
export async function signedInPage(
  browser: Browser,
  jar: Jar,
  options?: ContextOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedInContext(browser, jar, options);
  return { context, page: await context.newPage() };
}

/** The id of the account named `username` (the console's user search). */
export async function userId(admin: Jar, username: string): Promise<string> {
  const page = await admin.ok<{ items: { id: string; username: string }[] }>(
    'GET',
    `/api/admin/users?q=${encodeURIComponent(username)}`,
  );
  const user = page.items.find((u) => u.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
}

/** A new user (name prefix `prefix`) certified as the enterprise `<stem> <hex>` by the administrator. */
export async function certifiedEnterprise(prefix: string, stem: string) {
  const user = await register({ prefix });
  await user.jar.ok('PUT', '/api/base/user/profile', COMPLETE_PROFILE);
  const company = `${stem} ${hex(3)}`;
  const digits = (n: number) =>
    crypto
      .randomInt(0, 10 ** n)
      .toString()
      .padStart(n, '0');
  const creditCode = `91${digits(6)}MA${digits(8)}`;
  await user.jar.ok('POST', '/api/base/user/enterprise', {
    companyName: company,
    creditCode,
    contactName: '王五',
    contactMobile: '13912345678',
  });
  const admin = await loginAdmin();
  const pending = await admin.ok<{ items: { id: string; companyName: string }[] }>(
    'GET',
    '/api/admin/enterprise?pageSize=100',
  );
  const row = pending.items.find((i) => i.companyName === company);
  if (!row) throw new Error(`no pending application of ${company}`);
  await admin.ok('POST', `/api/admin/enterprise/${row.id}/review`, { approve: true });
  return { user, company, admin, creditCode };
}

/** Approves the pending review of the enterprise resource named `title` in the console's approval queue. */
export async function approveResource(admin: Jar, title: string): Promise<void> {
  const queue = await admin.ok<{ items: { id: string; title: string }[] }>(
    'GET',
    '/api/admin/applications?kind=resource&pageSize=100',
  );
  const row = queue.items.find((i) => i.title === title);
  if (!row) throw new Error(`no pending review of resource ${title}`);
  await admin.ok('POST', `/api/admin/applications/resource/${row.id}/review`, { approve: true });
}
